const home = {} as const;

export default home;

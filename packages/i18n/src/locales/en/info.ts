const info = {} as const;

export default info;

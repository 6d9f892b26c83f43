const help = {} as const;

export default help;

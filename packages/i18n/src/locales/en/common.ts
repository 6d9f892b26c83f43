const common = {} as const;

export default common;

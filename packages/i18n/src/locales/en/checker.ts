const checker = {} as const;

export default checker;

const pdf = {} as const;

export default pdf;

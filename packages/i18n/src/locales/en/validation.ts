const validation = {} as const;

export default validation;

const errors = {} as const;

export default errors;

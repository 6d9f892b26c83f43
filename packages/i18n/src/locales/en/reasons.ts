const reasons = {} as const;

export default reasons;

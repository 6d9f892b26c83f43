const steps = {} as const;

export default steps;

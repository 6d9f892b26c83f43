const results = {} as const;

export default results;

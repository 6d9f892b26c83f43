const survey = {} as const;

export default survey;

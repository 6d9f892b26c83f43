const faq = {} as const;

export default faq;

const modals = {} as const;

export default modals;

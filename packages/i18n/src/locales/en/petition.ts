const petition = {} as const;

export default petition;

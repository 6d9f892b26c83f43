const email = {} as const;

export default email;

/** Mozilla's list of common passwords (the 50,000 most common of 8 characters or more, from breach corpora). */
declare module 'fxa-common-password-list' {
  const commonPasswords: {
    /** True when the password is on the list, exactly as given. */
    test(password: string): boolean;
  };
  export default commonPasswords;
}

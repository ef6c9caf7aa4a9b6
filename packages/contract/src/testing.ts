import fc from 'fast-check';

/**
 * Property-test helpers for the digit fields (SSN, phone), shared by the formatters' tests and the web
 * fields' tests: "whatever is typed or pasted, the digits kept are the digits given".
 */

/** What people type or paste around the digits: any text without a digit ("SSN ", " - ", "+", "(", letters). */
export const digitNoise = () =>
  fc.array(
    fc.string().filter((text) => !/\d/.test(text)),
    { maxLength: 12 },
  );

/** The digits in order, with the noise spread before, between and after them. */
export function interleave(digits: string, noise: readonly string[]): string {
  return [...digits].map((digit, i) => (noise[i] ?? '') + digit).join('') + noise.slice(digits.length).join('');
}

/** The ways a US country code is written before a number: "1", "+1", "+1 ", "1-"… */
export const usCountryCodePrefix = () => fc.constantFrom('1', '+1', '+1 ', '1-', '1 ', '+1-', '+ 1 ', '+1 (');

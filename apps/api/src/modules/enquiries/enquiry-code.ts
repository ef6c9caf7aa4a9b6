import { randomInt } from 'node:crypto';

/** Letters and digits people cannot mix up when reading a reference aloud: no 0/O, 1/I/L. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;
export const ENQUIRY_REFERENCE_PATTERN = new RegExp(`^ENQ-[${ALPHABET}]{${LENGTH}}$`);

/** A new enquiry reference such as `ENQ-7K3P9Q` (31^6, about 890 million, so collisions are rare and retried). */
export function newEnquiryReference(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `ENQ-${code}`;
}

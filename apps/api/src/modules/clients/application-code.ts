import { randomInt } from 'node:crypto';

/** Letters and digits people cannot mix up when reading a code aloud: no 0/O, 1/I/L. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;
export const APPLICATION_CODE_PATTERN = new RegExp(`^APP-[${ALPHABET}]{${LENGTH}}$`);

/** A new application code such as `APP-7K3P9Q`: what applicants quote and sign-in links carry. */
export function newApplicationCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `APP-${code}`;
}

/** Codes are stored uppercase; people may type them in either case. */
export const normaliseApplicationCode = (code: string) => code.trim().toUpperCase();

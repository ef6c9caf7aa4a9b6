import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@payee/content/validation';
import { ZEnquiryRequestSchema } from './enquiry';
import { SSN_MESSAGE, tooLongMessage } from './messages';

const SRC = path.resolve(import.meta.dirname, '..');

/** The contract's source files, tests and test helpers aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|^testing\.ts$|^test-support\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** A quoted sentence: a capital, a space, and a closing full stop, question or exclamation mark. */
const SENTENCE = /(['"`])[A-Z][^'"`\n]* [^'"`\n]*[.!?]\1/g;

describe('the words of the contract', () => {
  it('are written in @payee/content, never in the contract itself', () => {
    const written = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
        .flatMap((line) => line.match(SENTENCE) ?? [])
        .map((sentence) => `${path.relative(SRC, file)}: ${sentence}`),
    );
    expect(written).toEqual([]);
  });

  it('keep the names the web app and the API import', () => {
    expect(SSN_MESSAGE).toBe(VALIDATION_MESSAGES.ssn);
    expect(tooLongMessage('First name', 100)).toBe('First name must be 100 characters or fewer.');
  });

  it('are what the schemas give: the SSN of a client who wrote in', () => {
    const result = ZEnquiryRequestSchema.safeParse({
      is_client: 1,
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      enquiry_type_id: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path.join('.') === 'ssn')?.message).toBe(VALIDATION_MESSAGES.ssn);
  });
});

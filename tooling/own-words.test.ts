import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Proof that the code and the docs speak in the project's own words: no line cites a document a newcomer cannot
 * open (the documents the product was first specified in, their README, or team notes kept outside the
 * repository). A comment, a doc or a test name says what the code does and why instead. Playwright's
 * `*.spec.ts` files, "OpenAPI" and `@standard-schema/spec` are other things and do not count.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

/** What git tracks here: the apps, the packages, the journeys, the benchmarks, scripts, tooling and the docs. */
const SCOPE = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'tooling', 'docs', 'README.md'];

/** Generated or binary files: nobody writes prose in them. */
const SKIPPED = [
  /(^|\/)package-lock\.json$/,
  /^apps\/api\/src\/db\/migrations\/meta\/.*\.json$/,
  /\.(png|jpe?g|gif|webp|ico|pdf|woff2?)$/i,
];

/**
 * The citations, each with a name for the failure message. The patterns are written so that this file's own
 * source does not match them.
 */
const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'a numbered specification document', pattern: /\bspec ?00[01]\b/i },
  { name: 'a section sign', pattern: /\u00a7/ },
  { name: 'a team note kept outside the repository', pattern: /\b(STYLE|STACK)\.md\b/ },
  { name: 'the outside specification', pattern: /\bthe\sspec(ification)?\b(?!\.ts)/i },
  { name: 'a possessive of the outside specification', pattern: /\bspec(ification)?['\u2019]s\b/i },
  { name: 'the outside README', pattern: /\bspec\sREADME\b/i },
];

/** Every tracked text file in scope, as paths from the repository root. */
function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...SCOPE], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  return listed.filter((file) => {
    if (file === '' || SKIPPED.some((skipped) => skipped.test(file))) return false;
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full)) return false;
    return !fs.readFileSync(full).subarray(0, 8000).includes(0);
  });
}

/** `file:line: text (what it cites)` for every line of `text` that cites an outside document. */
function citationsIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const cited = CITATIONS.filter((citation) => citation.pattern.test(line)).map((citation) => citation.name);
    return cited.length === 0 ? [] : [`${file}:${index + 1}: ${line.trim()} (${cited.join(', ')})`];
  });
}

describe('the code and docs speak in their own words', () => {
  it('finds the citations it is meant to find, and leaves the rest', () => {
    // Put together here, so that this file's source holds none of them.
    const doc = ['s', 'p', 'e', 'c'].join('');
    const note = ['STACK', 'md'].join('.');
    const cited = [`(${doc} 001 section 5)`, `S${doc.slice(1)} 000 \u00a78`, `the ${doc}'s toast`, `${note} says`, `(${doc} README)`];
    for (const line of cited) expect(citationsIn('probe.ts', line)).toHaveLength(1);
    const fine = ['onboarding.spec.ts runs later', 'the OpenAPI spec of the API', "'@standard-schema/spec'", 'a special character'];
    for (const line of fine) expect(citationsIn('probe.ts', line)).toEqual([]);
  });

  it('reads the files git tracks', () => {
    expect(trackedTextFiles()).toEqual(expect.arrayContaining(['README.md', 'apps/api/src/server.ts', 'tooling/lint-boundaries.test.ts']));
  });

  it('cites no document outside the repository', () => {
    const hits = trackedTextFiles().flatMap((file) => citationsIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(hits).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Proof that the docs point at files that exist: every repository path written in backticks in README.md and
 * docs/**\/*.md (text with a `/` that ends in a file extension or in `/`) names a file or folder of the repository,
 * and every relative Markdown link of those files leads to one. A path may be written from the repository root
 * (`apps/api/src/lib/crypto.ts`) or shortened to its last parts where the text says which app it is in
 * (`lib/crypto.ts`): it holds when some file or folder of the repository ends with it. A path with a placeholder or a
 * wildcard (`<feature>`, `*`, `…`) names no one file and is not checked.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

/** Folders the product makes at run time or at build time, never committed: a path under them is not checked. */
const MADE_AT_RUN_TIME: { prefix: string; reason: string }[] = [
  { prefix: 'data/', reason: 'the default DATA_DIR, made at first start (database, secrets, uploads, outbox)' },
  { prefix: 'DATA_DIR/', reason: 'the data directory as configured, made at first start' },
  { prefix: 'bench/results/', reason: 'written by npm run bench and npm run bench:web' },
  { prefix: 'dist/', reason: "the web app's build output (apps/web/dist), made by npm run build" },
  { prefix: 'apps/web/dist', reason: "the web app's build output, made by npm run build" },
  { prefix: 'apps/api/dist', reason: 'the compiled API, made by npm run build' },
  { prefix: 'e2e/.data/', reason: "each journey worker's data directory, made when the journeys run" },
];

/** README.md and every Markdown file under docs/, as paths from the repository root. */
function docFiles(): string[] {
  const underDocs = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return underDocs(relative);
      return entry.name.endsWith('.md') ? [relative] : [];
    });
  return ['README.md', ...underDocs('docs')];
}

/** Every file the repository holds (tracked, or new and not ignored) and every folder above one. */
function repositoryPaths(): Set<string> {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(ROOT, file)));
  const paths = new Set<string>();
  for (const file of files) {
    paths.add(file);
    const parts = file.split('/');
    for (let end = 1; end < parts.length; end += 1) paths.add(`${parts.slice(0, end).join('/')}/`);
  }
  return paths;
}

/** Whether inline code looks like a repository path: a `/` inside, and a file extension or a `/` at its end. */
export function looksLikePath(text: string): boolean {
  if (/\s/.test(text) || !text.includes('/')) return false;
  // An address (`/api/v1/…`, `https://…`), a package or alias import (`@payee/content`, `@/lib`), a placeholder (a
  // migration's number `00NN_`) or a wildcard: not one file of the repository.
  if (text.startsWith('/') || text.includes('://') || text.startsWith('@') || /[<>{}*…$|]|\d*NN_/.test(text)) return false;
  return text.endsWith('/') || /\.[A-Za-z][A-Za-z0-9]*$/.test(text);
}

/** Whether a path written in a doc names a file or folder of the repository (from the root, or by its last parts). */
export function pathExists(written: string, paths: Set<string>): boolean {
  const wanted = written.replace(/^\.\//, '');
  if (MADE_AT_RUN_TIME.some(({ prefix }) => wanted.startsWith(prefix))) return true;
  const asFolder = wanted.endsWith('/') ? wanted : `${wanted}/`;
  if (paths.has(wanted) || paths.has(asFolder)) return true;
  for (const known of paths) if (known.endsWith(`/${wanted}`) || known.endsWith(`/${asFolder}`)) return true;
  return false;
}

/** `file:line: path` for every path in backticks of `text` that names nothing in the repository. */
export function missingPathsIn(file: string, text: string, paths: Set<string>): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(/`([^`]+)`/g)]
      .map((match) => match[1] ?? '')
      .filter((code) => looksLikePath(code) && !pathExists(code, paths))
      .map((code) => `${file}:${index + 1}: ${code}`),
  );
}

/** `file:line: target` for every relative Markdown link of `text` that leads to no file or folder. */
function brokenLinksIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target) && !fs.existsSync(path.resolve(ROOT, path.dirname(file), target)))
      .map((target) => `${file}:${index + 1}: ${target}`),
  );
}

describe('the docs name files that exist', () => {
  it('tells a path from other inline code, and finds a path by its last parts', () => {
    for (const text of ['apps/api/src/server.ts', 'lib/crypto.ts', 'docs/', './data/secrets.json']) expect(looksLikePath(text)).toBe(true);
    const notPaths = [
      '/api/v1/health',
      'https://example.org/a.html',
      '@payee/content/admin',
      'npm run build',
      'a/b',
      '<feature>/routes.ts',
      'lib/limit-store*.ts',
      'meta/00NN_snapshot.json',
    ];
    for (const text of notPaths) expect(looksLikePath(text)).toBe(false);
    const paths = new Set(['apps/api/src/lib/crypto.ts', 'apps/', 'apps/api/', 'apps/api/src/', 'apps/api/src/lib/']);
    expect(pathExists('lib/crypto.ts', paths)).toBe(true);
    expect(pathExists('src/lib/', paths)).toBe(true);
    expect(pathExists('./data/secrets.json', paths)).toBe(true);
    expect(pathExists('lib/paging.ts', paths)).toBe(false);
    expect(pathExists('ib/crypto.ts', paths)).toBe(false);
    expect(missingPathsIn('probe.md', 'one\n`lib/crypto.ts` and `lib/gone.ts`', paths)).toEqual(['probe.md:2: lib/gone.ts']);
  });

  it('finds no path in backticks that the repository lacks', () => {
    const paths = repositoryPaths();
    const missing = docFiles().flatMap((file) => missingPathsIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), paths));
    expect(missing).toEqual([]);
  });

  it('finds no relative link that leads nowhere', () => {
    const broken = docFiles().flatMap((file) => brokenLinksIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(broken).toEqual([]);
  });
});

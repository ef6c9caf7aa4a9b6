import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Proof that the API writes no sentence a person reads as a literal: every error, success message, e-mail text and
 * PDF label comes from `@payee/content` (the `api-*.ts` files and the areas' own files), keyed, once, so that a
 * translation has one place to go. The scan reads apps/api/src/**\/*.ts with TypeScript's parser and reports a
 * string or template literal that looks like a sentence: it starts with a capital letter, holds a space and ends
 * with `.`, `!`, `?` or `:` (words without a full stop, labels, are not caught: review them). Not user-facing, so
 * not scanned: tests, migrations, the demo seed (records, not copy), the commands (src/cli, their output is for
 * operators), the arguments of logger and console calls, the message of a plain `Error` or of a class that extends
 * it (a fault for the log or the operator: the error handler answers it with the generic 500 message), the `help`,
 * `description` and `.describe()` of metrics and OpenAPI (for operators and developers), imports, and the
 * allow-list below.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const API_SRC = path.join(ROOT, 'apps/api/src');

/** Never scanned: the commands' output and the migrations' SQL are for operators, not for the people the product serves. */
const EXCLUDED = [/^cli\//, /^db\/migrations\//, /^seed\//, /\.test\.ts$/];

/** Pending, not scanned yet: a part whose words are still to move to content (none now; finance and the ledger moved). */
const PENDING: RegExp[] = [];

/**
 * The literals that look like sentences but are not read by the people the product serves, each with why.
 * Keep it short: a new entry needs a reason a reviewer agrees with.
 */
const ALLOWED: { file: string; text: string; why: string }[] = [
  {
    file: 'plugins/spa.ts',
    text: 'The web application has not been built yet. Run "npm run build" in the project folder, then restart the server.',
    why: 'for the person running the server from a checkout, never for a client or staff',
  },
  {
    file: 'lib/crypto.ts',
    text: 'Not a value this server encrypted.',
    why: 'the message of a plain Error (a fault for the log), kept in a constant because it is thrown three times',
  },
];

/** A sentence a person reads: a capital first, a space inside, and a full stop, `!`, `?` or `:` at the end. */
export function looksLikeSentence(text: string): boolean {
  return /^[A-Z]/.test(text) && / /.test(text.trim()) && /[.!?:]$/.test(text.trim());
}

/** A call whose arguments are for operators: `log.info(...)`, `logger.warn(...)`, `app.log.error(...)`, `console.*`. */
function isLogCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const target = callee.expression.getText();
  return /(^|\.)(log|logger|console)$/.test(target) && /^(trace|debug|info|warn|error|fatal|log)$/.test(callee.name.text);
}

/** Whether `node` is inside a class that extends `Error` itself (a fault of our own kind, for the log). */
function inErrorClass(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isClassDeclaration(current) || ts.isClassExpression(current)) {
      return (current.heritageClauses ?? []).some((clause) => clause.types.some((type) => type.expression.getText() === 'Error'));
    }
  }
  return false;
}

/**
 * A call whose message is a fault for the log or the operator, never shown to a client or staff: `new Error(...)`
 * (and its built-in kinds), `super(...)` in a class that extends `Error`, and the multipart plugin's `formRefusal`,
 * whose words the error handler replaces by code.
 */
function isFaultCall(node: ts.Node): boolean {
  if (ts.isNewExpression(node)) return /^(Error|TypeError|RangeError)$/.test(node.expression.getText());
  if (!ts.isCallExpression(node)) return false;
  if (node.expression.kind === ts.SyntaxKind.SuperKeyword) return inErrorClass(node);
  return node.expression.getText() === 'formRefusal';
}

/**
 * `help: '...'` of a metric, `description: '...'` of the OpenAPI document and a schema's `.describe('...')`:
 * words for operators and developers.
 */
function isOperatorText(node: ts.Node): boolean {
  if (ts.isPropertyAssignment(node)) return ts.isIdentifier(node.name) && /^(help|description)$/.test(node.name.text);
  return ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'describe';
}

/** The text of a literal, a template's holes written as `x`. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
  return undefined;
}

/** `file:line: text` for each sentence-like literal in `source` (`file` from apps/api/src). */
export function sentencesIn(file: string, source: string): { file: string; line: number; text: string }[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: { file: string; line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || isLogCall(node) || isFaultCall(node) || isOperatorText(node))
      return;
    const text = literalText(node);
    if (text !== undefined) {
      if (looksLikeSentence(text)) {
        const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
        found.push({ file, line, text });
      }
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The API's source files in scope, as paths from apps/api/src. */
function scannedFiles(): string[] {
  return fs
    .readdirSync(API_SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) => file.endsWith('.ts') && !EXCLUDED.some((pattern) => pattern.test(file)) && !PENDING.some((pattern) => pattern.test(file)),
    )
    .sort();
}

describe('the API takes every sentence from @payee/content', () => {
  it('finds a sentence in a literal or a template, and leaves logs, imports and words alone', () => {
    const probe = [
      "throw new ApiError(409, 'This e-mail is already taken.');",
      'const subject = `Your application ${id} was approved!`;',
      "const label = 'Client name:';",
      "app.log.warn('The outbox could not send a message.');",
      "throw new Error('The key id is used twice.');",
      "class LockedError extends Error { constructor() { super('The data directory is in use.'); } }",
      "const ZList = z.null().describe('Not Modified: the list is unchanged.');",
      "new Counter({ name: 'x', help: 'HTTP requests answered, by route.' });",
      "import { X } from './Some path.';",
      "const code = 'NOT_FOUND'; const word = 'Approved'; const path = '/api/v1/x';",
    ].join('\n');
    expect(sentencesIn('probe.ts', probe).map((hit) => hit.text)).toEqual([
      'This e-mail is already taken.',
      'Your application x was approved!',
      'Client name:',
    ]);
  });

  it('scans the modules, the plugins, the mail and the helpers, and skips what is excluded or pending', () => {
    const files = scannedFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'app.ts',
        'plugins/errors.ts',
        'modules/intake/service.ts',
        'modules/finance/routes.ts',
        'modules/ledger/journal.ts',
      ]),
    );
    expect(files.filter((file) => /^(cli|db\/migrations|seed)\//.test(file))).toEqual([]);
  });

  it('holds no sentence outside @payee/content but the allowed ones', () => {
    const hits = scannedFiles()
      .flatMap((file) => sentencesIn(file, fs.readFileSync(path.join(API_SRC, file), 'utf8')))
      .filter((hit) => !ALLOWED.some((allowed) => allowed.file === hit.file && allowed.text === hit.text))
      .map((hit) => `${hit.file}:${hit.line}: ${hit.text}`);
    expect(hits).toEqual([]);
  });

  it('allows nothing that is no longer there', () => {
    const stale = ALLOWED.filter(
      (allowed) =>
        !sentencesIn(allowed.file, fs.readFileSync(path.join(API_SRC, allowed.file), 'utf8')).some((hit) => hit.text === allowed.text),
    );
    expect(stale).toEqual([]);
  });
});

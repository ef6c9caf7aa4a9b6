/**
 * Writes brotli (.br) and gzip (.gz) copies of the build's text files, which the API server sends to
 * browsers that accept them (@fastify/static `preCompressed`). Compressing once at build time, at the
 * highest levels, costs the server nothing per request. Pages are compressed per response instead,
 * because each carries its own CSP nonce.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.txt', '.json', '.webmanifest', '.xml']);
/** Served through the page handler (index.html, prerendered/) or not served at all (.vite/). */
const SKIPPED = new Set(['index.html', 'prerendered', '.vite']);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (dir === DIST && SKIPPED.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of textFiles(DIST)) {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  count += 1;
  before += content.length;
  after += br.length;
}
console.log(`precompressed ${count} files: ${(before / 1000).toFixed(0)} kB → ${(after / 1000).toFixed(0)} kB with brotli`);

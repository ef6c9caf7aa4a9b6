/**
 * Writes the prerendered pages (src/prerender/prerendered-pages.ts) into the client build:
 * dist/prerendered/<page>.html and dist/prerendered/pages.json (path → file), which the API server
 * reads (apps/api/src/plugins/spa.ts). Run after `vite build` and `vite build --ssr src/entry-server.tsx`.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { renderPage } from '../src/entry-server';
import { composePageHtml, CSP_NONCE_PLACEHOLDER, type Manifest } from '../src/prerender/page-html';
import { PRERENDERED_DIR, PRERENDERED_INDEX, PRERENDERED_PAGES, type PrerenderIndex } from '../src/prerender/prerendered-pages';

/** The server build of src/entry-server.tsx (same exports, compiled to JS). */
type EntryServer = { renderPage: typeof renderPage };

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(WEB_ROOT, 'dist');
const SERVER_ENTRY = path.join(WEB_ROOT, 'dist-ssr', 'entry-server.js');

async function main() {
  const template = await fs.readFile(path.join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(await fs.readFile(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const { renderPage } = (await import(pathToFileURL(SERVER_ENTRY).href)) as EntryServer;

  const outDir = path.join(DIST, PRERENDERED_DIR);
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.mkdir(outDir, { recursive: true });

  const index: PrerenderIndex = { pages: [] };
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderPage(page.path, { nonce: CSP_NONCE_PLACEHOLDER });
    if (rendered.status !== 200) throw new Error(`${page.path} rendered with status ${rendered.status}`);
    const html = composePageHtml({
      template,
      manifest,
      ...rendered,
      title: page.title,
      description: page.description,
      readStylesheet: (file) => readFileSync(path.join(DIST, file), 'utf8'),
    });
    await fs.writeFile(path.join(outDir, page.file), html);
    index.pages.push({ path: page.path, file: page.file, modules: rendered.modules });
    console.log(`prerendered ${page.path.padEnd(12)} → dist/${PRERENDERED_DIR}/${page.file} (${(html.length / 1024).toFixed(1)} kB)`);
  }
  await fs.writeFile(path.join(outDir, PRERENDERED_INDEX), `${JSON.stringify(index, null, 2)}\n`);
}

// The server bundle leaves timers behind (e.g. the query cache's garbage-collection timer), which would
// keep this process alive for minutes: exit as soon as the files are written.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

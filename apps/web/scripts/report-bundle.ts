/**
 * How much JavaScript a visitor to each prerendered page downloads before the page can respond: the
 * entry chunk, its static imports, and the chunks of the lazy routes the page matched (what the page
 * modulepreloads). Sizes are gzip (level 9), read from the build (`npm run build` first).
 *
 *   npm run report:bundle -w @payee/web          prints a table
 *   npm run report:bundle -w @payee/web -- --json  prints JSON
 *
 * It also lists the heavy libraries found in each page's JavaScript (from the source maps): forms,
 * selects and date libraries must stay out of the content pages' first load (issue 3, "Speed").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { collectFiles, ENTRY_KEY, type Manifest } from '../src/prerender/page-html';
import { PRERENDERED_DIR, PRERENDERED_INDEX, type PrerenderIndex } from '../src/prerender/prerendered-pages';

const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Libraries that belong to form pages only. */
export const FORM_LIBRARIES = [
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
  'react-select',
  '@emotion/react',
  '@emotion/cache',
  'react-day-picker',
  'date-fns',
  'axios',
] as const;

/** The page budget of issue 3: all the JavaScript of `/` before interaction. */
export const HOME_JS_BUDGET_KB = 110;

/** One file of a page's JavaScript. */
export interface JsFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** The JavaScript one page downloads before interaction. */
export interface PageJs {
  path: string;
  files: JsFile[];
  totalBytes: number;
  totalGzipBytes: number;
  /** Entry chunk and its static imports, the same for every page. */
  entryGzipBytes: number;
  /** Which of FORM_LIBRARIES the page's JavaScript contains. */
  formLibraries: string[];
}

/** npm package names whose code is in this chunk, from its source map. */
function packagesIn(distDir: string, file: string): Set<string> {
  const mapFile = path.join(distDir, `${file}.map`);
  const packages = new Set<string>();
  if (!fs.existsSync(mapFile)) return packages;
  const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
    if (match?.[1]) packages.add(match[1]);
  }
  return packages;
}

/**
 * Where the back office's code lives in the source: none of it may load outside /admin (issue 12). Its two
 * features (the back office and finance, the client money) and the parts only they share.
 */
export const ADMIN_SOURCE_DIRS = [
  'src/features/admin/',
  'src/features/finance/',
  'src/components/back-office/',
  'src/lib/back-office/',
] as const;
const isAdminSource = (source: string) => ADMIN_SOURCE_DIRS.some((dir) => source.includes(dir));

/**
 * The chunks that carry back-office code yet load for a page outside the back office: every chunk reached by
 * static imports from the entry or from any lazy chunk whose module is not the back office's. Empty when the
 * back office is its own area (its chunks load only through app-areas' dynamic import for /admin paths).
 */
export function adminCodeOutsideAdmin(distDir = DEFAULT_DIST): { chunk: string; loadedBy: string }[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const hasAdminCode = (file: string) => {
    const mapFile = path.join(distDir, `${file}.map`);
    if (!fs.existsSync(mapFile)) return false;
    const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
    return sources.some(isAdminSource);
  };
  const found: { chunk: string; loadedBy: string }[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const isOutside = (chunk.isEntry || chunk.isDynamicEntry) && !isAdminSource(chunk.src ?? key);
    if (!isOutside) continue;
    const seen = new Set<string>();
    const visit = (current: string) => {
      if (seen.has(current)) return;
      seen.add(current);
      const entry = manifest[current];
      if (!entry) return;
      if (entry.file.endsWith('.js') && hasAdminCode(entry.file)) found.push({ chunk: entry.file, loadedBy: key });
      for (const next of entry.imports ?? []) visit(next);
    };
    visit(key);
  }
  return found;
}

/** Measures every prerendered page of the build in `distDir`. */
export function measurePages(distDir = DEFAULT_DIST): PageJs[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const index = JSON.parse(fs.readFileSync(path.join(distDir, PRERENDERED_DIR, PRERENDERED_INDEX), 'utf8')) as PrerenderIndex;
  const sizes = new Map<string, JsFile>();
  const measure = (file: string): JsFile => {
    let size = sizes.get(file);
    if (!size) {
      const content = fs.readFileSync(path.join(distDir, file));
      size = { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const entryFiles = collectFiles(manifest, [ENTRY_KEY]).js;

  return index.pages.map((page) => {
    const files = collectFiles(manifest, [ENTRY_KEY, ...page.modules]).js.map(measure);
    const formLibraries = new Set<string>();
    for (const { file } of files) {
      for (const name of packagesIn(distDir, file)) {
        if ((FORM_LIBRARIES as readonly string[]).includes(name)) formLibraries.add(name);
      }
    }
    return {
      path: page.path,
      files,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      entryGzipBytes: entryFiles.map(measure).reduce((sum, file) => sum + file.gzipBytes, 0),
      formLibraries: [...formLibraries].sort(),
    };
  });
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** The report as a short text table. */
export function formatReport(pages: PageJs[]): string {
  const lines = ['page         entry (gz)  page total (gz)  raw      form libraries'];
  for (const page of pages) {
    lines.push(
      [
        page.path.padEnd(12),
        `${kB(page.entryGzipBytes)} kB`.padStart(10),
        `${kB(page.totalGzipBytes)} kB`.padStart(16),
        `${kB(page.totalBytes)} kB`.padStart(9),
        ` ${page.formLibraries.join(', ') || 'none'}`,
      ].join(' '),
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const pages = measurePages();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(pages, null, 2));
  } else {
    console.log(formatReport(pages));
    for (const page of pages) {
      console.log(`\n${page.path}`);
      for (const file of page.files) console.log(`  ${file.file.padEnd(44)} ${kB(file.gzipBytes).padStart(7)} kB gz`);
    }
  }
  const home = pages.find((page) => page.path === '/');
  if (home && home.totalGzipBytes > HOME_JS_BUDGET_KB * 1000) {
    console.error(`\n/ downloads ${kB(home.totalGzipBytes)} kB of JavaScript (gzip), over the ${HOME_JS_BUDGET_KB} kB budget.`);
    process.exitCode = 1;
  }
}

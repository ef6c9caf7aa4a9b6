/**
 * Turns the built index.html into one prerendered page: the rendered markup in #root, the page's title
 * and description, and links to the chunks and CSS of the lazy routes it matched, so the page is styled
 * before any script runs (no flash of unstyled content) and its code downloads in parallel.
 */

/** What Vite writes to dist/.vite/manifest.json for each chunk (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** dist/.vite/manifest.json: chunks keyed by source path from apps/web (`index.html` for the entry). */
export type Manifest = Record<string, ManifestChunk>;

/** The placeholder Vite writes for `html.cspNonce` and the server replaces per response. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export const ENTRY_KEY = 'index.html';

/** The JS and CSS files a set of chunks needs, static imports first, in the order Vite loads them. */
export function collectFiles(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    js.push(chunk.file);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Props of composePageHtml. */
export interface ComposePageInput {
  /** dist/index.html as Vite built it. */
  template: string;
  manifest: Manifest;
  /** renderPage's markup for #root. */
  html: string;
  /** Manifest keys of the lazy modules the page loaded. */
  modules: readonly string[];
  title: string;
  description: string;
}

/** The prerendered page's HTML, still carrying the nonce placeholder for the server to fill in. */
export function composePageHtml({ template, manifest, html, modules, title, description }: ComposePageInput): string {
  const inEntry = collectFiles(manifest, [ENTRY_KEY]);
  const page = collectFiles(manifest, modules);
  const nonce = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
  const links = [
    // Vite's own loader later looks for these exact hrefs and does not fetch them twice.
    ...page.js
      .filter((file) => !inEntry.js.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" ${nonce}>`),
    ...page.css.filter((file) => !inEntry.css.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" ${nonce}>`),
  ];

  const replaceOnce = (source: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(source)) throw new Error(`index.html has no ${pattern.source}`);
    return source.replace(pattern, () => replacement);
  };
  let result = template;
  result = replaceOnce(result, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  result = replaceOnce(
    result,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  result = replaceOnce(result, /\n?\s*<\/head>/, `${links.map((link) => `\n    ${link}`).join('')}\n  </head>`);
  result = replaceOnce(result, /<div id="root"><\/div>/, `<div id="root">${html}</div>`);
  return result;
}

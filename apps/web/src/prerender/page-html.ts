/**
 * Turns the built index.html into one prerendered page: the rendered markup in #root, the page's title
 * and description, the CSS of the entry and of the lazy routes it matched inlined (inlineStylesheets), so the
 * page is styled before any script runs and without waiting for another request, and an inline loader that
 * fetches the app's code only once the page has loaded and painted (deferredAppLoader).
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
  /** The text of a CSS file of the build (`assets/….css`), to inline. */
  readStylesheet: (file: string) => string;
}

/** The entry's stylesheet links Vite writes in index.html. */
const ENTRY_STYLESHEETS = /\n?\s*<link rel="stylesheet" crossorigin href="\/([^"]+)"[^>]*>/g;

/**
 * The page's CSS as one inline style (with the response's nonce), and a disabled link per file: a disabled
 * stylesheet is never fetched, yet Vite's loader, finding its link, does not fetch the file again when a
 * route's chunk that imports it loads (it looks for `link[rel=stylesheet]` with that href). Five render-blocking
 * stylesheets were five more requests, over new connections on a slow phone, before the first paint.
 */
export function inlineStylesheets(files: readonly string[], readStylesheet: (file: string) => string, nonce: string): string[] {
  const css = files.map((file) => {
    const text = readStylesheet(file);
    // Inlined, a relative url() would resolve against the page's address, and `</style` would end the element.
    if (/url\(\s*['"]?(?!\/|data:|https?:)/i.test(text) || /@import/i.test(text) || /<\/style/i.test(text)) {
      throw new Error(`${file} has a relative url(), an @import or "</style": it cannot be inlined as it is`);
    }
    return text.trim();
  });
  return [
    `<style ${nonce}>${css.join('\n')}</style>`,
    ...files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled ${nonce}>`),
  ];
}

/** The module script Vite writes for the entry in index.html, and the modulepreloads of its imports. */
const ENTRY_SCRIPT = /\n?\s*<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOADS = /\n?\s*<link rel="modulepreload"[^>]*>/g;

/**
 * Events that mean the visitor is about to use the page: the first of them loads the app at once rather
 * than after the page has loaded.
 */
const ENGAGEMENT_EVENTS = ['pointerdown', 'touchstart', 'keydown'];

/**
 * The inline script that loads the app's code after the page has loaded and painted: the `load` event, then
 * the next frame (a timer as well, since a tab in the background paints no frames), or the visitor's first
 * touch, click or key press if earlier. Started with the page, the module script and its preloads (about
 * 110 kB, at high priority) shared a slow phone's bandwidth with the stylesheets and the hero image, and the
 * largest paint waited for them (issue 15: 2× the page without scripts). The chunks of the page's lazy routes
 * are preloaded together with the entry, so their download does not wait for the entry to run.
 */
export function deferredAppLoader({ entry, preloads }: { entry: string; preloads: readonly string[] }): string {
  return `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 1000);
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  ${JSON.stringify(ENGAGEMENT_EVENTS)}.forEach(function (type) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  });
})();`;
}

/** The prerendered page's HTML, still carrying the nonce placeholder for the server to fill in. */
export function composePageHtml({ template, manifest, html, modules, title, description, readStylesheet }: ComposePageInput): string {
  const inEntry = collectFiles(manifest, [ENTRY_KEY]);
  const page = collectFiles(manifest, modules);
  const nonce = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
  const entryFile = manifest[ENTRY_KEY]?.file;
  if (!entryFile) throw new Error('The build manifest has no entry chunk');
  // The entry's own imports first, then the page's chunks, as Vite's loader would fetch them.
  const preloads = [...new Set([...inEntry.js, ...page.js])].filter((file) => file !== entryFile).map((file) => `/${file}`);
  const loader = `<script ${nonce}>${deferredAppLoader({ entry: `/${entryFile}`, preloads })}</script>`;
  // The entry's CSS first, as index.html links it, then the page's routes' CSS.
  const entryStylesheets = [...template.matchAll(ENTRY_STYLESHEETS)].map((match) => match[1]!);
  const stylesheets = inlineStylesheets([...new Set([...entryStylesheets, ...page.css])], readStylesheet, nonce);

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
  // The loader takes the module script's place: before the stylesheets, so it runs without waiting for them.
  result = replaceOnce(result, ENTRY_SCRIPT, `\n    ${loader}`).replace(MODULE_PRELOADS, '').replace(ENTRY_STYLESHEETS, '');
  result = replaceOnce(result, /\n?\s*<\/head>/, `${stylesheets.map((link) => `\n    ${link}`).join('')}\n  </head>`);
  result = replaceOnce(result, /<div id="root"><\/div>/, `<div id="root">${html}</div>`);
  return result;
}

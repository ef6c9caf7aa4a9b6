// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE } from '@payee/content';
import { adminCodeOutsideAdmin, HOME_JS_BUDGET_KB, measurePages } from '../../scripts/report-bundle';
import { renderPage } from '../entry-server';
import {
  collectFiles,
  composePageHtml,
  CSP_NONCE_PLACEHOLDER,
  deferredAppLoader,
  ENTRY_KEY,
  inlineStylesheets,
  type Manifest,
} from './page-html';
import { PRERENDERED_DIR, PRERENDERED_INDEX, PRERENDERED_PAGES, type PrerenderIndex } from './prerendered-pages';

const HEADINGS: Record<string, string> = {
  '/': SITE.home.hero.heading,
  '/about-us': SITE.about.hero.heading,
  '/contact-us': SITE.contact.hero.heading,
};

/** What the API server does to every page it sends (apps/api/src/plugins/spa.ts). */
const NONCE = 'bm9uY2UtZm9yLXRlc3Q=';
const serve = (html: string) => html.replaceAll(CSP_NONCE_PLACEHOLDER, NONCE);

/** Every <script> and its attributes; inline ones are those without src. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');

const decode = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
const h1Of = (html: string) => [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((match) => decode(match[1] ?? ''));

/** A stand-in for Vite's index.html and manifest. */
const TEMPLATE = [
  '<!doctype html><html lang="en"><head>',
  '<meta name="description" content="Default" />',
  '<title>Default</title>',
  '<meta property="csp-nonce" nonce="__CSP_NONCE__">',
  '<script type="module" crossorigin src="/assets/index-1.js" nonce="__CSP_NONCE__"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css" nonce="__CSP_NONCE__">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
/** The stand-in build's CSS files: each holds one rule naming itself. */
const readStylesheet = (file: string) => `.${path.basename(file, '.css')} { color: red; }`;
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_site.js': { file: 'assets/site-1.js', imports: ['_react.js'], css: ['assets/theme-1.css'] },
  'src/layout.tsx': { file: 'assets/layout-1.js', imports: ['_site.js'], css: ['assets/layout-1.css'] },
  'src/page.tsx': { file: 'assets/page-1.js', imports: ['_site.js'], css: ['assets/page-1.css'] },
};

describe('prerendering the public pages', () => {
  for (const page of PRERENDERED_PAGES) {
    it(`renders ${page.path} with its one h1, and only scripts carrying the response's nonce once served`, async () => {
      const rendered = await renderPage(page.path, { nonce: CSP_NONCE_PLACEHOLDER });
      expect(rendered.status).toBe(200);
      const html = serve(
        composePageHtml({ template: TEMPLATE, manifest: MANIFEST, html: rendered.html, modules: [], readStylesheet, ...page }),
      );

      expect(h1Of(html)).toEqual([HEADINGS[page.path]]);
      expect(html).toContain(`<title>${page.title.replaceAll('&', '&amp;')}</title>`);
      expect(html).toContain('<meta name="description" content="');
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      const scripts = scriptsOf(html);
      // The app's loader and react-router's hydration data.
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${NONCE}"`);
      expect(html).toContain('window.__staticRouterHydrationData');
    });
  }

  it('prerenders Contact Us in its loading state: no office card or enquiry types before the API answers', async () => {
    const { html } = await renderPage('/contact-us', { nonce: CSP_NONCE_PLACEHOLDER });
    expect(html).toContain(SITE.contact.offices.loading);
    expect(html).not.toContain(SITE.contact.offices.error);
  });

  it('inlines the CSS of the entry and the page’s lazy routes, and leaves the scripts to a loader that names the entry and the chunks', () => {
    const html = composePageHtml({
      template: TEMPLATE,
      manifest: MANIFEST,
      html: '<main></main>',
      modules: ['src/layout.tsx', 'src/page.tsx'],
      title: 'A & B',
      description: 'Say "hi"',
      readStylesheet,
    });
    const head = html.slice(0, html.indexOf('</head>'));
    // One inline style with the response's nonce, in the order the files would have been linked.
    const styles = [...head.matchAll(/<style nonce="__CSP_NONCE__">([^<]*)<\/style>/g)].map((match) => match[1]);
    expect(styles).toEqual([['index-1', 'theme-1', 'layout-1', 'page-1'].map((name) => `.${name} { color: red; }`).join('\n')]);
    // Each file keeps a link, disabled (never fetched), so that Vite's loader does not fetch it either.
    const links = [...head.matchAll(/<link rel="(modulepreload|stylesheet)"[^>]*href="([^"]+)"([^>]*)>/g)].map(
      (match) => `${match[1]} ${match[2]}${match[3]?.includes(' disabled') ? ' disabled' : ''}`,
    );
    expect(links).toEqual([
      'stylesheet /assets/index-1.css disabled',
      'stylesheet /assets/theme-1.css disabled',
      'stylesheet /assets/layout-1.css disabled',
      'stylesheet /assets/page-1.css disabled',
    ]);
    // No module script or preload starts with the page: the inline loader (before the styles, so it does not
    // wait for them) fetches them once the page has painted (deferred-app-loader.test.ts).
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const inline = scriptsOf(head);
    expect(inline).toEqual([` nonce="${CSP_NONCE_PLACEHOLDER}"`]);
    expect(head.indexOf('<script')).toBeLessThan(head.indexOf('<style'));
    expect(head).toContain(
      deferredAppLoader({
        entry: '/assets/index-1.js',
        preloads: ['/assets/react-1.js', '/assets/site-1.js', '/assets/layout-1.js', '/assets/page-1.js'],
      }),
    );
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<div id="root"><main></main></div>');
  });

  it('refuses to inline CSS that would change meaning inside the page: a relative url(), an @import, "</style"', () => {
    for (const css of ['.a { background: url(icon.svg); }', "@import './b.css';", '.a::after { content: "</style>"; }']) {
      expect(() => inlineStylesheets(['assets/a.css'], () => css, '')).toThrow(/cannot be inlined/);
    }
    expect(inlineStylesheets(['assets/a.css'], () => '.a { background: url(/images/a.svg); }', '')[0]).toContain('url(/images/a.svg)');
  });

  it('collects a chunk’s static imports before the chunk itself', () => {
    expect(collectFiles(MANIFEST, [ENTRY_KEY, 'src/page.tsx']).js).toEqual([
      'assets/react-1.js',
      'assets/index-1.js',
      'assets/site-1.js',
      'assets/page-1.js',
    ]);
    expect(() => collectFiles(MANIFEST, ['src/missing.tsx'])).toThrow(/no chunk for src\/missing.tsx/);
  });
});

// The files `npm run build` wrote: `npm test` builds before the unit tests, so a missing build is a failure.
const DIST = path.resolve(import.meta.dirname, '../../dist');
const index = path.join(DIST, PRERENDERED_DIR, PRERENDERED_INDEX);

describe('the prerendered files of the build', () => {
  it('exists (run `npm run build` before the unit tests)', () => {
    expect(fs.existsSync(index), `${index} is missing`).toBe(true);
  });

  const { pages } = JSON.parse(fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '{"pages":[]}') as PrerenderIndex;

  it('has one file per prerendered page', () => {
    expect(pages.map((page) => page.path)).toEqual(PRERENDERED_PAGES.map((page) => page.path));
  });

  it('keeps forms, selects, dates and the HTTP client out of the public pages’ first load, and / within its budget', () => {
    const measured = measurePages(DIST);
    expect(measured.map((page) => page.path)).toEqual(PRERENDERED_PAGES.map((page) => page.path));
    for (const page of measured) expect(page.formLibraries, page.path).toEqual([]);
    const home = measured.find((page) => page.path === '/');
    expect(home?.totalGzipBytes).toBeLessThanOrEqual(HOME_JS_BUDGET_KB * 1000);
  });

  it('has no cycle of chunks importing one another: one would run a chunk before what it reads is set', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    const visit = (key: string) => {
      state.set(key, 'visiting');
      stack.push(key);
      for (const next of manifest[key]?.imports ?? []) {
        if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(key, 'done');
    };
    for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key);
    expect(cycles).toEqual([]);
  });

  it('loads none of the back office’s code outside /admin: no public or clients’ chunk carries or imports it', () => {
    expect(adminCodeOutsideAdmin(DIST)).toEqual([]);
  });

  for (const page of PRERENDERED_PAGES) {
    it(`${page.file} has the h1, no placeholder left once served, a nonce on every script, its CSS inline, no script fetched with it`, () => {
      const html = serve(fs.readFileSync(path.join(DIST, PRERENDERED_DIR, page.file), 'utf8'));
      expect(h1Of(html)).toEqual([HEADINGS[page.path]]);
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      for (const attributes of scriptsOf(html)) expect(attributes).toContain(`nonce="${NONCE}"`);
      // Its CSS is inline; each file's link is there, disabled, and names a file of the build.
      expect(html).toMatch(new RegExp(`<style nonce="${NONCE}">`));
      const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"([^>]*)>/g)];
      expect(stylesheets.length).toBeGreaterThan(1);
      for (const [, file, attributes] of stylesheets) {
        expect(attributes).toContain(' disabled');
        expect(fs.existsSync(path.join(DIST, file!)), file).toBe(true);
      }
      // The lazy route's module was recorded, so its chunk is preloaded with the entry, once the page has painted.
      expect(pages.find((built) => built.path === page.path)?.modules.length).toBeGreaterThan(1);
      expect(html).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
    });
  }
});

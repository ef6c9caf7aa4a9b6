import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_PREFIX } from '@payee/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT_MESSAGE } from '../src/plugins/spa';
import { useTestApp } from './helpers/app';

const PRERENDERED = { 'index.html': 'Home', 'about-us.html': 'About Us', 'contact-us.html': 'Contact Us' } as const;

/** A stand-in for `vite build` output with `html.cspNonce: '__CSP_NONCE__'`, and the prerendered pages. */
function makeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html lang="en"><head>',
      '<meta property="csp-nonce" nonce="__CSP_NONCE__">',
      '<script type="module" crossorigin src="/assets/index-abc123.js" nonce="__CSP_NONCE__"></script>',
      '<link rel="stylesheet" href="/assets/index-abc123.css" nonce="__CSP_NONCE__">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  // What apps/web/scripts/prerender.ts writes: one page per prerendered path and their index.
  fs.mkdirSync(path.join(dist, 'prerendered'));
  for (const [file, heading] of Object.entries(PRERENDERED)) {
    fs.writeFileSync(
      path.join(dist, 'prerendered', file),
      [
        '<!doctype html><html lang="en"><head>',
        '<meta property="csp-nonce" nonce="__CSP_NONCE__">',
        '<script type="module" crossorigin src="/assets/index-abc123.js" nonce="__CSP_NONCE__"></script>',
        `</head><body><div id="root"><main><h1>${heading}</h1></main>`,
        '<script nonce="__CSP_NONCE__">window.__staticRouterHydrationData = JSON.parse("{}");</script></div></body></html>',
      ].join('\n'),
    );
  }
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({
      pages: [
        { path: '/', file: 'index.html', modules: [] },
        { path: '/about-us', file: 'about-us.html', modules: [] },
        { path: '/contact-us', file: 'contact-us.html', modules: [] },
      ],
    }),
  );
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

const nonceOf = (csp: string | undefined, directive: string) => new RegExp(`${directive} [^;]*'nonce-([^']+)'`).exec(csp ?? '')?.[1];

describe('serving the built web client', () => {
  const dist = makeDist();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const ctx = useTestApp('none', { env: { WEB_DIST_DIR: dist } });

  it("answers pages with index.html carrying this response's CSP nonce, not cached", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/client/intake/status/rejected' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');

    const csp = response.headers['content-security-policy'] as string;
    const nonce = nonceOf(csp, 'script-src');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(csp, 'style-src')).toBe(nonce);
    expect(response.body).not.toContain('__CSP_NONCE__');
    expect(response.body.match(new RegExp(`nonce="${nonce!.replace(/[+/]/g, '\\$&')}"`, 'g'))).toHaveLength(3);
  });

  it('sends the strict policy: self only (and our own object URLs), no plugins, no framing, no reCAPTCHA hosts when it is not configured', async () => {
    const csp = (await ctx.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      // The back office shows stored PDFs from object URLs its own script makes; nothing else is framed.
      'frame-src blob:;',
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('unsafe-inline');
  });

  it('uses a new nonce for every response', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/' });
    const second = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(nonceOf(first.headers['content-security-policy'] as string, 'script-src')).not.toBe(
      nonceOf(second.headers['content-security-policy'] as string, 'script-src'),
    );
  });

  it('serves /index.html itself with the nonce filled in too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('__CSP_NONCE__');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other root files of the build, cached briefly', async () => {
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    expect((await ctx.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('never lists a directory', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/client/intake` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers /, /about-us and /contact-us with their prerendered HTML, with or without a slash or query', async () => {
    for (const [url, heading] of [
      ['/', 'Home'],
      ['/?utm_source=mail', 'Home'],
      ['/about-us', 'About Us'],
      ['/about-us/', 'About Us'],
      ['/about-us?ref=nav', 'About Us'],
      ['/contact-us', 'Contact Us'],
      ['/contact-us/?x=1#form', 'Contact Us'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toContain(`<h1>${heading}</h1>`);
      expect(response.body).not.toContain('__CSP_NONCE__');
      // Both the module script and the hydration-data script carry this response's nonce.
      const nonce = nonceOf(response.headers['content-security-policy'] as string, 'script-src')!;
      const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts).toHaveLength(2);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    }
  });

  it('answers HEAD of a prerendered page like GET, without a body', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/about-us' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('answers every other page path with index.html, not a prerendered page', async () => {
    for (const url of ['/about-us/team', '/contact', '/auth/login', '/index', '/prerendered/about-us.html', '/about-us.html']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('<h1>');
    }
  });

  it("does not serve the prerendered pages' index or the build manifest as files", async () => {
    for (const url of ['/prerendered/pages.json', '/.vite/manifest.json']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('compresses pages for browsers that accept brotli or gzip', async () => {
    const brotli = await ctx.app.inject({ method: 'GET', url: '/about-us', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>About Us</h1>');

    const gzip = await ctx.app.inject({ method: 'GET', url: '/auth/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it("serves the build's precompressed copy of an asset when the browser accepts it", async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log("app")'));
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app")');
  });

  it('answers other methods on pages with 404', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/client/intake' });
    expect(response.statusCode).toBe(404);
  });
});

describe('when the web client is not built', () => {
  const ctx = useTestApp('none');

  it('answers pages with 503 saying to run npm run build, and the API still works', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe(WEB_NOT_BUILT_MESSAGE);
    expect(page.body).toContain('npm run build');
    expect((await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/health` })).statusCode).toBe(200);
  });

  it('tells the web client to use the development captcha', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/site-config` });
    expect(response.json()).toEqual({ captcha: { provider: 'development', site_key: null } });
  });
});

describe('with reCAPTCHA configured', () => {
  const ctx = useTestApp('none', { env: { RECAPTCHA_SITE_KEY: 'site-key-123', RECAPTCHA_SECRET_KEY: 'secret' } });

  it("lets Google's reCAPTCHA hosts into the policy", async () => {
    const csp = (await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/health` })).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(csp).toContain('frame-src blob: https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/');
    expect(csp).toMatch(/connect-src 'self' https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('gives the web client the site key', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}/site-config` });
    expect(response.json()).toEqual({ captcha: { provider: 'recaptcha', site_key: 'site-key-123' } });
  });
});

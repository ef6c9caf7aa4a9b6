import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@payee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_MESSAGE } from '../lib/api-error';

/** The placeholder Vite writes for `html.cspNonce`; replaced per response by that response's nonce. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export const WEB_NOT_BUILT_MESSAGE =
  'The web application has not been built yet. Run "npm run build" in the project folder, then restart the server.';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Where `npm run build` writes the prerendered pages, and their index (apps/web/scripts/prerender.ts). */
export const PRERENDERED_DIR = 'prerendered';
const PRERENDERED_INDEX = 'pages.json';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface SpaOptions {
  distDir: string;
}

const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/** "/about-us/?x=1" → "/about-us": a prerendered page answers with or without the slash and query. */
const pagePath = (url: string) => {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
};

/** A file read once and read again only when it changes, so `vite build --watch` output is picked up. */
function fileCache<T>(parse: (text: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return async (file: string): Promise<T | undefined> => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await fs.promises.stat(file));
    } catch {
      cache.delete(file);
      return undefined;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = parse(await fs.promises.readFile(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/** The page's HTML compressed as the browser accepts it (brotli, gzip), or as it is. */
async function encodeHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<string | Buffer> {
  reply.header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzip(html);
  }
  return html;
}

/**
 * Serves the built web client from this process: hashed /assets/* cached for a year, other root files
 * (favicon, robots.txt) for an hour, both from the .br/.gz copies the build writes when the browser
 * accepts them. Pages are never cached: the prerendered HTML for the paths the build prerendered (/,
 * /about-us, /contact-us), index.html for every other GET outside the API so client-side routes load.
 * Every unknown /api path stays a JSON 404 in the error shape.
 */
async function spaPlugin(app: FastifyInstance, { distDir }: SpaOptions) {
  const indexFile = path.join(distDir, 'index.html');
  const isBuilt = fs.existsSync(indexFile);

  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      // One route per file present at start-up rather than a catch-all, so API 404s never touch the disk.
      wildcard: false,
      index: false,
      list: false,
      // Pages go through the handler below (nonce); the build's manifest is not for browsers.
      globIgnore: ['index.html', `${PRERENDERED_DIR}/**`, '.vite/**'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = path.relative(distDir, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ distDir }, `Web client not found at ${indexFile}. Run "npm run build" to serve it from this server.`);
  }

  const readHtml = fileCache((text) => text);
  const readPrerenderedIndex = fileCache((text) => {
    const { pages } = JSON.parse(text) as { pages: { path: string; file: string }[] };
    return new Map(pages.map((page) => [page.path, path.join(distDir, PRERENDERED_DIR, path.basename(page.file))]));
  });

  /** The prerendered file for this URL, else index.html. */
  const pageHtml = async (url: string): Promise<string | undefined> => {
    const prerendered = (await readPrerenderedIndex(path.join(distDir, PRERENDERED_DIR, PRERENDERED_INDEX)))?.get(pagePath(url));
    return (prerendered && (await readHtml(prerendered))) ?? readHtml(indexFile);
  };

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    const isMissingAsset = request.url.startsWith('/assets/');
    if (!isPageRequest || isMissingAsset) {
      return reply.code(404).type('application/json; charset=utf-8').send({ message: NOT_FOUND_MESSAGE });
    }
    if (!isBuilt) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
    }
    const template = await pageHtml(request.url);
    if (template === undefined) throw new Error(`${indexFile} disappeared`);
    const html = template.replaceAll(CSP_NONCE_PLACEHOLDER, request.cspNonce);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(await encodeHtml(request, reply, html));
  });
}

export default fp(spaPlugin, { name: 'spa', dependencies: ['security'] });

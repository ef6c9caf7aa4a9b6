import fs from 'node:fs';
import path from 'node:path';
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

export interface SpaOptions {
  distDir: string;
}

const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * Serves the built web client from this process: hashed /assets/* cached for a year, other root files
 * (favicon, robots.txt) for an hour, and index.html, never cached, for every other GET outside the API
 * so client-side routes load. Every unknown /api path stays a JSON 404 in the error shape.
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
      globIgnore: ['index.html'],
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = path.relative(distDir, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ distDir }, `Web client not found at ${indexFile}. Run "npm run build" to serve it from this server.`);
  }

  // Read once per build: the file is small, and re-reading only when it changes keeps `vite build --watch` working.
  let cached: { mtimeMs: number; html: string } | undefined;
  const readIndex = async () => {
    const { mtimeMs } = await fs.promises.stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await fs.promises.readFile(indexFile, 'utf8') };
    return cached.html;
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
    const html = (await readIndex()).replaceAll(CSP_NONCE_PLACEHOLDER, request.cspNonce);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

export default fp(spaPlugin, { name: 'spa', dependencies: ['security'] });

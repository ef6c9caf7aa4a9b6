/**
 * The bench's front door (never part of the product): a small HTTP proxy in front of the real server. Every
 * request goes through it unchanged, except a page asked for with `?script-free`: that one is fetched from the
 * server as usual and answered without its `<script>` elements and modulepreload links, the page's
 * "script-free twin": what the HTML and CSS alone cost. Both the page and its twin take the same path (proxy,
 * then server, same headers and CSP, brotli at the server's level), so their only difference is the scripts.
 */
import http from 'node:http';
import type net from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The query parameter that asks for a page's script-free twin. */
export const SCRIPT_FREE_PARAM = 'script-free';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/** The page's HTML with every script and modulepreload removed. */
export function scriptFreeTwin(html: string): string {
  return html.replace(SCRIPT_ELEMENT, '').replace(MODULE_PRELOAD, '');
}

/** Compressed as apps/api/src/plugins/spa.ts compresses pages (brotli quality 5, else gzip), so the twin pays the same. */
async function encodeLikeTheServer(accepted: string, html: string): Promise<{ body: Buffer; encoding?: string }> {
  if (/\bbr\b/.test(accepted)) {
    return { body: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzip(html), encoding: 'gzip' };
  return { body: Buffer.from(html) };
}

export interface ScriptFreeProxy {
  port: number;
  /** How many twins were served, and whether every page they came from had a script to remove. */
  twins: { served: number; withoutScripts: number };
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port, in front of `upstreamPort`. */
export async function startScriptFreeProxy(upstreamPort: number): Promise<ScriptFreeProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const twins = { served: 0, withoutScripts: 0 };

  const forward = (request: http.IncomingMessage, path: string, headers: http.IncomingHttpHeaders) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: request.method, path, headers, agent }, resolve);
      upstream.on('error', reject);
      request.pipe(upstream);
    });

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://bench.invalid');
      if (!url.searchParams.has(SCRIPT_FREE_PARAM)) {
        const upstream = await forward(request, request.url ?? '/', request.headers);
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
        return;
      }
      url.searchParams.delete(SCRIPT_FREE_PARAM);
      const upstream = await forward(request, `${url.pathname}${url.search}`, { ...request.headers, 'accept-encoding': 'identity' });
      const chunks: Buffer[] = [];
      for await (const chunk of upstream) chunks.push(chunk as Buffer);
      const html = Buffer.concat(chunks).toString('utf8');
      const twin = scriptFreeTwin(html);
      twins.served += 1;
      if (twin !== html && !/<script\b|modulepreload/i.test(twin)) twins.withoutScripts += 1;
      const { body, encoding } = await encodeLikeTheServer(String(request.headers['accept-encoding'] ?? ''), twin);
      const headers = { ...upstream.headers, 'content-length': String(body.length) };
      delete headers['content-encoding'];
      delete headers['transfer-encoding'];
      if (encoding) headers['content-encoding'] = encoding;
      response.writeHead(upstream.statusCode ?? 502, headers);
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`Bench proxy: ${String(error)}`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    twins,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

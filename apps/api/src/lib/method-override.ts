import type { IncomingMessage } from 'node:http';

/** Methods an HTML-form-style `POST …?_method=PUT` may ask for (the onboarding save). */
const OVERRIDABLE_METHODS = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Honours `?_method=PUT|PATCH|DELETE` on a POST. Fastify picks the route by method before any hook runs,
 * so this runs as the `rewriteUrl` option: the one place that sees the raw request before routing, for
 * real connections and `app.inject` alike. It changes `req.method` and drops `_method` from the URL.
 */
export function overrideMethod(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  if (req.method !== 'POST' || queryStart === -1 || !url.includes('_method', queryStart)) return url;

  const kept: string[] = [];
  let method: string | undefined;
  for (const pair of url.slice(queryStart + 1).split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=', 2);
    if (safeDecode(rawKey) === '_method') {
      method = safeDecode(rawValue).toUpperCase();
    } else if (pair !== '') {
      kept.push(pair);
    }
  }
  if (method === undefined || !OVERRIDABLE_METHODS.has(method)) return url;

  req.method = method;
  const path = url.slice(0, queryStart);
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * Test support shared by the features that call the API: stubbed answers at the network layer (msw), so
 * requests go through the real HTTP client (its headers and interceptors) and the browser's fetch, and
 * rendering routes inside the app providers.
 */
import { getRawRequest } from '@mswjs/interceptors';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { http as on, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { API_PREFIX } from '@payee/contract';
import { AppProviders } from '@/app/providers';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { server } from './server';

/** What a stubbed route answers. */
export interface StubReply {
  status: number;
  /** JSON, a string (sent as text) or a Blob (sent as its bytes and type); nothing when absent. */
  data?: unknown;
  headers?: Record<string, string>;
  /**
   * Sends the status and headers at once and the body only when this settles: the request has been sent
   * (an XMLHttpRequest's upload events have fired) but its answer is not complete.
   */
  bodyHeldUntil?: Promise<unknown>;
}

/** The query parameters of a request, as sent: strings (an array for a name sent more than once). */
export type QueryParams = Record<string, string | string[]>;

/** One request the page made, as it went on the wire. */
export interface RecordedRequest {
  method: string;
  /** The path after `/api/v1`, without the query: `/website/offices`. */
  url: string;
  params: QueryParams;
  /** The parsed JSON body, the FormData of a multipart body, the text of another, or undefined. */
  body: unknown;
  /** The whole address requested, e.g. `http://localhost:3000/api/v1/website/offices?page=2`. */
  href: string;
  headers: Headers;
  /** What sent it: XMLHttpRequest (the HTTP client, lib/http) or the browser's fetch (the office block). */
  via: 'xhr' | 'fetch' | 'node-http';
}

/** A stubbed route, keyed `METHOD /path`: answers now, or when the returned promise settles (to hold a request open). */
export type StubHandler = (request: RecordedRequest) => StubReply | Promise<StubReply>;

const DEFAULT_ROUTES: Record<string, StubHandler> = {
  'GET /site-config': () => ({ status: 200, data: { captcha: { provider: 'development', site_key: null } } }),
};

const NOT_FOUND: StubReply = { status: 404, data: { message: 'Not found' } };

function queryOf(search: URLSearchParams): QueryParams {
  const params: QueryParams = {};
  for (const [name, value] of search) {
    const previous = params[name];
    params[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return params;
}

/** A multipart body as the page's own FormData (the test compares files by name, type and content). */
async function pageFormData(parsed: FormData): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of parsed) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new File([await value.arrayBuffer()], value.name, { type: value.type, lastModified: value.lastModified }));
  }
  return form;
}

function senderOf(request: Request): RecordedRequest['via'] {
  const raw = getRawRequest(request);
  if (typeof XMLHttpRequest !== 'undefined' && raw instanceof XMLHttpRequest) return 'xhr';
  return raw === undefined || raw instanceof Request ? 'fetch' : 'node-http';
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return pageFormData(await request.formData());
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

async function encode(data: unknown): Promise<{ bytes: Uint8Array | string | null; type: string | null }> {
  if (data === undefined) return { bytes: null, type: null };
  if (data instanceof Blob) return { bytes: new Uint8Array(await data.arrayBuffer()), type: data.type || 'application/octet-stream' };
  if (typeof data === 'string') return { bytes: data, type: 'text/plain' };
  return { bytes: JSON.stringify(data), type: 'application/json' };
}

async function toResponse({ status, data, headers = {}, bodyHeldUntil }: StubReply): Promise<Response> {
  const { bytes, type } = await encode(data);
  const responseHeaders = new Headers(type ? { 'Content-Type': type } : {});
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
  if (!bodyHeldUntil) return new HttpResponse(bytes, { status, headers: responseHeaders });
  const held = new ReadableStream<Uint8Array>({
    async start(controller) {
      await bodyHeldUntil;
      if (bytes !== null) controller.enqueue(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes);
      controller.close();
    },
  });
  return new HttpResponse(held, { status, headers: responseHeaders });
}

/**
 * Answers the API's requests (any origin, paths under `/api/v1`) by `METHOD /path` until `restore()` (or
 * the end of the test); an unknown API route answers 404 `{ message: 'Not found' }`. A request outside
 * the API is left to msw, which fails it (`onUnhandledRequest: 'error'`, test/setup.ts). Returns the
 * requests made, in order.
 */
export function stubApi(overrides: Record<string, StubHandler> = {}) {
  const routes = { ...DEFAULT_ROUTES, ...overrides };
  const requests: RecordedRequest[] = [];
  server.use(
    on.all('*', async ({ request }) => {
      const address = new URL(request.url);
      if (!address.pathname.startsWith(`${API_PREFIX}/`)) return undefined;
      const recorded: RecordedRequest = {
        method: request.method.toUpperCase(),
        url: address.pathname.slice(API_PREFIX.length),
        params: queryOf(address.searchParams),
        body: await readBody(request),
        href: request.url,
        // Copied entry by entry: msw's XMLHttpRequest requests have proxied headers that `new Headers()` reads short.
        headers: new Headers([...request.headers]),
        via: senderOf(request),
      };
      requests.push(recorded);
      const handler = routes[`${recorded.method} ${recorded.url}`];
      return toResponse(handler ? await handler(recorded) : NOT_FOUND);
    }),
  );
  return {
    requests,
    /** The requests to one route, e.g. `sent('POST', '/website/enquiry')`. */
    sent: (method: string, url: string) => requests.filter((request) => request.method === method && request.url === url),
    restore: () => {
      server.resetHandlers();
      // The captcha reads the site configuration through the app's one QueryClient; forget it between tests.
      appQueryClient.clear();
    },
  };
}

/** A promise with its resolve function outside, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Renders `routes` at `path` inside the app's providers; other paths render their own path as text. */
export function renderRoutes(routes: RouteObject[], path: string, userOptions?: UserEventOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', Component: () => <p>Elsewhere</p> }], { initialEntries: [path] });
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

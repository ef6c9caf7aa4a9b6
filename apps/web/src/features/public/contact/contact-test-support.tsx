import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { AppProviders } from '@/app/providers';
import { http } from '@/lib/http';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** What a stubbed route answers: a status and a body. */
export interface StubReply {
  status: number;
  data?: unknown;
}

/**
 * A stubbed route: answers now, or when the returned promise settles (to hold a request open). `config`
 * is axios' for requests through lib/http, absent for those made with fetch (the office block).
 */
export type StubHandler = (request: { body: unknown; config?: InternalAxiosRequestConfig }) => StubReply | Promise<StubReply>;

/** One request the page made: `GET /website/offices`, its parsed JSON body. */
export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  /** For requests made with fetch: the address as requested and the headers sent. */
  fetched?: { href: string; headers: Headers };
}

export const ENQUIRY_TYPES = [
  { id: 1, name: 'General question' },
  { id: 2, name: 'Becoming a client' },
  { id: 3, name: 'My account or payments' },
];

export const MICHIGAN_OFFICE = {
  id: 1,
  state: 'Michigan',
  image: '/images/office.svg',
  address: 'PO Box 14230, Lansing, MI 48901',
  email: 'info@accesspayeeservices.org',
  phone: '(517) 555-0142',
  fax: '(517) 555-0143',
};

/** The answers a working API gives the page; override any route per test. */
export const DEFAULT_ROUTES: Record<string, StubHandler> = {
  'GET /site-config': () => ({ status: 200, data: { captcha: { provider: 'development', site_key: null } } }),
  'GET /dropdown/enquiry-types': () => ({ status: 200, data: ENQUIRY_TYPES }),
  'GET /website/offices': () => ({ status: 200, data: [MICHIGAN_OFFICE] }),
  'POST /website/enquiry': () => ({ status: 200, data: { message: 'Thank you! Your enquiry has been sent.' } }),
};

/**
 * Replaces the HTTP client's adapter, so requests go through the real axios instance (its headers and
 * its 500/403/429 toast interceptor) and stop at these handlers, and the browser's fetch for the calls
 * made without it (`/api/v1` paths). Returns the requests made.
 */
export function stubApi(overrides: Record<string, StubHandler> = {}) {
  const routes = { ...DEFAULT_ROUTES, ...overrides };
  const requests: RecordedRequest[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    requests.push({ method, url, body });
    const handler = routes[`${method} ${url}`];
    const { status, data } = handler ? await handler({ body, config }) : { status: 404, data: { message: 'Not found' } };
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };
  http.defaults.adapter = adapter;

  const originalFetch = globalThis.fetch;
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body, fetched: { href, headers: new Headers(init?.headers) } });
    const handler = routes[`${method} ${url}`];
    const { status, data } = handler ? await handler({ body }) : { status: 404, data: { message: 'Not found' } };
    if (init?.signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');
    return new Response(JSON.stringify(data ?? null), { status, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = fetchStub as typeof fetch;

  return {
    requests,
    /** The requests to one route, e.g. `sent('POST', '/website/enquiry')`. */
    sent: (method: string, url: string) => requests.filter((request) => request.method === method && request.url === url),
    restore: () => {
      http.defaults.adapter = original;
      globalThis.fetch = originalFetch;
      // The captcha reads the site configuration through the app's one QueryClient; forget it between tests.
      appQueryClient.clear();
    },
  };
}

/** Renders `ui` inside the app's providers (query cache without retries, session, toasts). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { ...view, user, queryClient };
}

/** A promise with its resolve function outside, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

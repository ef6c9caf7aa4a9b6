/**
 * Test support shared by the features that call the API: the real HTTP client and interceptors with
 * stubbed answers, and rendering routes inside the app providers.
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { http } from '@/lib/http';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** What a stubbed route answers. */
export interface StubReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A stubbed route, keyed `METHOD /path`. */
export type StubHandler = (request: { body: unknown; config: InternalAxiosRequestConfig }) => StubReply | Promise<StubReply>;

/** One request the page made. */
export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  params: unknown;
}

const DEFAULT_ROUTES: Record<string, StubHandler> = {
  'GET /site-config': () => ({ status: 200, data: { captcha: { provider: 'development', site_key: null } } }),
};

/** Replaces the HTTP client's adapter (as features/public/contact does): the real interceptors, stubbed answers. */
export function stubApi(overrides: Record<string, StubHandler> = {}) {
  const routes = { ...DEFAULT_ROUTES, ...overrides };
  const requests: RecordedRequest[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    requests.push({ method, url, body, params: config.params });
    const handler = routes[`${method} ${url}`];
    const { status, data, headers = {} } = handler ? await handler({ body, config }) : { status: 404, data: { message: 'Not found' } };
    const response: AxiosResponse = { status, statusText: String(status), data, headers, config, request: {} };
    if (status >= 200 && status < 300) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    sent: (method: string, url: string) => requests.filter((request) => request.method === method && request.url === url),
    restore: () => {
      http.defaults.adapter = original;
      appQueryClient.clear();
    },
  };
}

/** Renders `routes` at `path` inside the app's providers; other paths render their own path as text. */
export function renderRoutes(routes: RouteObject[], path: string, userOptions?: UserEventOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [...routes, { path: '*', Component: () => <p>Elsewhere</p> }],
    { initialEntries: [path] },
  );
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

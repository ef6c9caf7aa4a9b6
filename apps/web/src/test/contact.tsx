/**
 * Test support for the Contact Us page: the answers a working API gives it (enquiry types, offices, the
 * enquiry), through the one network stub (./api-stub), and rendering inside the app's providers.
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders } from '@/app/providers';
import { stubApi as stubAnyApi, type StubHandler } from './api-stub';

export { deferred, type RecordedRequest, type StubHandler, type StubReply } from './api-stub';

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
 * The page's routes answered at the network layer: requests go through the real HTTP client (its headers
 * and its 500/403/429 toast interceptor) and, for the office block, the browser's fetch. Returns the
 * requests made.
 */
export function stubApi(overrides: Record<string, StubHandler> = {}) {
  return stubAnyApi({ ...DEFAULT_ROUTES, ...overrides });
}

/** Renders `ui` inside the app's providers (query cache without retries, session, toasts). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { ...view, user, queryClient };
}

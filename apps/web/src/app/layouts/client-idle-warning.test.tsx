import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { API_PATHS, SESSION_EXPIRES_HEADER, SESSION_EXPIRES_STORAGE_KEY } from '@payee/contract';
import { authRoutes, renderRoutes, stubApi } from '@/test/auth';
import { AppServicesLayout } from './app-services-layout';

const MINUTE = 60_000;
const copy = AUTH_CONTENT.idle;
let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
  vi.useRealTimers();
});

/** Moves the clock on a second at a time, so each tick of the countdown renders before the next is set. */
async function advance(ms: number) {
  for (let step = 0; step < ms; step += 1000) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(1000, ms - step));
    });
  }
}

/** A signed-in client on a page of the client area, whose session the server said ends in `minutes`. */
async function signedInPage(minutes: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  Cookies.set('authToken', 'tok-idle');
  localStorage.setItem('userInfo', JSON.stringify({ process_type: 'client', first_name: 'Maria' }));
  localStorage.setItem(SESSION_EXPIRES_STORAGE_KEY, new Date(Date.now() + minutes * MINUTE).toISOString());
  api = stubApi({
    [`GET ${API_PATHS.clientProcess}`]: () => ({
      status: 200,
      data: { data: { process_type: 'client', current_process: 'approved', id: 1, rejection_reason: [] } },
      headers: { [SESSION_EXPIRES_HEADER]: new Date(Date.now() + 30 * MINUTE).toISOString() },
    }),
    [`POST ${API_PATHS.logout}`]: () => ({ status: 200, data: { message: 'Logged out successfully' } }),
  });
  // As the router mounts them: under the layout of the pages that call the API, which shows the warning.
  const routes = [
    {
      Component: AppServicesLayout,
      children: [...(await authRoutes()), { path: '/my-account', element: <h1>My account</h1> }],
    },
  ];
  return renderRoutes(routes, '/my-account', { advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

describe('the clients’ idle warning (ClientIdleWarning in the app-services layout)', () => {
  it('opens two minutes before the idle end; "Stay signed in" asks the server, whose answer moves the end on', async () => {
    const view = await signedInPage(10);
    await advance(7 * MINUTE + 50_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(20_000);
    const dialog = await screen.findByRole('alertdialog', { name: copy.title });
    expect(dialog).toHaveTextContent(copy.body(2));
    expect(dialog).toHaveTextContent(copy.remaining(110));

    await view.user.click(screen.getByRole('button', { name: copy.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.sent('GET', API_PATHS.clientProcess)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    // The new end is 30 minutes on: no warning for the next 27.
    await advance(27 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('ignored, signs out here and on the server at the end, and the sign-in page says why', async () => {
    await signedInPage(3);
    await advance(MINUTE);
    expect(await screen.findByRole('alertdialog', { name: copy.title })).toBeInTheDocument();
    await advance(2 * MINUTE);
    expect(await screen.findByText(copy.timedOut)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: AUTH_CONTENT.chooser.heading })).toBeInTheDocument();
    expect(api.sent('POST', API_PATHS.logout)).toHaveLength(1);
    expect(Cookies.get('authToken')).toBeUndefined();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem(SESSION_EXPIRES_STORAGE_KEY)).toBeNull();
  });

  it('"Sign out now" signs out without the idle message', async () => {
    const view = await signedInPage(1);
    await view.user.click(await screen.findByRole('button', { name: copy.signOut }));
    expect(await screen.findByRole('heading', { level: 1, name: AUTH_CONTENT.chooser.heading })).toBeInTheDocument();
    expect(screen.queryByText(copy.timedOut)).not.toBeInTheDocument();
    expect(api.sent('POST', API_PATHS.logout)).toHaveLength(1);
  });
});

import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { onUnauthorized } from '@/lib/http';
import { deferred, stubApi, type StubHandler } from '@/test/api-stub';
import { discoverAppAreas, routes } from '../router';

// The areas' code is loaded on first use, as in the browser: the first page can take a few seconds here.
const LOADED = { timeout: 15_000 };
const ENDED = { status: 401, data: { message: 'You have been signed out. Please sign in again.' } };
let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
});

/** The whole app (its real route tables and services layout) at `path`, as a page load starts it. */
function openApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverAppAreas });
  return { router, view: render(<RouterProvider router={router} />) };
}

/** The whole app at `path`, with the API stubbed. */
function renderApp(path: string, handlers: Record<string, StubHandler>) {
  api = stubApi(handlers);
  return openApp(path).router;
}

function storeUser(token: string, fields: Record<string, unknown>) {
  Cookies.set('authToken', token);
  localStorage.setItem('userInfo', JSON.stringify({ first_name: 'Maria', rejection_reason: [], ...fields }));
}

describe('a session the server has ended', { timeout: 30_000 }, () => {
  it('takes the client from /my-account to the sign-in page, which says so, and clears the stored session', async () => {
    storeUser('tok-ended', { process_type: 'client', current_process: 'approved', id: 7, ssn_number_partial: '4320' });
    const router = renderApp('/my-account', { 'GET /website/client/programs': () => ENDED });

    expect(await screen.findByRole('heading', { level: 1, name: AUTH_CONTENT.chooser.heading }, LOADED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_CONTENT.sessionEnded);
    expect(Cookies.get('authToken')).toBeUndefined();
    expect(localStorage.getItem('userInfo')).toBeNull();
    // The ended page is not left in the history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  /** Opens /my-account for a signed-in client whose first call the server refuses when `answer` is called. */
  async function accountPageAboutToBeRefused() {
    storeUser('tok-ended', { process_type: 'client', current_process: 'approved', id: 7, ssn_number_partial: '4320' });
    const sent = deferred<void>();
    const answered = deferred<void>();
    api = stubApi({
      'GET /website/client/programs': async () => {
        sent.resolve();
        await answered.promise;
        return ENDED;
      },
    });
    const page = openApp('/my-account');
    await sent.promise;
    return { page, answer: () => answered.resolve() };
  }

  /** The account page refused, on to the sign-in page that says so; then gone, as a reload ends it. */
  async function leaveAfterTheSignInPageSaidSo() {
    const { page, answer } = await accountPageAboutToBeRefused();
    answer();
    expect(await screen.findByText(AUTH_CONTENT.sessionEnded, {}, LOADED)).toBeInTheDocument();
    page.view.unmount();
  }

  /** The reload of /my-account: a new app at that address, with only what the browser kept for this tab. */
  async function expectReloadToSayTheSessionEnded() {
    const { router } = openApp('/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: AUTH_CONTENT.chooser.heading }, LOADED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_CONTENT.sessionEnded);
  }

  it('still says so after a reload that comes once the refusal has cleared the session, before the app led anywhere', async () => {
    const { page, answer } = await accountPageAboutToBeRefused();
    // Told of the 401 right after the session (listeners are told in the order they came), this one ends
    // the page before React renders what the session did, as a reload at that moment does.
    const left = deferred<void>();
    const stopListening = onUnauthorized(() => {
      stopListening();
      page.view.unmount();
      left.resolve();
    });
    answer();
    await left.promise;
    expect(Cookies.get('authToken')).toBeUndefined();

    await expectReloadToSayTheSessionEnded();
  });

  it('still says so after a reload that was already on its way when the page said so (the reload is of /my-account)', async () => {
    await leaveAfterTheSignInPageSaidSo();

    await expectReloadToSayTheSessionEnded();
  });

  it('does not take anyone from a page that needs no session for an ending before the reload', async () => {
    await leaveAfterTheSignInPageSaidSo();

    const { router } = openApp('/auth/forgot-password');
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/forgot-password');
    expect(screen.queryByText(AUTH_CONTENT.sessionEnded)).not.toBeInTheDocument();
  });

  it('takes an applicant from the intake form to the same sign-in page, not to resume verification', async () => {
    storeUser('tok-ended', { process_type: 'intake', current_process: 'pending', id: 41, application_code: 'APP-PEN226' });
    const router = renderApp('/client/intake/resume/41', {
      'GET /website/intake': () => ENDED,
      'GET /master/countries': () => ({ status: 200, data: [] }),
    });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), LOADED);
    expect(await screen.findByText(AUTH_CONTENT.sessionEnded, {}, LOADED)).toBeInTheDocument();
    expect(Cookies.get('authToken')).toBeUndefined();
  });

  it('says nothing of an ended session on a sign-in page reached any other way', async () => {
    renderApp('/auth/login', {});
    expect(await screen.findByRole('heading', { level: 1, name: AUTH_CONTENT.chooser.heading }, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_CONTENT.sessionEnded)).not.toBeInTheDocument();
  });
});

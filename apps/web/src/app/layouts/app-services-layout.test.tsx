import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { stubApi, type StubHandler } from '@/test/api-stub';
import { discoverAppAreas, routes } from '../router';

// The areas' code is loaded on first use, as in the browser: the first page can take a few seconds here.
const LOADED = { timeout: 15_000 };
const ENDED = { status: 401, data: { message: 'You have been signed out. Please sign in again.' } };
let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
});

/** The whole app (its real route tables and services layout) at `path`, with the API stubbed. */
function renderApp(path: string, handlers: Record<string, StubHandler>) {
  api = stubApi(handlers);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverAppAreas });
  render(<RouterProvider router={router} />);
  return router;
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

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE } from '@payee/content';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { SESSION_ENDED_STATE } from '@/lib/session';
import { ClientAreaFrame } from './client-area-frame';

function renderFrame(state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/auth/login',
        element: (
          <ClientAreaFrame>
            <h1>Sign in to your account</h1>
            <a href="/auth/login/user">Username and Password</a>
          </ClientAreaFrame>
        ),
      },
    ],
    { initialEntries: [{ pathname: '/auth/login', state }] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('the client area frame (sign-in, recovery, account and intake pages)', () => {
  it('starts with a skip link that moves focus to the main content', async () => {
    const user = renderFrame();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: SITE.nav.skipLink });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('ends with a footer giving the office phone and e-mail, to call or write for help', () => {
    renderFrame();
    const footer = screen.getByRole('contentinfo', { name: AUTH_CONTENT.help.heading });
    expect(within(footer).getByRole('heading', { level: 2, name: AUTH_CONTENT.help.heading })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: SITE.office.phone })).toHaveAttribute('href', 'tel:+15175550142');
    expect(within(footer).getByRole('link', { name: SITE.office.email })).toHaveAttribute('href', `mailto:${SITE.office.email}`);
  });

  it('says plainly that the session has ended when the app led here for that reason', () => {
    renderFrame(SESSION_ENDED_STATE);
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(AUTH_CONTENT.sessionEnded);
  });

  it('says nothing of an ended session otherwise', () => {
    renderFrame({ somethingElse: true });
    expect(screen.queryByText(AUTH_CONTENT.sessionEnded)).not.toBeInTheDocument();
  });
});

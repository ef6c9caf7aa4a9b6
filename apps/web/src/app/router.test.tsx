import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { SITE } from '@payee/content';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { API_PATHS } from '@payee/contract';
import { stubApi } from '@/test/api-stub';
import { emptyDetail } from '@/test/onboarding';
import { stubApi as stubContactApi } from '@/test/contact';
import { AppProviders } from './providers';
import { discoverAppAreas, routes } from './router';

function renderAt(...entries: string[]) {
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
    patchRoutesOnNavigation: discoverAppAreas,
  });
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// The areas' code is loaded on first use, as in the browser; on a busy machine that takes seconds.
const LOADED = { timeout: 15_000 };

/** Leaves a signed-in user in the browser as sign-in does: the token cookie and the user info. */
function storeSignedIn(userInfo: Record<string, unknown>) {
  Cookies.set('authToken', 'tok-1');
  localStorage.setItem('userInfo', JSON.stringify(userInfo));
}

describe('app routes', { timeout: 30_000 }, () => {
  it('shows the home page with its one h1 at /', async () => {
    renderAt('/');
    const heading = await screen.findByRole('heading', { level: 1 }, LOADED);
    expect(heading).toHaveTextContent(SITE.home.hero.heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);
  });

  it.each(['/no-such-page', '/auth/nothing', '/client/intake/nothing', '/client/nothing', '/my-account/statements'])(
    'sends a visitor at %s, an unknown address, to the home page, in place of it in the history',
    async (path) => {
      const router = renderAt('/about-us', path);
      expect(await screen.findByRole('heading', { level: 1, name: SITE.home.hero.heading }, LOADED)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('heading', { name: '404 Page Not Found !' })).not.toBeInTheDocument();
    },
    30_000,
  );

  it.each(['/no-such-page', '/my-account/statements'])(
    'sends a signed-in client at %s, an unknown address, to their account',
    async (path) => {
      const api = stubApi();
      try {
        storeSignedIn({ process_type: 'client', first_name: 'Maria' });
        const router = renderAt(path);
        expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Maria' }, LOADED)).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/my-account');
      } finally {
        api.restore();
      }
    },
    30_000,
  );

  it('sends a signed-in applicant, who has no account page, at an unknown address to the home page', async () => {
    storeSignedIn({ process_type: 'intake', current_process: 'pending', id: 41 });
    const router = renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: SITE.home.hero.heading }, LOADED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  }, 30_000);

  it('keeps the 404 screen for an unknown intake status, whose Back returns to the previous page', async () => {
    const router = renderAt('/', '/client/intake/status/pending');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found !' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('You may have mistyped the address or the page may have been moved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Page not found \| /));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: SITE.home.hero.heading }, LOADED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  }, 30_000);

  it('opens the onboarding wizard at the address sign-in leads an invited onboarding client to', async () => {
    const api = stubApi({
      [`GET ${API_PATHS.onboardingDetail('APP-PND226')}`]: () => ({ status: 200, data: { data: emptyDetail() } }),
    });
    try {
      storeSignedIn({ process_type: 'onboarding', current_process: 'pending', application_code: 'APP-PND226' });
      const router = renderAt('/client/onboarding/APP-PND226');
      expect(await screen.findByRole('heading', { level: 1, name: /Step 1 of 6/ }, LOADED)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/client/onboarding/APP-PND226');
    } finally {
      api.restore();
    }
  });

  it.each(['/client/intake', '/client/intake/new/state-selection', '/client/intake/resume/41', '/client/nothing'])(
    'keeps a signed-in onboarding client in the onboarding area: %s leads to their wizard',
    async (path) => {
      const api = stubApi({
        [`GET ${API_PATHS.onboardingDetail('APP-PND226')}`]: () => ({ status: 200, data: { data: emptyDetail() } }),
      });
      try {
        storeSignedIn({ process_type: 'onboarding', current_process: 'pending', application_code: 'APP-PND226' });
        const router = renderAt(path);
        expect(await screen.findByRole('heading', { level: 1, name: /Step 1 of 6/ }, LOADED)).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/client/onboarding/APP-PND226');
        expect(router.state.historyAction).toBe('REPLACE');
      } finally {
        api.restore();
      }
    },
    30_000,
  );

  it('moves focus to the new page heading after a navigation', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1, name: SITE.home.hero.heading }, LOADED);
    await router.navigate('/about-us');
    const heading = await screen.findByRole('heading', { level: 1, name: SITE.about.hero.heading }, LOADED);
    expect(heading).toHaveFocus();
  });

  it('shows the content pages without the query cache, session or toasts around them', async () => {
    for (const [path, heading] of [
      ['/', SITE.home.hero.heading],
      ['/about-us', SITE.about.hero.heading],
    ] as const) {
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      const { unmount } = render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, LOADED)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows Contact Us without the app services, whose query cache and toast area come with its enquiry form', async () => {
    // The page asks for its offices, the site configuration and the enquiry types: a working API answers.
    const api = stubContactApi();
    try {
      const router = createMemoryRouter(routes, { initialEntries: ['/contact-us'] });
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1, name: SITE.contact.hero.heading }, LOADED)).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: /Notifications/ }, LOADED)).toBeInTheDocument();
      expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
      expect(screen.queryByRole('heading', { name: 'Sorry, something went wrong' })).not.toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it('keeps the other areas out of the first route table and finds them on the first visit', async () => {
    const paths = JSON.stringify(routes, (key, value: unknown) => (key === 'lazy' ? undefined : value));
    expect(paths).not.toContain('"auth"');
    renderAt('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: AUTH_CONTENT.chooser.heading }, LOADED)).toBeInTheDocument();
  });
});

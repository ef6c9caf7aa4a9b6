import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE } from '@payee/content';
import { AUTH_CONTENT } from '@payee/content/client-area';
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

describe('app routes', () => {
  it('shows the home page with its one h1 at /', async () => {
    renderAt('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(SITE.home.hero.heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);
  });

  it('tells the visitor plainly when an address does not exist', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found !' })).toBeInTheDocument();
    expect(screen.getByText('You may have mistyped the address or the page may have been moved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Page not found \| /);
  });

  it('goes back to the previous page with Back on the 404 page', async () => {
    const router = renderAt('/', '/no-such-page');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: SITE.home.hero.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('moves focus to the new page heading after a navigation', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1, name: SITE.home.hero.heading });
    await router.navigate('/missing');
    const heading = await screen.findByRole('heading', { level: 1, name: '404 Page Not Found !' });
    expect(heading).toHaveFocus();
  });

  it('shows the content pages without the query cache, session or toasts around them', async () => {
    for (const [path, heading] of [
      ['/', SITE.home.hero.heading],
      ['/about-us', SITE.about.hero.heading],
    ] as const) {
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      const { unmount } = render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows Contact Us without the app services, whose query cache and toast area come with its enquiry form', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/contact-us'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: SITE.contact.hero.heading })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Sorry, something went wrong' })).not.toBeInTheDocument();
  });

  it('keeps the other areas out of the first route table and finds them on the first visit', async () => {
    const paths = JSON.stringify(routes, (key, value: unknown) => (key === 'lazy' ? undefined : value));
    expect(paths).not.toContain('"auth"');
    renderAt('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: AUTH_CONTENT.chooser.heading })).toBeInTheDocument();
  });
});

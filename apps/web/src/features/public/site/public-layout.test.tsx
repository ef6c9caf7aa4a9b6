import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, renderPublicSite } from './render-public-site';

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = () => within(mainNav()).getByRole('button', { name: 'Menu' });

describe('PublicLayout navigation', () => {
  it('links each item to its page or home-page section', () => {
    renderPublicSite('/about-us');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(nav.getByRole('link', { name: 'Our Programs' })).toHaveAttribute('href', '/#services');
    expect(nav.getByRole('link', { name: 'Service Areas' })).toHaveAttribute('href', '/#service-areas');
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/auth/login');
    expect(nav.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/client/intake');
  });

  it('marks the current page link with aria-current="page"', () => {
    renderPublicSite('/about-us');
    expect(within(mainNav()).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Contact Us' })).not.toHaveAttribute('aria-current');
  });

  it('offers a skip link to the main content, which can take focus', async () => {
    const { user } = renderPublicSite('/about-us');
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveAttribute('href', '#main-content');
    await user.click(skipLink);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('on the home page, marks the section link whose section is at least 60% visible', () => {
    renderPublicSite('/');
    const observer = FakeIntersectionObserver.instances.at(-1);
    if (!observer) throw new Error('no IntersectionObserver was created');
    expect(observer.options?.threshold).toContain(0.6);
    const programs = within(mainNav()).getByRole('link', { name: 'Our Programs' });
    const areas = within(mainNav()).getByRole('link', { name: 'Service Areas' });
    expect(programs).not.toHaveAttribute('aria-current');

    act(() => observer.report('services', 0.7));
    expect(programs).toHaveAttribute('aria-current', 'location');
    expect(areas).not.toHaveAttribute('aria-current');

    act(() => {
      observer.report('services', 0.3);
      observer.report('service-areas', 0.65);
    });
    expect(programs).not.toHaveAttribute('aria-current');
    expect(areas).toHaveAttribute('aria-current', 'location');

    act(() => observer.report('service-areas', 0.5));
    expect(areas).not.toHaveAttribute('aria-current');
  });

  it('from another page, "Our Programs" goes to the home page and scrolls to the services section', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, router } = renderPublicSite('/about-us');
    await user.click(within(mainNav()).getByRole('link', { name: 'Our Programs' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#services');
    await waitFor(() => expect(document.getElementById('services')).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('services'));
  });
});

describe('PublicLayout small-screen menu', () => {
  it('toggles aria-expanded on the menu button', async () => {
    const { user } = renderPublicSite('/about-us');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and puts focus back on the menu button', async () => {
    const { user } = renderPublicSite('/about-us');
    await user.click(menuButton());
    await user.tab();
    expect(menuButton()).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when an item is chosen', async () => {
    const { user, router } = renderPublicSite('/about-us');
    await user.click(menuButton());
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact Us' }));
    expect(router.state.location.pathname).toBe('/contact-us');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the navigation', async () => {
    const { user } = renderPublicSite('/about-us');
    await user.click(menuButton());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('PublicLayout footer', () => {
  it('shows the tagline, office, copyright and legal labels', () => {
    renderPublicSite('/about-us');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Helping You Thrive Financially')).toBeInTheDocument();
    expect(footer.getByText(/© 2025/)).toBeInTheDocument();
    expect(footer.getByText('Terms and Conditions')).toBeInTheDocument();
    expect(footer.getByText('Privacy Policy')).toBeInTheDocument();
    expect(footer.getByRole('heading', { name: /Michigan Office/ })).toBeInTheDocument();
    expect(footer.getByText(/PO Box/)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(footer.getByText('Fax')).toBeInTheDocument();
  });

  it('opens "Community resources" in a new tab and says so', () => {
    renderPublicSite('/about-us');
    const link = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: /Community resources/,
    });
    expect(link).toHaveAccessibleName('Community resources (opens in a new tab)');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });
});

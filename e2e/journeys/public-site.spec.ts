import { SITE } from '@payee/content';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DESKTOP, PHONE, TABLET } from '../support/viewports';

const PUBLIC_PAGES = [
  { path: '/', heading: SITE.home.hero.heading },
  { path: '/about-us', heading: SITE.about.hero.heading },
  { path: '/contact-us', heading: "Got a question? Let's talk!" },
];

test.describe('the public pages', () => {
  for (const [name, viewport] of Object.entries({ phone: PHONE, tablet: TABLET, desktop: DESKTOP })) {
    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} shows its one heading, fits the ${name} screen and has no accessibility violations`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(new RegExp(SITE.serviceName));
        // Nothing scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${path} at ${viewport.width}px`);
      });
    }
  }

  test('the prerendered pages show their content before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await context.close();
  });
});

test.describe('the navigation on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Our Programs and Service Areas scroll to their sections and the active link follows the section in view', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: SITE.nav.label });
    await nav.getByRole('link', { name: 'Service Areas' }).click();
    await expect(page.locator('#service-areas')).toBeInViewport({ ratio: 0.3 });
    await expect(nav.getByRole('link', { name: 'Service Areas' })).toHaveAttribute('aria-current', 'location');

    await nav.getByRole('link', { name: 'Our Programs' }).click();
    await expect(page.locator('#services')).toBeInViewport({ ratio: 0.3 });
    await expect(nav.getByRole('link', { name: 'Our Programs' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Service Areas' })).not.toHaveAttribute('aria-current', 'location');
  });

  test('from another page, Service Areas goes to the home page and then scrolls to the section', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('navigation', { name: SITE.nav.label }).getByRole('link', { name: 'Service Areas' }).click();
    await expect(page).toHaveURL(/\/#service-areas$/);
    await expect(page.locator('#service-areas')).toBeInViewport({ ratio: 0.3 });
  });


  test('the nav buttons lead to sign-in and to the application', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: SITE.nav.label });
    await expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/auth/login');
    await expect(nav.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/client/intake');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });
});

import { SITE } from '@payee/content';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { expect, test } from '../support/fixtures';

/** The pages `npm run build` prerenders (apps/web/src/prerender/prerendered-pages.ts). */
const PRERENDERED = [
  { path: '/', heading: SITE.home.hero.heading, title: SITE.serviceName },
  { path: '/about-us', heading: SITE.about.hero.heading, title: `${SITE.about.pageTitle} | ${SITE.serviceName}` },
  { path: '/contact-us', heading: SITE.contact.hero.heading, title: `${SITE.contact.pageTitle} | ${SITE.serviceName}` },
];

declare global {
  interface Window {
    /** The h1 as the server sent it, caught before any module script ran. */
    prerenderedHeading?: Element | null;
  }
}

test.describe('the prerendered pages', () => {
  for (const { path, heading, title } of PRERENDERED) {
    test(`${path} is hydrated in place: the server's elements stay, with no mismatch or console error`, async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') window.prerenderedHeading = document.querySelector('h1');
        });
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      // The app has started (the skip link is React's now) and kept the element the server sent:
      // a client render from scratch would have replaced it. Console errors fail the test (fixtures.ts).
      await expect.poll(() => page.evaluate(() => Boolean(window.prerenderedHeading?.isConnected))).toBe(true);
      await expect.poll(() => page.evaluate(() => window.prerenderedHeading === document.querySelector('h1'))).toBe(true);
      await page.getByRole('navigation', { name: SITE.nav.label }).getByRole('link', { name: 'About Us' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.about.hero.heading);
    });

    test(`${path} is styled before any JavaScript runs, with its title and description in the HTML`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      // The layout's and the page's own CSS come from the lazy routes' chunks, linked in the HTML.
      await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
      await context.close();
    });
  }

  test('a page the build did not prerender still renders in the browser', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: AUTH_CONTENT.chooser.heading })).toBeVisible();
  });
});

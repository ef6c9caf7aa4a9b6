import { SITE } from '@payee/content';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO, signInAsClient } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { DESKTOP, PHONE } from '../support/viewports';

test.describe('a visitor reaching the site', () => {
  test('sees the home page served with a strict Content-Security-Policy and no accessibility violations', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(csp).not.toContain('unsafe-inline');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.title()).not.toBe('');
    await expectNoAxeViolations(page, 'the home page');
  });

  for (const [index, [name, viewport]] of Object.entries({ desktop: DESKTOP, phone: PHONE }).entries()) {
    test(`is taken home from an address that does not exist, and a signed-in client to their account (${name})`, async ({ page }) => {
      // Its own address, so its sign-in does not count against other journeys' per-address limits.
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${200 + index}` });
      await page.setViewportSize(viewport);
      for (const path of ['/no-such-page', '/auth/no-such-page', '/my-account/no-such-page']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.home.hero.heading);
      }
      await expect(page.getByRole('heading', { name: '404 Page Not Found !' })).toHaveCount(0);
      await expectNoAxeViolations(page, `home after an unknown address (${name})`);

      await signInAsClient(page);
      await page.goto('/no-such-page');
      await expect(page).toHaveURL(/\/my-account$/);
      await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_CONTENT.greeting(DEMO.maria.firstName) })).toBeVisible();
    });
  }

  test('the browser reaches the reference data the forms use, on the same origin', async ({ page }) => {
    await page.goto('/');
    const states = await page.evaluate(async () => {
      const response = await fetch('/api/v1/master/states?country_id=233', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      return (await response.json()) as { id: number; name: string }[];
    });
    expect(states.map((state) => state.name)).toContain('Michigan');
    expect(states).toHaveLength(51);
  });
});

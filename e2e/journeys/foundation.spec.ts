import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

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

  test('is told plainly when an address does not exist, and can go back', async ({ page }) => {
    await page.goto('/');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found !' })).toBeVisible();
    await expect(page.getByText('You may have mistyped the address or the page may have been moved.')).toBeVisible();
    await expectNoAxeViolations(page, 'the 404 page');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

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

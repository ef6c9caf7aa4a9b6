import { ACCOUNT_CONTENT, AUTH_CONTENT } from '@payee/content/client-area';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectAccountPageLoaded, signInAsClient } from '../support/client-accounts';
import { expect, expectConsoleErrors, failedResponse, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/intake';
import { DESKTOP, PHONE } from '../support/viewports';

// Each test comes from its own address (the e2e server trusts X-Forwarded-For), so the per-address limits
// (sign-in attempts, requests per minute) are not shared between tests or with other journeys.
let addressCount = 0;
test.beforeEach(async ({ page }) => {
  addressCount += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${20 + addressCount}` });
});

async function authCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'authToken');
}

const storedUserInfo = (page: Page) => page.evaluate(() => localStorage.getItem('userInfo'));

/**
 * The browser holds no session any more: no cookie, no user info. The cookie is polled: the page removes it
 * before it navigates, but the browser's cookie store, which the test reads, may show the removal a moment later.
 */
async function expectSignedOutInTheBrowser(page: Page) {
  await expect.poll(() => authCookie(page), { message: 'the authToken cookie' }).toBeUndefined();
  expect(await storedUserInfo(page), 'the userInfo in localStorage').toBeNull();
}

for (const [name, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  test.describe(`a session that has ended (${name}, ${viewport.width}px)`, () => {
    test.use({ viewport });

    test.describe('on the server', () => {
      // The account page's first call is refused: Chromium logs the 401.
      test.use({ ...expectConsoleErrors(failedResponse(401)) });

      test('a reload of /my-account leads to the sign-in page, which says the session has ended, and nothing is kept', async ({ page }) => {
        await signInAsClient(page);
        const token = (await authCookie(page))?.value;
        expect(token, 'the authToken cookie after sign-in').toBeTruthy();
        // Ended elsewhere: a logout from another device, as a password reset or expiry would.
        const logout = await page.request.post('/api/v1/website/logout', {
          headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
        });
        expect(logout.status()).toBe(200);

        await page.reload();
        await expect(page).toHaveURL(/\/auth\/login$/);
        await expect(page.getByRole('heading', { level: 1, name: AUTH_CONTENT.chooser.heading })).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: AUTH_CONTENT.sessionEnded })).toBeVisible();
        await expect(page.getByRole('heading', { name: ACCOUNT_CONTENT.greeting('Maria') })).toHaveCount(0);
        await expectSignedOutInTheBrowser(page);
        await expectNoAxeViolations(page, `sign-in page after the session ended (${name})`);
        await expectNoSidewaysScroll(page, 'sign-in page after the session ended');

        // The account page now needs a new sign-in.
        await page.goto('/my-account');
        await expect(page).toHaveURL(/\/auth\/login$/);
      });
    });

    test.describe('with the server refusing logout', () => {
      test.use({ ...expectConsoleErrors(failedResponse(500)) });

      test('Logout still signs out in the browser and shows the server message', async ({ page }) => {
        await signInAsClient(page);
        const refusal = 'We could not reach the sign-in service. Please try again later.';
        await page.route('**/api/v1/website/logout', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: refusal }) }),
        );

        await page.getByRole('button', { name: ACCOUNT_CONTENT.logout.button }).click();
        const dialog = page.getByRole('alertdialog', { name: ACCOUNT_CONTENT.logout.title });
        await dialog.getByRole('button', { name: ACCOUNT_CONTENT.logout.confirm }).click();

        await expect(page).toHaveURL(/\/auth\/login$/);
        await expect(page.getByText(refusal)).toBeVisible();
        await expectSignedOutInTheBrowser(page);
        await expectNoAxeViolations(page, `sign-in page after a refused logout (${name})`);
        await page.goto('/my-account');
        await expect(page).toHaveURL(/\/auth\/login$/);
      });
    });
  });
}

test.describe('a session left idle (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('the warning comes two minutes before the 30-minute end; "Stay signed in" keeps the session, ignoring it signs out and says why', async ({
    page,
  }) => {
    const copy = AUTH_CONTENT.idle;
    await page.clock.install();
    await signInAsClient(page);
    // Every call of the page answered before the clock moves. The page learns the server's clock from each
    // answer, and a call sent after this browser's clock jumped rightly reads as this computer's clock running
    // 27 minutes fast, so the warning would wait for the server's time. (Waiting for the network to go idle is
    // not enough: the sign-in page may have been idle already, and the account page's calls start after the
    // greeting shows.)
    await expectAccountPageLoaded(page);

    const warning = page.getByRole('alertdialog', { name: copy.title });
    await page.clock.fastForward('27:50');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('00:20');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: copy.stay })).toBeFocused();
    await expectNoAxeViolations(page, 'client idle warning');
    await expectNoSidewaysScroll(page, 'client idle warning');
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_CONTENT.greeting('Maria') })).toBeVisible();

    // Ignored this time: at the end it signs out, on the server too, and the sign-in page says why.
    const token = (await authCookie(page))?.value;
    await page.clock.fastForward('28:10');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: copy.timedOut })).toBeVisible();
    await expectSignedOutInTheBrowser(page);
    await expectNoAxeViolations(page, 'sign-in page after the idle end');
    const afterwards = await page.request.get('/api/v1/website/client/process', {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(afterwards.status(), 'the session on the server').toBe(401);
  });
});

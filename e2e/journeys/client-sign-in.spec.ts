import { SITE } from '@payee/content';
import { ACCOUNT_CONTENT, AUTH_CONTENT } from '@payee/content/client-area';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO, resetLinkIn, signInAsClient, submitSsnSignIn, submitUsernameSignIn } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/intake';
import { waitForMail } from '../support/outbox';
import { DESKTOP, PHONE } from '../support/viewports';

const AUTH = AUTH_CONTENT;

// Each test comes from its own address (the e2e server trusts X-Forwarded-For), so the per-address limits
// (sign-in attempts, and the API-wide requests per minute that page loads and axe scans add up to) are
// not shared between tests or with other journeys.
let addressCount = 0;
test.beforeEach(async ({ page }) => {
  addressCount += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${100 + addressCount}` });
});

test.describe('client sign-in', () => {
  test('the chooser keeps the application code, greets by name, and offers Apply Now only without a code', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: AUTH.chooser.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: AUTH.chooser.applyNow })).toHaveAttribute('href', '/client/intake');
    await expectNoAxeViolations(page, 'login chooser');

    await page.goto(`/auth/login/${DEMO.maria.code}`);
    await expect(page.getByText(AUTH.chooser.greeting(DEMO.maria.firstName))).toBeVisible();
    await expect(page.getByRole('link', { name: AUTH.chooser.applyNow })).toHaveCount(0);
    await page.getByRole('link', { name: AUTH.chooser.byUsername }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/login/${DEMO.maria.code}/user$`));
    await expect(page.getByRole('heading', { level: 1, name: AUTH.signIn.headingWithCode })).toBeVisible();
    await expectNoAxeViolations(page, 'username sign-in with an application code');
  });

  test('maria signs in by username and reaches her account', async ({ page }) => {
    await submitUsernameSignIn(page, DEMO.maria.username, DEMO.maria.password, DEMO.maria.code);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_CONTENT.greeting(DEMO.maria.firstName) })).toBeVisible();
  });

  test('maria signs in by SSN and birth date', async ({ page }) => {
    await page.goto('/auth/login/ssn');
    await expect(page.getByRole('heading', { level: 1, name: AUTH.signIn.headingWithoutCode })).toBeVisible();
    await expectNoAxeViolations(page, 'SSN sign-in');
    await submitSsnSignIn(page, DEMO.maria.ssn, DEMO.maria.birthDate);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_CONTENT.greeting(DEMO.maria.firstName) })).toBeVisible();
  });

  test('linda, whose onboarding is in progress, sees the in-progress screen; Back To Home returns to the login page', async ({ page }) => {
    await submitUsernameSignIn(page, DEMO.linda.username, DEMO.linda.password);
    await expect(page.getByRole('heading', { level: 1, name: AUTH.status.inProgress.heading(DEMO.linda.firstName) })).toBeVisible();
    await expect(page.getByText(AUTH.status.inProgress.emailLine)).toBeVisible();
    await expectNoAxeViolations(page, 'in-progress status screen');
    await page.getByRole('button', { name: AUTH.status.backToHome }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('link', { name: AUTH.chooser.byUsername })).toBeVisible();
  });

  test('robert, whose onboarding was rejected, sees both reasons and Update Form Now', async ({ page }) => {
    await submitUsernameSignIn(page, DEMO.robert.username, DEMO.robert.password);
    await expect(page.getByRole('heading', { level: 1, name: AUTH.status.rejected.heading(DEMO.robert.firstName) })).toBeVisible();
    const reasons = page.getByRole('list', { name: AUTH.status.rejected.text }).getByRole('listitem');
    await expect(reasons).toHaveCount(2);
    for (const reason of await reasons.allTextContents()) expect(reason.trim().length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: AUTH.status.rejected.action })).toBeVisible();
    await expectNoAxeViolations(page, 'rejected status screen');
    await page.getByRole('button', { name: AUTH.status.backToHome }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('patricia, whose onboarding is approved, is congratulated; signed in by SSN (her username is reset below)', async ({ page }) => {
    await submitSsnSignIn(page, DEMO.patricia.ssn, DEMO.patricia.birthDate);
    await expect(page.getByRole('heading', { level: 1, name: AUTH.status.approved.heading(DEMO.patricia.firstName) })).toBeVisible();
    await expect(page.getByText(AUTH.status.approved.text)).toBeVisible();
    await expectNoAxeViolations(page, 'approved status screen');
    await page.getByRole('button', { name: AUTH.status.approved.action }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('link', { name: AUTH.chooser.byUsername })).toBeVisible();
  });

  // james.carter is used by no other journey: his password changes here for the rest of the run.
  test('forgot password: the link from the e-mail sets a new password, which then signs james in', async ({ page }) => {
    await page.goto('/auth/login/user');
    await page.getByRole('link', { name: AUTH.signIn.forgotPassword }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expectNoAxeViolations(page, 'forgot password');
    await page.getByLabel(AUTH.forgot.labels.username, { exact: true }).fill(DEMO.james.username);
    await page.getByRole('button', { name: AUTH.forgot.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: AUTH.forgot.successHeading })).toBeVisible();
    // The same words for every username: no address is named (docs/decisions.md).
    await expect(page.getByText(AUTH.forgot.successText.password)).toBeVisible();
    await expect(page.getByText(AUTH.forgot.noEmailHelp)).toBeVisible();
    await expect(page.getByText(/@example\.org/)).toHaveCount(0);
    await expect(page.getByText(/Resend in 00:[0-5]\d|Resend in 01:00/)).toBeVisible();
    await expectNoAxeViolations(page, 'forgot password sent');

    const mail = await waitForMail(DEMO.james.email, (sent) => sent.text.includes('/auth/password/reset/'));
    await page.goto(resetLinkIn(mail.text, 'password'));
    await expect(page.getByRole('heading', { level: 1, name: AUTH.reset.password.heading })).toBeVisible();
    const resetButton = page.getByRole('button', { name: AUTH.reset.submit });
    await expect(resetButton).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page, 'reset password');
    const newPassword = 'Carter@Reset2026';
    await page.getByLabel(AUTH.reset.labels.password, { exact: true }).fill(newPassword);
    await page.getByLabel(AUTH.reset.labels.confirmPassword, { exact: true }).fill(newPassword);
    await expect(resetButton).not.toHaveAttribute('aria-disabled', 'true');
    await resetButton.click();
    await expect(page.getByRole('dialog', { name: AUTH.reset.password.successTitle })).toBeVisible();
    await expectNoAxeViolations(page, 'password reset confirmation');
    await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 6000 });

    // James's application is pending onboarding: signing in leads to the onboarding entry.
    await submitUsernameSignIn(page, DEMO.james.username, newPassword);
    await expect(page).toHaveURL(new RegExp(`/client/onboarding/${DEMO.james.code}(\\?step=document-proofs)?$`));
  });

  // patricia.williams's username changes here; the status journey above signs her in by SSN, so order does not matter.
  test('forgot username: the link from the e-mail sets a new username, which then signs patricia in', async ({ page }) => {
    await page.goto('/auth/forgot-username');
    await expect(page.getByRole('heading', { level: 1, name: AUTH.forgot.username.heading })).toBeVisible();
    await expectNoAxeViolations(page, 'forgot username');
    const ssn = page.getByLabel(AUTH.forgot.labels.ssn, { exact: true });
    await ssn.fill(DEMO.patricia.ssn);
    await expect(ssn).toHaveValue('987-65-4324');
    await page.getByRole('button', { name: AUTH.forgot.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: AUTH.forgot.successHeading })).toBeVisible();

    const mail = await waitForMail(DEMO.patricia.email, (sent) => sent.text.includes('/auth/username/reset/'));
    await page.goto(resetLinkIn(mail.text, 'username'));
    await expect(page.getByRole('heading', { level: 1, name: AUTH.reset.username.heading })).toBeVisible();
    await expectNoAxeViolations(page, 'reset username');
    const newUsername = `patricia.w${Date.now() % 100000}`;
    await page.getByLabel(AUTH.reset.labels.username, { exact: true }).fill(newUsername);
    await page.getByRole('button', { name: AUTH.reset.submit }).click();
    await expect(page.getByRole('dialog', { name: AUTH.reset.username.successTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 6000 });

    await submitUsernameSignIn(page, newUsername, DEMO.patricia.password);
    await expect(page.getByRole('heading', { level: 1, name: AUTH.status.approved.heading(DEMO.patricia.firstName) })).toBeVisible();
  });
});

/** The first Tab reaches "Skip to main content", which moves focus to <main>; the footer gives the office phone and e-mail. */
async function expectSkipLinkAndHelpFooter(page: Page, context: string) {
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: SITE.nav.skipLink });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2, name: AUTH.help.heading })).toBeVisible();
  await expect(footer.getByRole('link', { name: SITE.office.phone })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(footer.getByRole('link', { name: SITE.office.email })).toHaveAttribute('href', `mailto:${SITE.office.email}`);
  await expectNoSidewaysScroll(page, context);
  await expectNoAxeViolations(page, context);
}

const SMALLEST_PHONE = { width: 320, height: 640 };

test.describe('where a client who is stuck finds help', () => {
  for (const [name, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE, 'small phone': SMALLEST_PHONE })) {
    for (const path of ['/auth/login', '/auth/login/user', '/auth/login/ssn', '/auth/forgot-password', '/auth/forgot-username']) {
      test(`${path} starts with a skip link and ends with the office phone and e-mail (${name}, ${viewport.width}px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectSkipLinkAndHelpFooter(page, `${path} at ${viewport.width}px`);
      });
    }

    test(`/my-account starts with a skip link and ends with the office phone and e-mail (${name}, ${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInAsClient(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_CONTENT.greeting(DEMO.maria.firstName) })).toBeVisible();
      await expectSkipLinkAndHelpFooter(page, `/my-account at ${viewport.width}px`);
    });
  }
});

import { readFileSync } from 'node:fs';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { maskSsn, officeToday, STAFF_SESSION_STORAGE_KEY } from '@payee/contract';
import type { Page } from '@playwright/test';
import { expectAccessibleAtBothWidths, expectNoAxeViolations } from '../support/axe';
import { expect, expectConsoleErrors, failedResponse, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { waitForMail } from '../support/outbox';
import { DEMO_INTAKE } from '../support/intake';
import { DEMO_STAFF, freshTotpCode } from '../support/staff';
import { DESKTOP } from '../support/viewports';

// The back office's doors (issue 12): staff sign-in with an authenticator app, an admin inviting a member of
// staff who sets up their own app, and the idle warning. Every screen is scanned with axe at a phone's width
// and a desktop's.

/**
 * Signs the demo staff member in through the page, by keyboard alone: e-mail and password, then the code
 * (after a wrong one first, when asked: it must stay beside its field with focus on the summary).
 */
async function signInByKeyboard(page: Page, { withWrongCodeFirst = false } = {}) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_CONTENT.signIn.heading })).toBeVisible();
  const email = page.getByLabel(ADMIN_CONTENT.signIn.email);
  await tabTo(page, email);
  await page.keyboard.type(DEMO_STAFF.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_STAFF.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_CONTENT.totp.heading })).toBeFocused();
  await page.keyboard.press('Tab');
  const code = page.getByRole('textbox', { name: ADMIN_CONTENT.totp.code });
  await expect(code).toBeFocused();
  if (withWrongCodeFirst) {
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_CONTENT.errorSummaryTitle })).toBeFocused();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'a wrong code');
    await code.focus();
    await page.keyboard.press('ControlOrMeta+A');
  }
  await page.keyboard.type(await freshTotpCode(DEMO_STAFF.totpSecret));
  await page.keyboard.press('Enter');
}

test.describe('the back office', () => {
  // The wrong code of the first test: Chromium logs the 422 answer.
  test.use({ viewport: DESKTOP, ...expectConsoleErrors(failedResponse(422)) });

  test('a member of staff signs in with the code of their authenticator app, by keyboard alone; a wrong code stays beside its field', async ({
    page,
  }) => {
    await page.goto('/admin/sign-in');
    await expectAccessibleAtBothWidths(page, 'staff sign-in');

    // Empty, then a wrong password: errors beside the fields, in a summary that takes focus.
    await page.getByRole('button', { name: ADMIN_CONTENT.signIn.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_CONTENT.errorSummaryTitle })).toBeFocused();
    await expect(page.getByText('Enter your email address.').first()).toBeVisible();

    await signInByKeyboard(page, { withWrongCodeFirst: true });
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_CONTENT.home.heading('Demo Staff') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: ADMIN_CONTENT.frame.navLabel })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'back office home');

    // The token is in this tab's sessionStorage, never in the clients' cookie.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STAFF_SESSION_STORAGE_KEY)).toContain('"token"');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('authToken');

    await page.getByRole('button', { name: ADMIN_CONTENT.frame.signOut }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByText(ADMIN_CONTENT.frame.signedOut)).toBeVisible();
    await page.goto('/admin/staff');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test('an admin invites a finance member, who sets a password, sets up an authenticator app and keeps recovery codes', async ({
    page,
    browser,
  }) => {
    const email = `finance.${Date.now()}@example.org`;
    await signInByKeyboard(page);
    await page
      .getByRole('navigation', { name: ADMIN_CONTENT.frame.navLabel })
      .getByRole('link', { name: ADMIN_CONTENT.staff.pageTitle })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_CONTENT.staff.heading })).toBeFocused();
    await expect(page.getByRole('table', { name: ADMIN_CONTENT.staff.tableCaption })).toContainText(DEMO_STAFF.email);
    await expectAccessibleAtBothWidths(page, 'staff accounts');

    await page.getByLabel(ADMIN_CONTENT.staff.name).fill('Fiona Finance');
    await page.getByLabel(ADMIN_CONTENT.staff.email).fill(email);
    await page.getByRole('checkbox', { name: ADMIN_CONTENT.roles.finance }).check();
    await page.getByRole('button', { name: ADMIN_CONTENT.staff.invite }).click();
    const table = page.getByRole('table', { name: ADMIN_CONTENT.staff.tableCaption });
    await expect(table.getByRole('row', { name: /Fiona Finance/ })).toContainText(ADMIN_CONTENT.staff.invited);

    // The invitation's link, in another browser: the token after #, never sent in a URL.
    const mail = await waitForMail(email);
    const link = /https?:\/\/\S+\/admin\/set-up#token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const invitee = await browser.newContext({ viewport: DESKTOP });
    const setUp = await invitee.newPage();
    await setUp.goto(new URL(link!).pathname + new URL(link!).hash);
    await expect(setUp.getByRole('heading', { level: 1, name: ADMIN_CONTENT.setUp.heading })).toBeVisible();
    expect(new URL(setUp.url()).hash).toBe('');
    await expectAccessibleAtBothWidths(setUp, 'staff set-up');
    await setUp.getByLabel(ADMIN_CONTENT.setUp.password, { exact: true }).fill('Finance@Portal2026');
    await setUp.getByLabel(ADMIN_CONTENT.setUp.confirmPassword).fill('Finance@Portal2026');
    await setUp.getByRole('button', { name: ADMIN_CONTENT.setUp.submit }).click();

    await expect(setUp.getByRole('heading', { level: 1, name: ADMIN_CONTENT.enrol.heading })).toBeVisible();
    await expect(setUp.getByRole('img', { name: ADMIN_CONTENT.enrol.qrLabel })).toBeVisible();
    await expectAccessibleAtBothWidths(setUp, 'authenticator set-up');
    const secret = (await setUp.locator('.admin-secret code').innerText()).replace(/\s/g, '');
    await setUp.getByRole('textbox', { name: ADMIN_CONTENT.enrol.code }).fill(await freshTotpCode(secret));
    await setUp.getByRole('button', { name: ADMIN_CONTENT.enrol.submit }).click();

    await expect(setUp.getByRole('heading', { level: 1, name: ADMIN_CONTENT.recoveryCodes.heading })).toBeVisible();
    await expect(setUp.getByRole('list', { name: ADMIN_CONTENT.recoveryCodes.listLabel }).getByRole('listitem')).toHaveCount(10);
    await expectAccessibleAtBothWidths(setUp, 'recovery codes');
    const next = setUp.getByRole('button', { name: ADMIN_CONTENT.recoveryCodes.continue });
    await expect(next).toBeDisabled();
    await setUp.getByLabel(ADMIN_CONTENT.recoveryCodes.confirm).check();
    await next.click();
    await expect(setUp.getByRole('heading', { level: 1, name: ADMIN_CONTENT.home.heading('Fiona Finance') })).toBeVisible();
    await expect(setUp.getByText(ADMIN_CONTENT.roleHints.finance)).toBeVisible();
    // Finance has no staff pages: the admin's pages say so.
    await setUp.goto('/admin/staff');
    await expect(setUp.getByRole('heading', { level: 1, name: ADMIN_CONTENT.forbidden.heading })).toBeVisible();
    await invitee.close();

    await page.reload();
    await expect(table.getByRole('row', { name: /Fiona Finance/ })).toContainText(ADMIN_CONTENT.staff.active);

    // The audit trail holds the invitation and its acceptance: found by their plain words, exported as CSV.
    const audit = ADMIN_CONTENT.audit;
    await page.getByRole('navigation', { name: ADMIN_CONTENT.frame.navLabel }).getByRole('link', { name: audit.pageTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: audit.heading })).toBeFocused();
    await page.getByRole('combobox', { name: audit.action }).selectOption({ label: audit.actions['staff.invite'] });
    await page.getByRole('button', { name: audit.apply }).click();
    await expect(page).toHaveURL(/\?action=staff\.invite$/);
    const events = page.getByRole('table');
    await expect(events).toContainText(audit.actions['staff.invite']);
    await expect(events.getByRole('row').nth(1)).toContainText(DEMO_STAFF.name);
    await expectAccessibleAtBothWidths(page, 'the audit trail');

    const today = officeToday(new Date()); // the office's day, as the audit trail's filter reads it
    // Typed as people type dates here, MM/DD/YYYY; the address and the file keep yyyy-MM-dd.
    const typed = `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`;
    await page.getByRole('textbox', { name: audit.from, exact: true }).fill(typed);
    await page.getByRole('textbox', { name: audit.to, exact: true }).fill(typed);
    await page.getByRole('combobox', { name: audit.action }).selectOption({ label: audit.anyAction });
    await page.getByRole('button', { name: audit.apply }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: audit.export }).click()]);
    expect(download.suggestedFilename()).toBe(`audit-${today}-to-${today}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe('id,at,staff_user_id,client_id,action,record_type,record_id,ip,reason,details');
    expect(csv).toContain(',staff.invite,');
    expect(csv).toContain(',staff.invitation_accepted,');
  });

  test('the idle warning comes two minutes before the end; "Stay signed in" keeps the session, ignoring it signs out', async ({ page }) => {
    await page.clock.install();
    await signInByKeyboard(page);
    await expect(page.getByRole('heading', { level: 1, name: ADMIN_CONTENT.home.heading('Demo Staff') })).toBeVisible();
    // The home page's counts answered: an answer arriving after the clock moves would be read as the server's
    // clock running 13 minutes behind this browser's, and the warning would wait that much longer.
    await expect(page.getByText(ADMIN_CONTENT.casework.counts.enquiries_unanswered)).toBeVisible();

    const warning = page.getByRole('alertdialog', { name: ADMIN_CONTENT.idle.title });
    await page.clock.fastForward('12:50');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('00:20');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: ADMIN_CONTENT.idle.stay })).toBeFocused();
    await expectNoAxeViolations(page, 'idle warning');
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();

    // Ignored this time: at the end it signs out and the sign-in page says why.
    await page.clock.fastForward('13:10');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByText(ADMIN_CONTENT.idle.timedOut)).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STAFF_SESSION_STORAGE_KEY)).toBeNull();
  });

  test('a caseworker goes from the home counts to the applications waiting for a decision, finds Walter by his code, the last four SSN digits and his name, and sorts', async ({
    page,
  }) => {
    const copy = ADMIN_CONTENT.applications;
    const walter = DEMO_INTAKE.walter;
    await signInByKeyboard(page);
    const counts = page.getByRole('region', { name: ADMIN_CONTENT.casework.heading });
    const waiting = counts.getByRole('link', { name: ADMIN_CONTENT.casework.counts.applications_awaiting_decision });
    await expect(waiting).toBeVisible();
    await waiting.click();
    await expect(page).toHaveURL(/\/admin\/applications\?status=2(,|%2C)4$/);
    await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: copy.statuses[2] })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: copy.statuses[4] })).toBeChecked();
    const table = page.getByRole('table', { name: /applications?$/ });
    await expect(table.getByRole('row', { name: new RegExp(walter.code) })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'applications queue');

    // By code (any case), by the last four digits, by name: each a shareable address.
    const search = page.getByRole('searchbox', { name: copy.search });
    for (const term of [walter.code.toLowerCase(), walter.ssn.slice(-4), `${walter.firstName} brooks`]) {
      await search.fill(term);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term).replace(/%20/g, '\\+')}`));
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row', { name: new RegExp(walter.code) })).toContainText(maskSsn(walter.ssn));
    }

    // Sorting by the applicant's name: the header says so, and pressing again turns the order round.
    await page.getByRole('button', { name: ADMIN_CONTENT.clearFilters }).click();
    const byName = page.getByRole('button', { name: copy.sortBy(copy.columns.name) });
    await byName.click();
    await expect(page.getByRole('columnheader', { name: copy.sortBy(copy.columns.name) })).toHaveAttribute('aria-sort', 'ascending');
    await byName.click();
    await expect(page.getByRole('columnheader', { name: copy.sortBy(copy.columns.name) })).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=name&direction=desc/);
  });
});

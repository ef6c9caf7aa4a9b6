import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { longDayLabel, monthLabel } from '@payee/contract';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO, signInAsClient, submitUsernameSignIn } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { centsOf, dollars, pdfPageTexts } from '../support/statement-pdf';
import { DESKTOP, PHONE, SMALL_PHONE } from '../support/viewports';
import { escapeRegExp } from '../support/regexp';

const ACCOUNT = ACCOUNT_CONTENT;

// Each test comes from its own address (the e2e server trusts X-Forwarded-For), so the per-address limits
// (sign-in attempts, and the API-wide requests per minute that page loads and axe scans add up to) are
// not shared between tests or with other journeys.
let addressCount = 0;
test.beforeEach(async ({ page }) => {
  addressCount += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${150 + addressCount}` });
});

interface Transaction {
  posted_on: string;
  description: string;
  money_in: string | null;
  money_out: string | null;
  balance_after: string;
}

/** Calls the API as the signed-in page does: the bearer token from the authToken cookie. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'authToken')?.value;
  expect(token, 'the authToken cookie after sign-in').toBeTruthy();
  const response = await page.request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const displayDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

test.describe('my account', () => {
  test('shows the greeting and masked SSN, and the balance only after Show balance', async ({ page }) => {
    await signInAsClient(page);
    await expect(page.getByText('***-**-4320')).toBeVisible();
    await expectNoAxeViolations(page, 'my account');

    const { data: programs } = await apiGet<{ data: { id: number; name: string }[] }>(page, '/website/client/programs');
    const { data: balance } = await apiGet<{ data: { value: string }[] }>(
      page,
      `/website/client/account-balance?program_id=${programs[0]!.id}`,
    );
    const expected = dollars(centsOf(balance[0]!.value));

    const amount = page.locator('.account-balance__amount');
    await expect(amount).toHaveCount(0);
    await page.getByRole('button', { name: ACCOUNT.balance.show }).click();
    await expect(amount).toHaveText(expected);
    await expect(page.getByRole('button', { name: ACCOUNT.balance.hide })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'my account with the balance shown');
    await page.getByRole('button', { name: ACCOUNT.balance.hide }).click();
    await expect(amount).toHaveCount(0);

    // The recent transactions table shows the newest first, as the API lists them.
    const { data: recent } = await apiGet<{ data: Transaction[] }>(
      page,
      `/website/client/transactions?program_id=${programs[0]!.id}&page=1&per_page=10`,
    );
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').first()).toHaveText(displayDate(recent[0]!.posted_on));
  });

  test("says what is coming up and this month's spending in plain words, as bars and as a table, on a 320 px phone too", async ({
    page,
  }) => {
    await signInAsClient(page);
    const { data: programs } = await apiGet<{ data: { id: number }[] }>(page, '/website/client/programs');
    const programId = programs[0]!.id;
    const { data: comingUp } = await apiGet<{
      data: { bills: { payee: string; amount: string; due_on: string }[]; next_card_load: { on: string; amount: string } | null };
    }>(page, `/website/client/coming-up?program_id=${programId}`);
    const { data: thisMonth } = await apiGet<{
      data: { month: string; categories: { label: string; budget: string | null; spent: string }[] };
    }>(page, `/website/client/this-month?program_id=${programId}`);
    // Maria's demo: her rent is scheduled and part of her budget is spent on her debit card (seed/demo-finance.ts).
    expect(comingUp.bills.length).toBeGreaterThan(0);
    expect(comingUp.next_card_load).not.toBeNull();

    const upcoming = page.getByRole('region', { name: ACCOUNT.comingUp.heading });
    for (const bill of comingUp.bills) {
      const item = upcoming
        .getByRole('listitem')
        .filter({ hasText: longDayLabel(bill.due_on) })
        .filter({ hasText: bill.payee });
      await expect(item.first()).toContainText(dollars(centsOf(bill.amount)));
    }
    const load = comingUp.next_card_load!;
    await expect(upcoming).toContainText(ACCOUNT.comingUp.cardLoad(dollars(centsOf(load.amount)), longDayLabel(load.on)));

    const month = page.getByRole('region', { name: ACCOUNT.thisMonth.heading });
    await expect(month).toContainText(ACCOUNT.thisMonth.lead(monthLabel(thisMonth.month)));
    const bars = month.getByRole('list').first().getByRole('listitem');
    await expect(bars).toHaveCount(thisMonth.categories.length);
    for (const [index, category] of thisMonth.categories.entries()) {
      const spent = dollars(centsOf(category.spent));
      const words = category.budget
        ? ACCOUNT.thisMonth.spentOf(spent, dollars(centsOf(category.budget)))
        : ACCOUNT.thisMonth.spentNoBudget(spent);
      await expect(bars.nth(index)).toContainText(category.label);
      await expect(bars.nth(index)).toContainText(words);
    }
    await month.getByText(ACCOUNT.thisMonth.tableToggle).click();
    await expect(month.getByRole('table', { name: ACCOUNT.thisMonth.tableCaption(monthLabel(thisMonth.month)) })).toBeVisible();
    for (const viewport of [SMALL_PHONE, PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `my account's money at ${viewport.width} px`);
    }
  });

  test('downloads a statement whose PDF lists the transactions of the period and their totals', async ({ page }) => {
    await signInAsClient(page);
    const { data: programs } = await apiGet<{ data: { id: number }[] }>(page, '/website/client/programs');
    const { data: recent } = await apiGet<{ data: Transaction[] }>(
      page,
      `/website/client/transactions?program_id=${programs[0]!.id}&page=1&per_page=100`,
    );
    // The period: from the 12th newest transaction's day to the newest one's day.
    const start = recent[Math.min(11, recent.length - 1)]!.posted_on;
    const end = recent[0]!.posted_on;
    const inPeriod = recent.filter((row) => row.posted_on >= start && row.posted_on <= end);
    const moneyIn = inPeriod.reduce((sum, row) => sum + (row.money_in ? centsOf(row.money_in) : 0), 0);
    const moneyOut = inPeriod.reduce((sum, row) => sum + (row.money_out ? centsOf(row.money_out) : 0), 0);

    const endField = page.getByLabel(ACCOUNT.statement.endLabel, { exact: true });
    await expect(endField).toBeDisabled();
    await page.getByLabel(ACCOUNT.statement.startLabel, { exact: true }).fill(displayDate(start));
    await expect(endField).toBeEnabled();
    await endField.fill(displayDate(end));
    await expectNoAxeViolations(page, 'statement dates chosen');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: ACCOUNT.statement.download }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-[a-z0-9-]+-${start}-${end}\\.pdf$`));
    const text = (await pdfPageTexts(await download.path())).join(' ');

    for (const row of inPeriod) {
      expect(text).toContain(displayDate(row.posted_on));
      expect(text).toContain(dollars(centsOf(row.balance_after)));
      if (row.money_in) expect(text).toContain(dollars(centsOf(row.money_in)));
      if (row.money_out) expect(text).toContain(dollars(centsOf(row.money_out)));
    }
    expect(text).toMatch(new RegExp(`Total money in\\s+${escapeRegExp(dollars(moneyIn))}`));
    // The statement prints the total out as a positive amount, like each row of money out.
    expect(text).toMatch(new RegExp(`Total money out\\s+-?${escapeRegExp(dollars(moneyOut))}`));
    expect(text).toMatch(new RegExp(`Closing balance\\s+${escapeRegExp(dollars(centsOf(inPeriod[0]!.balance_after)))}`));
  });

  // Changes maria's password and, at the end, changes it back, so the other journeys still sign her in.
  test('changes the password, signs in with the new one, and changes it back', async ({ page }) => {
    const temporary = 'Lopez@Change2026';
    await signInAsClient(page);
    await changePassword(page, DEMO.maria.password, temporary);
    await logout(page);

    await submitUsernameSignIn(page, DEMO.maria.username, temporary);
    await expect(page).toHaveURL(/\/my-account$/);
    await changePassword(page, temporary, DEMO.maria.password);
  });

  test('logs out after confirming, and the account page then needs a new sign-in', async ({ page }) => {
    await signInAsClient(page);
    await logout(page);
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

async function changePassword(page: Page, current: string, next: string) {
  const copy = ACCOUNT.changePassword;
  await page.getByRole('button', { name: copy.button }).click();
  const dialog = page.getByRole('dialog', { name: copy.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(copy.labels.currentPassword, { exact: true }).fill(current);
  await dialog.getByLabel(copy.labels.password, { exact: true }).fill(next);
  await dialog.getByLabel(copy.labels.confirmPassword, { exact: true }).fill(next);
  await expectNoAxeViolations(page, 'change password dialog');
  await dialog.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: ACCOUNT.logout.button }).click();
  const dialog = page.getByRole('alertdialog', { name: ACCOUNT.logout.title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'logout confirmation');
  await dialog.getByRole('button', { name: ACCOUNT.logout.confirm }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

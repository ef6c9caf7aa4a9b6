import { readFileSync } from 'node:fs';
import { ADMIN_RUN_FILES_CONTENT } from '@payee/content/admin-run-files';
import { ADMIN_RUNS_CONTENT } from '@payee/content/admin-runs';
import type { Locator, Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { expect, expectConsoleErrors, failedResponse, test } from '../support/fixtures';
import { DEMO_FINANCE, DEMO_FINANCE_TWO, openSignedInAsStaff, staffToken } from '../support/staff';
import { DESKTOP } from '../support/viewports';

// Payment runs (issue 25): a finance member drafts the demo's rent from its schedules and puts it in a run from the
// new run's page (filtered by vendor, ticked), a second finance member approves the run, the first pays it; the run's
// page says who did what and its totals, and the check register lists the checks. Every screen scanned with axe at
// 375 and 1440 px. It changes the demo book, so it has a database of its own.

const R = ADMIN_RUNS_CONTENT;
const F = ADMIN_RUN_FILES_CONTENT.run;
const RENT = { client: 'Maria Lopez', vendor: 'Lansing Gardens Apartments', amount: '$650.00' };

/** The value beside a label of a fact list (components/fact-list.tsx), the label matched whole. */
const fact = (scope: Page | Locator, label: string) => scope.locator(`.admin-facts__row:has(> dt:text-is(${JSON.stringify(label)})) > dd`);

test.use({ ownDatabase: 'runs' });

test.describe('the back office: payment runs', () => {
  test.use({ viewport: DESKTOP, ...expectConsoleErrors(failedResponse(409)) });
  test.describe.configure({ timeout: 300_000 });

  test('a finance member drafts a run of the demo’s rent, a second approves it, the first pays it', async ({ page, browser, baseURL }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.231' });
    // Maria's next rent drafted from its schedule, as the due list's "Draft it" does.
    const headers = { Authorization: `Bearer ${await staffToken(page.request, DEMO_FINANCE)}` };
    const schedules = (await (await page.request.get('/api/v1/admin/finance/scheduled-payments?per_page=100', { headers })).json()) as {
      data: { id: number; client: { name: string }; payee: string; next_due_on: string | null }[];
    };
    const rent = schedules.data.find((schedule) => schedule.client.name === RENT.client && schedule.payee === RENT.vendor)!;
    const drafted = await page.request.post('/api/v1/admin/finance/disbursements', {
      headers,
      data: { scheduled_payment_id: rent.id, due_on: rent.next_due_on },
    });
    expect(drafted.status(), await drafted.text()).toBe(201);

    // The first member makes the run: filtered by the landlord, ticked.
    await openSignedInAsStaff(page, '/admin/finance/payment-runs', DEMO_FINANCE);
    await expect(page.getByRole('heading', { level: 1, name: R.list.title })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the payment runs');
    await page.getByRole('link', { name: R.list.newRun }).click();
    await expect(page.getByRole('heading', { level: 1, name: R.create.title })).toBeVisible();
    await page.getByRole('combobox', { name: R.create.vendor }).selectOption({ label: RENT.vendor });
    await page.getByRole('button', { name: R.create.show }).click();
    const tick = page.getByRole('checkbox', { name: R.create.tick(RENT.vendor, RENT.amount) });
    await tick.check();
    await expect(page.getByText(R.create.chosen(1, RENT.amount))).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'a new payment run');
    await page.getByRole('button', { name: R.create.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Payment run RUN-\d{4}$/ })).toBeVisible();
    await expect(fact(page, R.run.facts.status)).toHaveText(R.runStatuses.draft);
    await expect(fact(page, R.run.facts.total)).toHaveText(RENT.amount);
    await expect(fact(page, R.run.facts.draftedBy)).toContainText('Demo Finance');
    await expectAccessibleAtBothWidths(page, 'a drafted payment run');
    const runPath = new URL(page.url()).pathname;

    // A second finance member approves it (above the limit: not its drafter).
    const second = await browser.newContext({ baseURL, viewport: DESKTOP, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.232' } });
    const secondPage = await second.newPage();
    await openSignedInAsStaff(secondPage, runPath, DEMO_FINANCE_TWO);
    await secondPage.getByRole('button', { name: R.run.approve }).click();
    await expect(fact(secondPage, R.run.facts.status)).toHaveText(R.runStatuses.approved);
    await expect(fact(secondPage, R.run.facts.approvedBy)).toContainText('Demo Finance Two');
    await expectAccessibleAtBothWidths(secondPage, 'an approved payment run');
    await second.close();

    // The first pays it: every payment posted at once.
    await page.reload();
    await page.getByRole('button', { name: R.run.pay }).click();
    await expect(fact(page, R.run.facts.status)).toHaveText(R.runStatuses.paid);
    await expect(fact(page, R.run.facts.paidBy)).toContainText('Demo Finance');
    const payments = page.getByRole('region', { name: /^The run’s payments/ });
    await expect(payments.getByRole('row').filter({ hasText: RENT.vendor })).toContainText('Paid');
    await expectAccessibleAtBothWidths(page, 'a paid payment run');

    // Its bank file: the rent is a transfer, so the run has a NACHA file (saved; the records 94 characters each).
    const files = page.getByRole('region', { name: F.heading });
    await expect(files.getByRole('button')).toHaveText([F.nacha]);
    const saving = page.waitForEvent('download');
    await files.getByRole('button', { name: F.nacha }).click();
    const saved = await saving;
    expect(saved.suggestedFilename()).toMatch(/^RUN-\d{4}-nacha\.txt$/);
    const records = readFileSync(await saved.path(), 'ascii')
      .trimEnd()
      .split('\n');
    expect(records[0]).toMatch(/^101 091000019/);
    expect(records.every((record) => record.length === 94)).toBe(true);
    expect(records.length % 10).toBe(0);

    // The check register and the check stock.
    await page.getByRole('link', { name: R.run.back }).click();
    await page.getByRole('link', { name: R.checks.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: R.checks.title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: R.checks.nextNumber })).toHaveValue(/^\d+$/);
    await expectAccessibleAtBothWidths(page, 'the check register');
  });
});

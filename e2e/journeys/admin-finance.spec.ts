import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import {
  DUPLICATE_REASON_REQUIRED_MESSAGE,
  SSA_623_SPENT_FROM_BALANCE_LABEL,
  assignmentReasonMessage,
  closedMonthMessage,
  dayPlus,
  monthBounds,
  monthPlus,
  officeMonth,
  officeToday,
  secondApproverMessage,
  monthLabel,
} from '@payee/contract';
import type { Locator, Page } from '@playwright/test';
import { expectAccessibleAtBothWidths, expectNoAxeViolations } from '../support/axe';
import { signInAsClient } from '../support/client-accounts';
import { demoFinanceFiles } from '../support/demo-files';
import { expect, expectConsoleErrors, failedResponse, test } from '../support/fixtures';
import { escapeRegExp } from '../support/regexp';
import { centsOf, pdfPageTexts } from '../support/statement-pdf';
import { DEMO_FINANCE, DEMO_FINANCE_TWO, DEMO_STAFF, openSignedInAsStaff } from '../support/staff';
import { DESKTOP, expectNoSidewaysScroll, SMALL_PHONE } from '../support/viewports';

// Client money (issue 14), the back office's whole month in one journey: finance imports the SSA deposit file (one
// row matches no client and is assigned by hand to a client with another SSN, with a reason; the page says what was
// posted; the same file again shows whom each row went to and posts nothing; a deposit by hand repeating one of its
// references is posted only once confirmed as another payment), drafts Darnell's rent from the due list, then rent by
// hand for two clients (each a possible duplicate of their scheduled rent, so a reason is asked; Maria's $750 over her
// housing budget, which the draft page says before saving), the $750 payment waits for a second approver (the drafter
// is offered no Approve button, and told why once), a second finance member approves it and marks it paid (the budget
// shown follows the date paid), the book shows it as money out in both its tables; last month's bank statement is
// matched (one line by hand) and the month closed, after which a
// posting dated in it is refused; Maria's SSA-623 worksheet adds up to her ledger; and Maria sees the payment on
// /my-account and in her statement. Every screen is scanned with axe at 375 and 1440 px. It changes the demo
// book for good, so it has a database of its own.

const F = ADMIN_FINANCE_CONTENT;
const MARIA = { name: 'Maria Lopez', search: 'Maria' };
const DARNELL = { name: 'Darnell Price', search: 'Darnell' };
const LIMIT = '$500.00';

/** A calendar day of the office (Michigan), as the server dates postings, `days` from today: `2026-12-04`. */
function officeDay(days = 0): string {
  return dayPlus(officeToday(new Date()), days);
}

/** The office's last month, `2026-10`, and its last day. */
function lastMonth(): { month: string; lastDay: string } {
  const month = monthPlus(officeMonth(new Date()), -1);
  return { month, lastDay: monthBounds(month).end };
}

const mmddyyyy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The first day of the office's next month, `2026-12-01`. */
function firstOfNextMonth(): string {
  return `${monthPlus(officeMonth(new Date()), 1)}-01`;
}

/** Maria's next rent as the demo schedules it (apps/api/src/seed/demo-finance.ts): the 5th, this month's (the office's) if still to come. */
function mariasScheduledRent(): string {
  const today = officeToday(new Date());
  return `${Number(today.slice(8)) < 5 ? today.slice(0, 7) : monthPlus(today.slice(0, 7), 1)}-05`;
}

/** The value beside a label of a fact list (components/fact-list.tsx), the label matched whole. */
const fact = (scope: Page | Locator, label: string) => scope.locator(`.admin-facts__row:has(> dt:text-is(${JSON.stringify(label)})) > dd`);

/** Chooses a client in a picker: the search, Find, then the client's own button. */
async function chooseClient(scope: Locator, client: { name: string; search: string }) {
  await scope.getByRole('searchbox', { name: F.picker.search }).fill(client.search);
  await scope.getByRole('button', { name: F.picker.find }).click();
  await scope.getByRole('button', { name: F.picker.choose(client.name) }).click();
}

/**
 * Drafts a payment by hand and waits for its page; answers the payment's path. Each draft here is a possible duplicate
 * of the client's scheduled rent: the page warns before saving and the draft needs `duplicateReason`.
 */
async function draftPayment(
  page: Page,
  draft: { client: typeof MARIA; vendor: string; amount: string; dueOn: string; memo: string; duplicateReason: string },
  beforeSaving?: () => Promise<void>,
): Promise<string> {
  const copy = F.draft;
  await page.getByRole('link', { name: F.payments.draftLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeFocused();
  await chooseClient(page.getByRole('group', { name: copy.client }), draft.client);
  await page.getByRole('combobox', { name: copy.vendor }).selectOption({ label: `${draft.vendor} (Landlord)` });
  await page.getByRole('combobox', { name: copy.category }).selectOption({ label: 'Housing' });
  await page.getByRole('textbox', { name: copy.dueOn }).fill(mmddyyyy(draft.dueOn));
  const amount = page.getByRole('textbox', { name: copy.amount });
  await amount.fill(draft.amount);
  await page.getByRole('textbox', { name: copy.description }).fill(draft.memo);
  // What remains of the client's housing budget this month (paid today, it would be posted now) stands beside the amount.
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(`Housing budget for ${monthLabel(officeDay().slice(0, 7))}: \\$[\\d,]+\\.\\d\\d (left of|over its) \\$[\\d,]+\\.\\d\\d`),
  );
  // The scheduled rent of the same landlord in that month: a possible duplicate, said before saving.
  await expect(page.getByText(/^Warning: Possibly the same bill: this client already has the scheduled payment to /)).toBeVisible();
  await page.getByRole('textbox', { name: copy.duplicateReason }).fill(draft.duplicateReason);
  await beforeSaving?.();
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Payment \d+$/ })).toBeVisible();
  return new URL(page.url()).pathname;
}

// A database of its own (a worker option: top level).
test.use({ ownDatabase: 'finance' });

test.describe('the back office: client money', () => {
  test.use({ viewport: DESKTOP, ...expectConsoleErrors(failedResponse(409), failedResponse(422)) });
  // One long journey (one server, few sign-ins) over some twenty screens, each scanned with axe at two widths.
  test.describe.configure({ timeout: 600_000 });

  test('a month of client money: deposits, rent with a second approver, reconciliation, the SSA-623, and the client’s view', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.214' });
    const { month: closedMonth, lastDay } = lastMonth();
    // The demo's own files for the history the server seeded today, as an operator gets them: npm run finance:demo-files.
    const { depositFile, statementOfxFile } = await demoFinanceFiles(testInfo.outputPath('demo-files'), closedMonth);
    // Maria's SSI in the file (its second row): its payment reference.
    const mariasReference = (await readFile(depositFile, 'utf8')).trim().split('\n')[2]!.split(',')[5]!;

    // Home: the finance counts, and the finance pages in the navigation (not the admins' settings).
    await openSignedInAsStaff(page, '/admin', DEMO_FINANCE);
    await expect(page.getByRole('heading', { level: 2, name: F.counts.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: F.counts.unmatched_lines })).toBeVisible();
    const nav = page.getByRole('navigation', { name: ADMIN_CONTENT.frame.navLabel });
    for (const item of [F.nav.book, F.nav.moneyIn, F.nav.payments, F.nav.vendors, F.nav.reconciliation, F.nav.reports]) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: F.nav.settings.label })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'finance home');

    // The book: the pooled account equals the sum of the clients, and the page says so.
    await nav.getByRole('link', { name: F.nav.book.label }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.book.heading })).toBeFocused();
    await expect(page.getByText(F.book.balanced)).toBeVisible();
    await expect(page.getByRole('table', { name: F.book.recentCaption })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the book');

    // Money in: the SSA deposit file, previewed, its unmatched row assigned by hand, posted.
    await nav.getByRole('link', { name: F.nav.moneyIn.label }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.moneyIn.heading })).toBeFocused();
    await expectAccessibleAtBothWidths(page, 'money in');
    await page.getByRole('link', { name: F.moneyIn.importLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.depositImport.heading })).toBeFocused();
    await expectAccessibleAtBothWidths(page, 'the deposit file upload');
    await page.getByLabel(F.depositImport.file).setInputFiles(depositFile);
    await page.getByRole('button', { name: F.depositImport.preview }).click();
    const rows = page.getByRole('table', { name: F.depositImport.tableCaption(path.basename(depositFile)) });
    await expect(page.getByRole('heading', { level: 2, name: F.depositImport.previewHeading })).toBeFocused();
    await expect(rows.getByText(F.depositImport.statuses.matched)).toHaveCount(2);
    await expect(rows.getByText(F.depositImport.statuses.unmatched)).toHaveCount(1);
    await expect(rows).not.toContainText('987-65');
    await expectAccessibleAtBothWidths(page, 'the deposit file preview');

    await rows.getByRole('button', { name: F.depositImport.chooseClient(3) }).click();
    const assign = page.getByRole('dialog', { name: F.depositImport.assignTitle(3) });
    await assign.getByRole('searchbox', { name: F.picker.search }).fill(MARIA.search);
    await assign.getByRole('button', { name: F.picker.find }).click();
    await expect(assign.getByRole('button', { name: F.picker.choose(MARIA.name) })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'choosing the client of an unmatched row');
    await assign.getByRole('button', { name: F.picker.choose(MARIA.name) }).click();
    await expect(rows.getByRole('button', { name: F.depositImport.changeClient(3) })).toBeFocused();
    // The row's SSN is not Maria's: the post waits for a reason, said in the error summary and beside the field.
    const reason = page.getByRole('textbox', { name: F.depositImport.reasonLabel(3, MARIA.name) });
    await expect(reason).toBeVisible();
    await page.getByRole('button', { name: F.depositImport.post(3) }).click();
    const reasonMissing = assignmentReasonMessage(3, MARIA.name);
    await expect(page.getByRole('alert', { name: ADMIN_CONTENT.errorSummaryTitle })).toContainText(reasonMissing);
    await expect(reason).toHaveAccessibleDescription(new RegExp(escapeRegExp(reasonMissing)));
    await expectAccessibleAtBothWidths(page, 'a row assigned to another SSN, without a reason');
    await reason.fill('Her back payment: SSA paid it under the SSN on her old award letter.');
    await page.getByRole('button', { name: F.depositImport.post(3) }).click();
    await expect(page.getByRole('heading', { level: 2, name: F.depositImport.resultHeading })).toBeFocused();
    await expect(page.locator('.admin-notice')).toHaveText(
      'Posted 3 deposits from the file, $1,018.00 in all: Darnell Price $943.00 (row 1); Maria Lopez $75.00 (rows 2, 3).',
    );
    const postedTo = page.getByRole('table', { name: F.depositImport.postedToCaption });
    await expect(postedTo.getByRole('row')).toHaveText([/Client/, /^Darnell Price1\$943\.00$/, /^Maria Lopez2, 3\$75\.00$/]);
    await expect(fact(page, F.depositImport.result.skipped)).toHaveText('0');
    await expectAccessibleAtBothWidths(page, 'the deposit file posted');

    // The same file again: the page says it was imported, whom each row went to, and nothing can be posted.
    await page.getByRole('button', { name: F.depositImport.startAgain }).click();
    await page.getByLabel(F.depositImport.file).setInputFiles(depositFile);
    await page.getByRole('button', { name: F.depositImport.preview }).click();
    await expect(page.getByText(/This file was imported on .+\. Posting it again posts nothing\./)).toBeVisible();
    await expect(rows.getByText(F.depositImport.statuses.already_posted)).toHaveCount(3);
    await expect(rows.locator('tbody tr td:last-child')).toHaveText([DARNELL.name, MARIA.name, MARIA.name]);
    await expect(page.getByRole('button', { name: /^Post \d/ })).toHaveCount(0);
    await expect(page.getByText(F.depositImport.nothingToPost)).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the deposit file imported before');

    // By hand, a deposit with a reference of the file's: the server names the deposit posted before, and the form
    // asks whether this is another payment before posting it.
    await nav.getByRole('link', { name: F.nav.moneyIn.label }).click();
    await chooseClient(page.getByRole('group', { name: F.client }), MARIA);
    await page.getByRole('radio', { name: 'Supplemental Security Income (SSI)' }).check();
    await page.getByRole('textbox', { name: F.moneyIn.amount }).fill('50.00');
    await page.getByRole('textbox', { name: F.moneyIn.receivedOn }).fill(mmddyyyy(officeDay()));
    await page.getByRole('textbox', { name: new RegExp(`^${F.moneyIn.reference}`) }).fill(mariasReference);
    await page.getByRole('button', { name: F.moneyIn.submit }).click();
    const confirmDuplicate = page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(F.moneyIn.confirmDuplicate)}`) });
    await expect(confirmDuplicate).toHaveAccessibleDescription(
      new RegExp(`Maria Lopez already has a deposit with the reference ${mariasReference}: entry \\d+, \\$50\\.00`),
    );
    await expect(page.getByRole('alert', { name: ADMIN_CONTENT.errorSummaryTitle })).toContainText('Maria Lopez already has a deposit');
    await expectAccessibleAtBothWidths(page, 'a deposit whose reference was used before');
    await confirmDuplicate.check();
    await page.getByRole('button', { name: F.moneyIn.submit }).click();
    await expect(page.locator('.admin-notice[role="status"]')).toContainText(F.moneyIn.posted('$50.00', MARIA.name));
    await expectAccessibleAtBothWidths(page, 'a deposit confirmed as another payment');

    // Rent for two clients; Maria's $750 is over the limit, so its drafter cannot approve it.
    await nav.getByRole('link', { name: F.nav.payments.label }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.payments.heading })).toBeFocused();
    await expect(page.getByRole('table', { name: /payments? due$/ })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'payments');
    // Darnell's rent, due in two days, drafted from the due list: its page says what it counts against first.
    await page.getByRole('link', { name: /^Draft it: Eastside Rooms, due / }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.draft.scheduleHeading })).toBeFocused();
    const scheduled = page.getByRole('region', { name: F.draft.scheduleFacts });
    await expect(fact(scheduled, F.payment.facts.budget)).toHaveText(/^Housing budget for /);
    await expectAccessibleAtBothWidths(page, 'drafting a scheduled payment');
    await page.getByRole('button', { name: F.draft.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Payment \d+$/ })).toBeVisible();
    await expect(fact(page, F.payment.facts.kind)).toHaveText('Scheduled bill');
    await page.getByRole('link', { name: F.payment.back }).click();

    // Part of next month's rent by hand: his schedule pays the same landlord then, so the page asks why.
    await page.getByRole('link', { name: F.payments.draftLink }).click();
    await chooseClient(page.getByRole('group', { name: F.draft.client }), DARNELL);
    await page.getByRole('combobox', { name: F.draft.vendor }).selectOption({ label: 'Eastside Rooms (Landlord)' });
    await page.getByRole('combobox', { name: F.draft.category }).selectOption({ label: 'Housing' });
    await page.getByRole('textbox', { name: F.draft.dueOn }).fill(mmddyyyy(officeDay(7)));
    await page.getByRole('textbox', { name: F.draft.amount }).fill('450');
    await page.getByRole('textbox', { name: F.draft.description }).fill('Rent (part) for next month');
    await expect(page.getByText(/^Warning: Possibly the same bill: this client already has /)).toBeVisible();
    await page.getByRole('button', { name: F.draft.submit }).click();
    const summary = page.getByRole('alert', { name: ADMIN_CONTENT.errorSummaryTitle });
    await expect(summary).toContainText(DUPLICATE_REASON_REQUIRED_MESSAGE);
    await expect(summary).toBeFocused();
    await expectAccessibleAtBothWidths(page, 'a possible duplicate without a reason');
    // By keyboard: the summary's link leads to the reason.
    await summary.getByRole('link', { name: DUPLICATE_REASON_REQUIRED_MESSAGE }).press('Enter');
    await expect(page.getByRole('textbox', { name: F.draft.duplicateReason })).toBeFocused();
    await page.keyboard.type('Only part of it: the rest comes from his own card.');
    await page.getByRole('button', { name: F.draft.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Payment \d+$/ })).toBeVisible();
    await expect(fact(page, F.payment.facts.duplicateReason)).toHaveText('Only part of it: the rest comes from his own card.');
    await page.getByRole('link', { name: F.payment.back }).click();

    const thisMonth = monthLabel(officeDay().slice(0, 7));
    const mariaPayment = await draftPayment(
      page,
      {
        client: MARIA,
        vendor: 'Lansing Gardens Apartments',
        amount: '$750.00',
        dueOn: mariasScheduledRent(),
        memo: 'Rent for next month',
        duplicateReason: 'The landlord asked for the new rent this month; the schedule is stopped after it.',
      },
      async () => {
        await expect(page.getByText(F.draft.overLimit(LIMIT))).toBeVisible();
        // Over her $650.00 housing budget: said with by how much, and she may still be drafted.
        await expect(page.getByRole('textbox', { name: F.draft.amount })).toHaveAccessibleDescription(
          new RegExp(`Warning: This takes Housing \\$[\\d,]+\\.\\d\\d over its budget for ${thisMonth}\\. ${F.draft.overBudgetGoOn}`),
        );
        await expectAccessibleAtBothWidths(page, 'drafting a payment');
      },
    );
    const refusalWords = secondApproverMessage(LIMIT);
    // The drafter is not offered Approve: why is said once, where the button would be.
    const approveSection = page.getByRole('region', { name: F.payment.approveHeading });
    await expect(approveSection).toContainText(refusalWords);
    await expect(page.getByRole('button', { name: F.payment.approve })).toHaveCount(0);
    await expect(page.getByText(refusalWords)).toHaveCount(1);
    await expect(fact(page, F.payment.facts.budget)).toContainText(/Warning: This takes Housing \$[\d,]+\.\d\d over its budget/);
    await expectAccessibleAtBothWidths(page, 'a draft over the limit');

    // A second finance member approves it and marks it paid.
    const second = await browser.newContext({ baseURL, viewport: DESKTOP, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.215' } });
    const secondPage = await second.newPage();
    await openSignedInAsStaff(secondPage, mariaPayment, DEMO_FINANCE_TWO);
    await expect(secondPage.getByRole('heading', { level: 1, name: /^Payment \d+$/ })).toBeVisible();
    await expect(secondPage.locator('.admin-notice').filter({ hasText: refusalWords })).toHaveCount(0);
    await secondPage.getByRole('button', { name: F.payment.approve }).click();
    const payForm = secondPage.getByRole('form', { name: F.payment.payHeading });
    await expect(payForm).toBeVisible();
    await expectAccessibleAtBothWidths(secondPage, 'an approved payment');
    // The budget shown follows the date paid: next month's for its first day, this month's again when left blank.
    const paidOn = payForm.getByRole('textbox', { name: /Date paid/ });
    await expect(paidOn).toHaveAccessibleDescription(new RegExp(`Housing budget for ${thisMonth}:`));
    await paidOn.fill(mmddyyyy(firstOfNextMonth()));
    await expect(paidOn).toHaveAccessibleDescription(new RegExp(`Housing budget for ${monthLabel(firstOfNextMonth().slice(0, 7))}:`));
    await paidOn.fill('');
    await expect(paidOn).toHaveAccessibleDescription(new RegExp(`Housing budget for ${thisMonth}:`));
    await payForm.getByRole('radio', { name: 'Check' }).check();
    await payForm.getByRole('textbox', { name: F.payment.reference }).fill('1042');
    await payForm.getByRole('button', { name: F.payment.pay }).click();
    await expect(secondPage.locator('.admin-status')).toHaveText(`${F.payment.facts.status}: Paid`);
    await expect(fact(secondPage, F.payment.facts.reference)).toHaveText('1042');
    await expect(fact(secondPage, F.payment.facts.entry)).toHaveText(/^Entry \d+$/);
    await expect(fact(secondPage, F.payment.facts.approved)).toContainText('Demo Finance Two');
    await expectAccessibleAtBothWidths(secondPage, 'a paid payment');
    await second.close();

    // The book: the payment is money out, positive, in its recent entries and its outstanding items alike.
    await nav.getByRole('link', { name: F.nav.book.label }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.book.heading })).toBeFocused();
    const recentEntries = page.getByRole('table', { name: F.book.recentCaption });
    const outstandingItems = page.getByRole('table', { name: /entries? on no statement line: / });
    for (const table of [recentEntries, outstandingItems]) {
      await expect(table.getByRole('columnheader', { name: F.columns.moneyOut })).toBeVisible();
      const rent = table.getByRole('row').filter({ hasText: 'Lansing Gardens Apartments: Rent for next month' });
      await expect(rent).toContainText('$750.00');
      await expect(table).not.toContainText('-$');
    }
    await expectAccessibleAtBothWidths(page, 'the book after a payment');

    // Reconciliation: last month's statement as the bank's OFX download, one line matched by hand, the month closed and
    // its report.
    await nav.getByRole('link', { name: F.nav.reconciliation.label }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.reconciliation.heading })).toBeFocused();
    await expectAccessibleAtBothWidths(page, 'reconciliation');
    await page.getByRole('combobox', { name: F.reconciliation.month }).selectOption(closedMonth);
    await page.getByRole('button', { name: F.reconciliation.open }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.month.heading(monthLabel(closedMonth)) })).toBeFocused();
    await expectAccessibleAtBothWidths(page, 'a month before its statement');
    await page.getByLabel(F.month.file).setInputFiles(statementOfxFile);
    await page.getByRole('button', { name: F.month.import }).click();
    await expect(page.getByText(/^Imported \d+ new lines; \d+ matched automatically\.$/)).toBeVisible();
    const lines = page.getByRole('table', { name: /^\d+ lines, 1 not matched$/ });
    await expect(lines).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: F.columns.moneyOut })).toBeVisible();
    await expect(lines).not.toContainText('-$');
    await expect(page.getByText('1 statement line is not matched to the book yet.')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'a statement imported');
    await lines.getByRole('button', { name: /^Match line \d+$/ }).click();
    const match = page.getByRole('dialog', { name: /^Match line \d+$/ });
    await match.getByRole('radio', { name: /Rent/ }).check();
    await expectAccessibleAtBothWidths(page, 'matching a line by hand');
    await match.getByRole('button', { name: F.month.matchSubmit }).click();
    await expect(page.getByRole('heading', { level: 2, name: F.month.linesHeading })).toBeFocused();
    await expect(page.getByRole('table', { name: /^\d+ lines, 0 not matched$/ })).toContainText(F.month.matchedByHand('Demo Finance'));
    await expect(fact(page, F.month.difference)).toHaveText('$0.00');
    // The same download again: nothing new, the match by hand kept.
    await page.getByLabel(F.month.file).setInputFiles(statementOfxFile);
    await page.getByRole('button', { name: F.month.import }).click();
    await expect(page.getByText(/^Nothing new: \d+ lines were imported already\.$/)).toBeVisible();
    await expect(page.getByRole('table', { name: /^\d+ lines, 0 not matched$/ })).toBeVisible();
    await expect(fact(page, F.month.difference)).toHaveText('$0.00');
    await page.getByRole('button', { name: F.month.close }).click();
    const confirm = page.getByRole('alertdialog', { name: F.month.closeTitle(monthLabel(closedMonth)) });
    await expectAccessibleAtBothWidths(page, 'closing a month');
    await confirm.getByRole('button', { name: F.month.close }).click();
    await expect(page.getByText(/^Closed by Demo Finance, /)).toBeVisible();
    const reportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: F.month.report }).click();
    const report = await reportDownload;
    expect(report.suggestedFilename()).toBe(`reconciliation-${closedMonth}.pdf`);
    expect((await pdfPageTexts(await report.path())).join(' ')).toContain('$0.00');
    await expectAccessibleAtBothWidths(page, 'a closed month');

    // A closed month refuses postings dated in it, in the server's words beside the date.
    await nav.getByRole('link', { name: F.nav.moneyIn.label }).click();
    await chooseClient(page.getByRole('group', { name: F.client }), MARIA);
    await page.getByRole('radio', { name: 'Social Security' }).check();
    await page.getByRole('textbox', { name: F.moneyIn.amount }).fill('10');
    await page.getByRole('textbox', { name: F.moneyIn.receivedOn }).fill(mmddyyyy(lastDay));
    await page.getByRole('button', { name: F.moneyIn.submit }).click();
    const closedWords = closedMonthMessage(monthLabel(closedMonth));
    await expect(page.getByRole('alert', { name: ADMIN_CONTENT.errorSummaryTitle })).toContainText(closedWords);
    await expect(page.getByRole('textbox', { name: F.moneyIn.receivedOn })).toHaveAccessibleDescription(
      new RegExp(closedWords.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expectAccessibleAtBothWidths(page, 'a deposit refused in a closed month');

    // Maria's ledger, budget and SSA-623 worksheet: the year to this month adds up to her ledger's balance.
    await nav.getByRole('link', { name: F.nav.book.label }).click();
    await page.getByRole('link', { name: F.book.clientsLink }).click();
    await page.getByRole('searchbox', { name: F.clients.search }).fill(MARIA.search);
    await page.getByRole('button', { name: F.clients.submit, exact: true }).click();
    await expectAccessibleAtBothWidths(page, 'client ledgers');
    await page.getByRole('table').getByRole('link', { name: MARIA.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.ledger.heading(MARIA.name) })).toBeFocused();
    const ledger = page.getByRole('table', { name: /lines, newest first$/ });
    await expect(ledger).toContainText('Lansing Gardens Apartments: Rent for next month');
    await expect(ledger).toContainText('$750.00');
    const balance = (await fact(page, F.ledger.balance).textContent()) ?? '';
    await expectAccessibleAtBothWidths(page, "Maria's ledger");
    const clientNav = page.getByRole('navigation', { name: F.clientPages.label });
    await clientNav.getByRole('link', { name: F.clientPages.budget }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.budget.heading(MARIA.name) })).toBeFocused();
    await expect(page.getByRole('textbox', { name: F.budget.monthlyLabel('Housing') })).toHaveValue('650.00');
    await expectAccessibleAtBothWidths(page, "Maria's budget");
    await clientNav.getByRole('link', { name: F.clientPages.ssa623 }).click();
    await page.getByRole('combobox', { name: F.ssa623.periodEnd }).selectOption(officeDay().slice(0, 7));
    await page.getByRole('button', { name: F.ssa623.show }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.ssa623.heading(MARIA.name) })).toBeVisible();
    const figures = page.getByRole('region', { name: F.ssa623.figuresHeading });
    const cents = async (label: string) => centsOf(((await fact(figures, label).textContent()) ?? '').replace(/[$,]/g, ''));
    await expect(fact(figures, F.ssa623.closingBalance)).toHaveText(balance);
    const moneyIn = (await cents(F.ssa623.benefits)) + (await cents(F.ssa623.otherIn)) + (await cents(SSA_623_SPENT_FROM_BALANCE_LABEL));
    const spentAndSaved = (await cents('Spent on food and housing')) + (await cents('Spent on other things')) + (await cents('Saved'));
    expect(moneyIn).toBe(spentAndSaved);
    await expect(figures.locator('.admin-notice')).toHaveText(/^The figures add up/);
    // Each figure is its categories' sum.
    const housingTable = page.getByRole('table', { name: F.ssa623.categoriesCaption('Spent on food and housing') });
    const categoryCents = (await housingTable.locator('tbody td:last-child').allTextContents()).map((text) =>
      centsOf(text.replace(/[$,]/g, '')),
    );
    expect(categoryCents.reduce((sum, amount) => sum + amount, 0)).toBe(await cents('Spent on food and housing'));
    const worksheetDownload = page.waitForEvent('download');
    await figures.getByRole('button', { name: F.downloadCsv }).click();
    expect((await worksheetDownload).suggestedFilename()).toMatch(/\.csv$/);
    await expectAccessibleAtBothWidths(page, 'the SSA-623 worksheet');

    // The other finance screens: the reports, scheduled payments, vendors (account numbers masked).
    await nav.getByRole('link', { name: F.nav.reports.label }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.reports.heading })).toBeFocused();
    await expect(page.getByRole('table', { name: /whose report period ends in/ })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'SSA-623 reports');
    await nav.getByRole('link', { name: F.nav.payments.label }).click();
    await page.getByRole('link', { name: F.payments.schedulesLink }).click();
    await expect(page.getByRole('table', { name: /scheduled payments?$/ })).toContainText('Lansing Gardens Apartments');
    await expectAccessibleAtBothWidths(page, 'scheduled payments');
    await page.getByRole('link', { name: F.schedules.add }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.schedule.newTitle })).toBeFocused();
    await expectAccessibleAtBothWidths(page, 'a new scheduled payment');
    await nav.getByRole('link', { name: F.nav.vendors.label }).click();
    const vendors = page.getByRole('table', { name: /vendors?$/ });
    await expect(vendors).toContainText('****4567');
    await expectAccessibleAtBothWidths(page, 'vendors');
    await vendors.getByRole('link', { name: F.vendors.edit('Lansing Gardens Apartments') }).click();
    await expect(page.getByRole('textbox', { name: /Account number/ })).toHaveAccessibleDescription(F.vendor.accountNumberKept('****4567'));
    await expectAccessibleAtBothWidths(page, 'a vendor');

    // The admins' setting: the second approver's limit.
    const admin = await browser.newContext({ baseURL, viewport: DESKTOP, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.216' } });
    const adminPage = await admin.newPage();
    await openSignedInAsStaff(adminPage, '/admin/settings', DEMO_STAFF);
    await expect(adminPage.getByRole('textbox', { name: F.settings.limit })).toHaveValue('500.00');
    await expectAccessibleAtBothWidths(adminPage, 'settings');
    await admin.close();

    // Maria sees the payment on /my-account, with what is coming up and this month's spending, and in her statement.
    await signInAsClient(page);
    await expect(page.getByRole('region', { name: ACCOUNT_CONTENT.comingUp.heading })).toBeVisible();
    await expect(page.getByRole('region', { name: ACCOUNT_CONTENT.thisMonth.heading })).toContainText('Housing');
    const recent = page.getByRole('table', { name: /Money in and out of/ });
    await expect(recent).toContainText('Lansing Gardens Apartments: Rent for next month');
    await expect(recent).toContainText('$750.00');
    await page.setViewportSize(SMALL_PHONE);
    await expectNoSidewaysScroll(page, 'my account at 320 px');
    await expectAccessibleAtBothWidths(page, 'my account after the payment');
    const statement = ACCOUNT_CONTENT.statement;
    await page.getByLabel(statement.startLabel, { exact: true }).fill(mmddyyyy(officeDay()));
    await page.getByLabel(statement.endLabel, { exact: true }).fill(mmddyyyy(officeDay()));
    const statementDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: statement.download }).click();
    const text = (await pdfPageTexts(await (await statementDownload).path())).join(' ');
    expect(text).toContain('Lansing Gardens Apartments');
    expect(text).toContain('$750.00');
    await expectNoAxeViolations(page, 'my account after the statement');
  });
});

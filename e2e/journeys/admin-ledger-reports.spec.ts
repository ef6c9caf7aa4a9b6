import { readFile } from 'node:fs/promises';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_REPORTS_CONTENT } from '@payee/content/admin-finance-reports';
import { FINANCE_REPORT_VALIDATION } from '@payee/content/api-finance-reports';
import { monthBounds, monthPlus, officeMonth } from '@payee/contract';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { pdfPageTexts } from '../support/statement-pdf';
import { DEMO_FINANCE, openSignedInAsStaff } from '../support/staff';
import { DESKTOP } from '../support/viewports';

// The auditor's reports (issue 25): finance opens Ledger reports from the navigation, downloads last month's trial
// balance as CSV (the book balances: the bank's debit equals the clients' credits), the client balances as a PDF,
// and a vendor's payments, first refused without a vendor (the summary links to the field), then by keyboard. The page
// is scanned with axe at 375 and 1440 px, before and after the refusal. Reads only: the shared demo database.

const R = ADMIN_FINANCE_REPORTS_CONTENT;

test.describe('the back office: ledger reports', () => {
  test.use({ viewport: DESKTOP });

  test('the trial balance as CSV, client balances as PDF, a vendor’s payments after a refusal', async ({ page }) => {
    const lastDay = monthBounds(monthPlus(officeMonth(new Date()), -1)).end;
    await openSignedInAsStaff(page, '/admin/finance', DEMO_FINANCE);
    await page.getByRole('navigation').getByRole('link', { name: R.nav.label }).click();
    await expect(page.getByRole('heading', { level: 1, name: R.heading })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'ledger reports');

    // The trial balance as of last month's end, as CSV: debits equal credits, the pooled account first.
    const trial = page.getByRole('region', { name: R.reports.trial_balance.heading });
    await trial.getByRole('combobox', { name: R.format }).selectOption('csv');
    const trialDownload = page.waitForEvent('download');
    await trial.getByRole('button', { name: R.download }).click();
    const trialFile = await trialDownload;
    expect(trialFile.suggestedFilename()).toBe(`trial-balance-${lastDay}.csv`);
    const lines = (await readFile(await trialFile.path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe('Account,Kind,Client code,Debit,Credit');
    expect(lines[1]).toMatch(/^Pooled trust bank account,Bank,,\d+\.\d\d,$/);
    const [, , , debit, credit] = lines.at(-1)!.split(',');
    expect(lines.at(-1)).toMatch(/^Total,/);
    expect(debit).toBe(credit);

    // The client balances as a PDF.
    const balances = page.getByRole('region', { name: R.reports.client_balances.heading });
    const balancesDownload = page.waitForEvent('download');
    await balances.getByRole('button', { name: R.download }).click();
    const balancesFile = await balancesDownload;
    expect(balancesFile.suggestedFilename()).toBe(`client-balances-${lastDay}.pdf`);
    const text = (await pdfPageTexts(await balancesFile.path())).join(' ');
    expect(text).toContain('Client balances');
    expect(text).toContain('Maria Lopez');

    // A vendor's payments: refused without a vendor, the summary's link leading to the field.
    const vendor = page.getByRole('region', { name: R.reports.vendor_history.heading });
    await vendor.getByRole('button', { name: R.download }).click();
    const summary = vendor.getByRole('alert', { name: ADMIN_CONTENT.errorSummaryTitle });
    await expect(summary).toContainText(FINANCE_REPORT_VALIDATION.chooseAVendor);
    await expectAccessibleAtBothWidths(page, 'ledger reports, a vendor not chosen');
    await summary.getByRole('link', { name: FINANCE_REPORT_VALIDATION.chooseAVendor }).click();
    const choice = vendor.getByRole('combobox', { name: R.vendor });
    await expect(choice).toBeFocused();
    // By keyboard: the first vendor, then Tab to the button and Enter.
    await page.keyboard.press('ArrowDown');
    await expect(choice).not.toHaveValue('');
    await tabTo(page, vendor.getByRole('button', { name: R.download }));
    const vendorDownload = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const vendorFile = await vendorDownload;
    expect(vendorFile.suggestedFilename()).toMatch(/^vendor-\d+-payments-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.pdf$/);
    expect((await pdfPageTexts(await vendorFile.path())).join(' ')).toMatch(/Payments to .+ Total/);
  });
});

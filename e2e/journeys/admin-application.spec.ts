import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_APPLICATION_CONTENT } from '@payee/content/admin-application';
import { INTAKE_STEPS, maskSsn, REJECTION_REASONS_REQUIRED_MESSAGE, SSN_REVEAL_REASON_MESSAGE } from '@payee/contract';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { openSignedInAsStaff, staffToken } from '../support/staff';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../support/viewports';

// The application record of the back office (issue 12): a caseworker finds an application in the queue, reads
// its answers and documents, sees the full SSN for a recorded reason and rejects it by keyboard alone. Every
// screen and dialog is scanned with axe at a phone's width and a desktop's.

const copy = ADMIN_APPLICATION_CONTENT;
/**
 * A demo application sent in and waiting for a decision, with its three documents (seed/demo-intake.ts,
 * DEMO_QUEUE_APPLICANTS). Not Walter: other journeys count on his application staying in progress.
 */
const CURTIS = { code: 'APP-CBT226', name: 'Curtis Bell', ssn: '987-00-0106' };

/** Scans the page with axe at 375 and 1440 px, and checks nothing scrolls sideways on the phone. */
async function expectAccessibleAtBothWidths(page: Page, context: string) {
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, context);
  await expectNoAxeViolations(page, `${context} at 375 px`);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, `${context} at 1440 px`);
}

// Eight axe scans of a long page (11 sections, three documents), each 12-20 s on two shared cores.
test.setTimeout(240_000);
test.use({ viewport: DESKTOP });

test('a caseworker opens an application from the queue, reads its answers and documents, sees the full SSN for a recorded reason and rejects it by keyboard with two reasons', async ({
  page,
}) => {
  const token = await staffToken(page.request);
  const headers = { Authorization: `Bearer ${token}` };
  const templates = (
    (await (await page.request.get('/api/v1/admin/rejection-reasons', { headers })).json()) as {
      data: { title: string; text: string }[];
    }
  ).data.slice(0, 2);
  expect(templates).toHaveLength(2);

  // The queue, searched by code; the code is the link to the record, and the way back keeps the search.
  await openSignedInAsStaff(page, '/admin/applications');
  const search = page.getByRole('searchbox', { name: ADMIN_CONTENT.applications.search });
  await search.fill(CURTIS.code);
  await search.press('Enter');
  await page.getByRole('table').getByRole('link', { name: CURTIS.code }).click();
  const heading = page.getByRole('heading', { level: 1, name: copy.heading(CURTIS.code, CURTIS.name) });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: copy.backToQueue })).toHaveAttribute('href', new RegExp(`q=${CURTIS.code}`));

  // Every answer by step, as the applicant's check page shows them (no Change links), and the documents in the page.
  // Filled in by a relative: every step was asked, Contact Details and Login Details included.
  for (const step of INTAKE_STEPS) await expect(page.getByRole('heading', { level: 2, name: step.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Change/ })).toHaveCount(0);
  const image = page.getByRole('img', { name: /SSA-623 signed\.png/ });
  await expect(image).toBeVisible();
  // Shown, not only placed: the object URL of the fetched file decodes as an image (the CSP allows blob:).
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect(page.locator('iframe[title*="SSA-1696.pdf"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /Download SSA-11\.jpg/ })).toBeVisible();
  await expect(page.getByText(maskSsn(CURTIS.ssn)).first()).toBeVisible();
  await expect(page.getByText(CURTIS.ssn)).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'application record');

  // The full SSN: a reason first (an empty one stays beside its field), then the number and a line that it was recorded.
  const show = page.getByRole('button', { name: copy.ssn.show });
  await show.click();
  const dialog = page.getByRole('dialog', { name: copy.ssn.dialogTitle });
  await dialog.getByRole('button', { name: copy.ssn.show }).click();
  const reason = dialog.getByRole('textbox', { name: ADMIN_CONTENT.reasonDialog.label });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(SSN_REVEAL_REASON_MESSAGE)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'SSN reason dialog with an error');
  const why = 'Checking the SSN against the SSA-1696 form';
  await reason.fill(why);
  await dialog.getByRole('button', { name: copy.ssn.show }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(CURTIS.ssn)).toBeVisible();
  await expect(page.getByText(copy.ssn.recorded)).toBeVisible();
  const hide = page.getByRole('button', { name: copy.ssn.hide });
  await expect(hide).toBeFocused();
  await hide.click();
  await expect(page.getByText(CURTIS.ssn)).toHaveCount(0);

  const audit = await page.request.get('/api/v1/admin/audit?action=intake.ssn_reveal', { headers });
  expect(audit.status()).toBe(200);
  const rows = ((await audit.json()) as { data: { action: string; reason: string | null; record_type: string | null }[] }).data;
  expect(rows).toContainEqual(expect.objectContaining({ action: 'intake.ssn_reveal', reason: why }));

  // The decision by keyboard alone: Reject without a reason is refused beside the reasons, then two templates.
  const decision = copy.decision;
  await tabTo(page, page.getByRole('radio', { name: decision.options.in_progress.label }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: decision.options.reject.label })).toBeChecked();
  const submit = page.getByRole('button', { name: decision.submit });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_CONTENT.errorSummaryTitle })).toBeFocused();
  await expect(page.getByRole('group', { name: decision.reasonsLegend })).toContainText(REJECTION_REASONS_REQUIRED_MESSAGE);
  for (const template of templates) {
    const box = page.getByRole('checkbox', { name: template.title });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: decision.confirm.reject.title(CURTIS.code) });
  await expect(confirm).toContainText(decision.confirm.reject.message(CURTIS.name, 2));
  await expectAccessibleAtBothWidths(page, 'rejection confirmation');
  await tabTo(page, confirm.getByRole('button', { name: decision.confirm.reject.confirmLabel }));
  await page.keyboard.press('Enter');

  // Rejected: the status takes focus, the form gives way to why nothing more can be decided, the history has it all.
  await expect(page.getByText(copy.facts.statusLine(ADMIN_CONTENT.applications.statuses[5]))).toBeFocused();
  await expect(page.getByText(decision.cannotDecide[5])).toBeVisible();
  const history = page.getByRole('region', { name: copy.history.heading });
  await expect(history).toContainText(copy.history.decided.reject);
  for (const template of templates) await expect(history).toContainText(template.text);
  await expect(history).toContainText(copy.history.emailSent(''));
  await expect(history.getByText(/^To .+\*\*\*@/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'rejected application record');
});

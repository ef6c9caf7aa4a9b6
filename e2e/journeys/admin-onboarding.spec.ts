import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CLIENTS_CONTENT } from '@payee/content/admin-clients';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { MEDICAL_REVEAL_REASON_MESSAGE, maskSsn } from '@payee/contract';
import { REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { DEMO } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { openSignedInAsStaff, staffToken } from '../support/staff';
import { DESKTOP } from '../support/viewports';

// The back office's onboarding (issue 12): from the home page's count to the queue, one submission read whole
// (its bills' files and photo in the page, the medical details only with a recorded reason), then sending one
// back, activating it once sent in again, and inviting an approved client. Every screen and every open dialog
// is scanned with axe at a phone's width and a desktop's.

const QUEUE = ADMIN_ONBOARDING_CONTENT.queue;
const RECORD = ADMIN_ONBOARDING_CONTENT.record;
const ACT = ADMIN_ONBOARDING_CONTENT.act;

/**
 * Approved intake applicants the demo seeds (apps/api/src/seed/demo-intake.ts) whom no other journey uses:
 * this journey changes where they stand. Their password is every demo intake applicant's.
 */
const FRANK = { username: 'frank.novak', password: 'Demo@Intake2026', code: 'APP-FNV226', name: 'Frank Novak' };
/** Bernice's application was filled in by her case manager, whose address is the one the service writes to. */
const BERNICE = { code: 'APP-BWK226', name: 'Bernice Walker', email: 'alicia.romero@example.org' };

/**
 * Frank sends his onboarding in through the API, as the wizard would: he signs in (each submission ends his
 * session), saves his identifiers (the one step a submission needs) and the bills step, which sends it in.
 */
async function sendInAsFrank(request: APIRequestContext) {
  const login = await request.post('/api/v1/website/login', {
    data: { login_method: 'username', username: FRANK.username, password: FRANK.password, 'g-recaptcha-response': 'dev-captcha:login' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const save = async (step: Record<string, unknown>) => {
    const response = await request.post('/api/v1/website/onboarding?_method=PUT', {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...step, 'g-recaptcha-response': 'dev-captcha:onboarding' },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await save({ step: 'identifiers', identifiers: { identification_type_id: 2, identity_code: 'N55501234' }, other_identifiers: [] });
  await save({ step: 'bills', client_bills: [] });
}

/** The record's status, as the facts list shows it. */
const statusOf = (page: Page) => page.getByRole('definition').filter({ has: page.locator('.admin-badge') });

test.describe('the back office’s onboarding', () => {
  test.use({ viewport: DESKTOP });
  // Eleven screens and open dialogs, each scanned at two widths: about four minutes on two busy cores.
  test.describe.configure({ timeout: 420_000 });

  test('a caseworker reviews a submission, reveals the medical details with a reason, sends one back, activates it and invites an approved client', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const asStaff = { headers: { Authorization: `Bearer ${token}` } };
    // Frank, approved, is invited and sends his onboarding in: with Linda's (seeded), two submissions wait.
    expect((await request.post(`/api/v1/admin/onboarding/${FRANK.code}/invite`, { ...asStaff, data: {} })).ok()).toBe(true);
    await sendInAsFrank(request);

    // Home: the count of submissions leads to the queue of those sent in.
    await openSignedInAsStaff(page, '/admin');
    const submissions = page.getByRole('link', { name: ADMIN_CONTENT.casework.counts.onboarding_submissions_awaiting_review });
    await expect(submissions).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the home page');
    await submissions.click();
    await expect(page).toHaveURL(/\/admin\/onboarding\?status=inProgress$/);
    await expect(page.getByRole('heading', { level: 1, name: QUEUE.heading })).toBeVisible();
    await expect(page.getByRole('combobox', { name: QUEUE.status })).toHaveValue('inProgress');
    // Other journeys in this worker may send more in: the two known here are listed, and nothing of another status.
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: DEMO.linda.code })).toBeVisible();
    await expect(table.getByRole('link', { name: FRANK.code })).toBeVisible();
    for (const row of await table.getByRole('row').all()) {
      if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText(ADMIN_ONBOARDING_CONTENT.statuses.inProgress);
    }
    await expectAccessibleAtBothWidths(page, 'the queue of submissions');

    // Linda's submission, whole: the SSN masked, the photo and every bill's file shown in the page.
    await table.getByRole('link', { name: DEMO.linda.code }).click();
    await expect(page.getByRole('heading', { level: 1, name: RECORD.heading('Linda Nguyen') })).toBeVisible();
    await expect(page.getByText(maskSsn(DEMO.linda.ssn), { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Preview of Profile photo/ })).toBeVisible();
    const bills = page.getByRole('region', { name: RECORD.billsHeading });
    await expect(bills.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(bills.getByTitle(ADMIN_CONTENT.files.preview('Rent statement.pdf'))).toBeVisible();
    const billImage = bills.getByRole('img', { name: ADMIN_CONTENT.files.preview('Electric bill.jpg') });
    await expect(billImage).toBeVisible();
    // Shown, not only placed: the object URL of the fetched file decodes as an image (the CSP allows blob:).
    await expect.poll(() => billImage.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await expect(bills.getByRole('button', { name: ADMIN_CONTENT.files.download('Rent statement.pdf') })).toBeVisible();
    await expect(page.getByText(RECORD.medical.diagnosis)).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'a submission');

    // The medical details: why first, from a short list (none chosen is refused beside the list; "something else"
    // needs details), then shown, and recorded.
    const show = page.getByRole('button', { name: RECORD.showMedical });
    await show.click();
    const dialog = page.getByRole('dialog', { name: RECORD.medicalDialogTitle });
    const purposes = dialog.getByRole('group', { name: ADMIN_CONTENT.reasonDialog.purposeLegend });
    await dialog.getByRole('button', { name: RECORD.medicalShow }).click();
    await expect(purposes).toHaveAccessibleDescription(new RegExp(MEDICAL_REVEAL_REASON_MESSAGE));
    await expectAccessibleAtBothWidths(page, 'the medical details’ reason, refused');
    await purposes.getByRole('radio', { name: REVEAL_PURPOSE_WORDS.medical.other }).check();
    const details = dialog.getByRole('textbox', { name: new RegExp(`^${ADMIN_CONTENT.reasonDialog.detailsLabel}`) });
    await dialog.getByRole('button', { name: RECORD.medicalShow }).click();
    await expect(details).toHaveAttribute('aria-invalid', 'true');
    const why = 'Checking the guardianship before the first payment.';
    await details.fill(why);
    await dialog.getByRole('button', { name: RECORD.medicalShow }).click();
    await expect(dialog).toBeHidden();
    const medical = page.getByRole('group', { name: RECORD.medicalHeading });
    await expect(medical).toBeFocused();
    await expect(medical.getByText(RECORD.medical.diagnosis)).toBeVisible();
    const audit = await request.get('/api/v1/admin/audit?action=onboarding.medical_reveal', asStaff);
    expect(audit.status()).toBe(200);
    const events = ((await audit.json()) as { data: { reason: string | null; record_type: string | null }[] }).data;
    expect(events).toContainEqual(
      expect.objectContaining({ reason: `${REVEAL_PURPOSE_WORDS.medical.other}: ${why}`, record_type: 'client_user' }),
    );
    await expectAccessibleAtBothWidths(page, 'the medical details shown');

    // Frank's: sent back with two reasons (none at all is refused first, in the summary and beside the box).
    await page.getByRole('link', { name: RECORD.backToQueue }).click();
    await page.getByRole('link', { name: FRANK.code }).click();
    await expect(page.getByRole('heading', { level: 1, name: RECORD.heading(FRANK.name) })).toBeVisible();
    const sendBack = page.getByRole('form', { name: ACT.sendBackHeading });
    await sendBack.getByRole('button', { name: ACT.sendBack }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_CONTENT.errorSummaryTitle })).toBeFocused();
    const first = sendBack.getByRole('textbox', { name: ACT.reasonLabel(1) });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAtBothWidths(page, 'a send-back refused');
    await first.fill('The identification number does not match the copy of the ID we hold. Please check it.');
    await sendBack.getByRole('button', { name: ACT.addReason }).click();
    const second = sendBack.getByRole('textbox', { name: ACT.reasonLabel(2) });
    await expect(second).toBeFocused();
    await second.fill('Please add your rent bill and upload a copy of it.');
    await sendBack.getByRole('button', { name: ACT.sendBack }).click();
    // Frank is e-mailed: a confirmation says so first.
    const confirmSendBack = page.getByRole('alertdialog', { name: ACT.sendBackTitle(FRANK.name) });
    await expect(confirmSendBack).toContainText(ACT.sendBackMessage(FRANK.name, 2));
    await confirmSendBack.getByRole('button', { name: ACT.sendBackConfirm }).click();
    await expect(page.getByText(`Onboarding ${FRANK.code} is sent back`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: ACT.heading })).toBeFocused();
    await expect(statusOf(page)).toHaveText(ADMIN_ONBOARDING_CONTENT.statuses.rejected);
    await expect(page.getByRole('list', { name: RECORD.reasonsHeading }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('link', { name: ACT.assisted })).toHaveAttribute('href', `/admin/onboarding/${FRANK.code}/assist`);
    await expect(page.getByRole('form', { name: ACT.sendBackHeading })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'a submission sent back');

    // He sends it in again; activated in the product's program, he is an active client with nothing left to do.
    await sendInAsFrank(request);
    await page.reload();
    await expect(statusOf(page)).toHaveText(ADMIN_ONBOARDING_CONTENT.statuses.inProgress);
    const activate = page.getByRole('form', { name: ACT.activateHeading });
    await activate.getByRole('checkbox').first().check();
    await activate.getByRole('button', { name: ACT.activate }).click();
    await page
      .getByRole('alertdialog', { name: ACT.activateTitle(FRANK.name) })
      .getByRole('button', { name: ACT.activateConfirm })
      .click();
    await expect(page.getByText(`Onboarding ${FRANK.code} is complete`)).toBeVisible();
    await expect(statusOf(page)).toHaveText(ADMIN_CLIENTS_CONTENT.statuses.active);
    await expect(page.getByText(ACT.noActions)).toBeVisible();
    await expect(page.getByRole('cell', { name: ADMIN_CONTENT.onboardingActions.activate })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'an activated client');

    // Bernice, approved: from the home page's other count, invited after a confirmation, and e-mailed the link.
    await page.goto('/admin');
    await page.getByRole('link', { name: ADMIN_CONTENT.casework.counts.onboarding_invitations_not_sent }).click();
    await expect(page).toHaveURL(/\/admin\/onboarding\?status=approved$/);
    await page.getByRole('link', { name: BERNICE.code }).click();
    await expect(page.getByRole('heading', { level: 1, name: RECORD.heading(BERNICE.name) })).toBeVisible();
    await page.getByRole('button', { name: ACT.invite }).click();
    const confirm = page.getByRole('alertdialog', { name: ACT.inviteTitle(BERNICE.name) });
    await expect(confirm).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the invitation’s confirmation');
    await confirm.getByRole('button', { name: ACT.inviteConfirm }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`Onboarding ${BERNICE.code}: the client is invited`)).toBeVisible();
    await expect(statusOf(page)).toHaveText(ADMIN_ONBOARDING_CONTENT.statuses.pending);
    await expect(page.getByRole('button', { name: ACT.inviteAgain })).toBeVisible();
    await waitForMail(BERNICE.email, (mail) => mail.text.includes(`/client/onboarding/${BERNICE.code}`));
    await expectAccessibleAtBothWidths(page, 'an invited client');
  });
});

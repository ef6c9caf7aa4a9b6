import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CLIENTS_CONTENT } from '@payee/content/admin-clients';
import { ADMIN_ENQUIRIES_CONTENT } from '@payee/content/admin-enquiries';
import {
  CAPTCHA_FIELD,
  ENQUIRY_NOTE_ADDED_MESSAGE,
  enquiryReplySentMessage,
  enquiryStatusMessage,
  LOCK_REASON_MESSAGE,
  maskEmail,
} from '@payee/contract';
import type { Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { DEMO } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { openSignedInAsStaff } from '../support/staff';
import { DESKTOP } from '../support/viewports';

// The back office's clients and enquiries (issue 12): a caseworker finds a client, reads the profile, locks and
// unlocks the sign-in and sends a reset link; then answers a Contact Us enquiry from the inbox. Every screen
// and open dialog is scanned with axe at a phone's width and a desktop's.

const CLIENTS = ADMIN_CLIENTS_CONTENT;
const ENQUIRIES = ADMIN_ENQUIRIES_CONTENT;
const CLIENT = DEMO.darnell;
/** A new enquiry the server seeds (apps/api/src/seed/demo-enquiries.ts), from Maria, whose SSN matches her. */
const SEEDED_NEW_ENQUIRY = { reference: 'ENQ-DEMNW3', email: DEMO.maria.email, clientName: 'Maria Lopez', clientCode: DEMO.maria.code };

const toast = (page: Page, message: string) => page.locator('.Toastify').getByText(message);

test.describe('the back office: clients and enquiries', () => {
  test.use({ viewport: DESKTOP });
  // Each test walks four screens and their dialogs, every one scanned with axe at two widths: on a busy
  // two-core machine that outgrows the default two minutes.
  test.describe.configure({ timeout: 240_000 });

  test('a caseworker finds a client by name and by SSN digits, locks and unlocks their sign-in and sends a reset link', async ({
    page,
  }) => {
    await openSignedInAsStaff(page, '/admin/clients');
    await expect(page.getByRole('heading', { level: 1, name: CLIENTS.search.heading })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'client search');

    const search = page.getByRole('searchbox', { name: CLIENTS.search.search });
    const results = page.getByRole('table', { name: CLIENTS.search.tableCaption(1) });
    await search.fill(CLIENT.firstName);
    await page.getByRole('button', { name: CLIENTS.search.submit, exact: true }).click();
    await expect(results.getByRole('link', { name: new RegExp(CLIENT.firstName) })).toBeVisible();
    // What was typed about a person stays out of the address (pages/clients-page.tsx).
    expect(page.url()).not.toContain(CLIENT.firstName);

    await search.fill(CLIENT.ssn.slice(-4));
    await page.getByRole('button', { name: CLIENTS.search.submit, exact: true }).click();
    await expect(results).toContainText(`***-**-${CLIENT.ssn.slice(-4)}`);
    await expect(results).toContainText(CLIENT.code);
    expect(page.url()).toMatch(/\/admin\/clients$/);
    await results.getByRole('link', { name: new RegExp(CLIENT.firstName) }).click();

    // The profile: every part of the record under its own heading; the SSN only masked.
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(CLIENT.firstName) })).toBeFocused();
    const profile = CLIENTS.profile;
    for (const heading of [
      CLIENTS.lock.heading,
      profile.identityHeading,
      profile.programsHeading,
      profile.contactsHeading,
      profile.benefitsHeading,
      profile.billsHeading,
      profile.documentsHeading,
      profile.applicationsHeading,
      profile.onboardingHeading,
      profile.signInsHeading,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText(`***-**-${CLIENT.ssn.slice(-4)}`);
    await expect(page.getByRole('main')).not.toContainText(CLIENT.ssn);
    await expect(page.getByRole('table', { name: profile.programsCaption })).toContainText('$');
    await expectAccessibleAtBothWidths(page, 'client profile');

    // Lock: the reason is required, and its error stands beside the field.
    await page.getByRole('button', { name: CLIENTS.lock.lockButton }).click();
    const lockDialog = page.getByRole('dialog', { name: new RegExp(CLIENT.firstName) });
    const reason = lockDialog.getByRole('textbox', { name: ADMIN_CONTENT.reasonDialog.label });
    await lockDialog.getByRole('button', { name: CLIENTS.lock.lockSubmit }).click();
    await expect(lockDialog.getByText(LOCK_REASON_MESSAGE)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAtBothWidths(page, 'the lock dialog with its error');
    await reason.fill('He asked us to stop all access while his card is replaced.');
    await lockDialog.getByRole('button', { name: CLIENTS.lock.lockSubmit }).click();
    await expect(lockDialog).toBeHidden();
    await expect(page.getByText(CLIENTS.lock.locked)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: CLIENTS.lock.heading, exact: true })).toBeFocused();
    await expect(page.getByText(CLIENTS.statuses.locked).first()).toBeVisible();

    // The client's right password is now refused: 403, not the 422 of a wrong one.
    const signIn = await page.request.post('/api/v1/website/login', {
      data: { login_method: 'username', username: CLIENT.username, password: CLIENT.password, [CAPTCHA_FIELD]: 'dev-captcha:login' },
    });
    expect(signIn.status(), await signIn.text()).toBe(403);

    await page.getByRole('button', { name: CLIENTS.lock.unlockButton }).click();
    const unlockDialog = page.getByRole('alertdialog');
    await expect(unlockDialog).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the unlock confirmation');
    await unlockDialog.getByRole('button', { name: CLIENTS.lock.unlockSubmit }).click();
    await expect(page.getByText(CLIENTS.lock.unlocked)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: CLIENTS.lock.heading, exact: true })).toBeFocused();

    // The reset link goes to the address on file; the page says where, masked.
    const resetButton = page.getByRole('button', { name: CLIENTS.lock.resetButton });
    await resetButton.click();
    const resetDialog = page.getByRole('alertdialog');
    await expectAccessibleAtBothWidths(page, 'the reset-link confirmation');
    await resetDialog.getByRole('button', { name: CLIENTS.lock.resetConfirm }).click();
    await expect(page.locator('.admin-notice').getByText(maskEmail(CLIENT.email))).toBeVisible();
    await expect(resetButton).toBeFocused();
    await waitForMail(CLIENT.email, (mail) => mail.subject.startsWith('Reset your password'));
  });

  test('a caseworker follows an alert from the home page to the client, then opens a new enquiry from the inbox, notes it, replies by e-mail and closes it', async ({
    page,
  }) => {
    const reply = `Thank you for writing. Your statement is on its way (${Date.now()}).`;
    await openSignedInAsStaff(page, '/admin');

    // The home page's alerts (issue 24): a caseworker's kinds, grouped under their headings, each a link naming the
    // client and the problem. The demo's Maria holds more than the SSI limit; her alert leads to her profile.
    const alerts = page.getByRole('region', { name: ADMIN_CONTENT.alerts.heading });
    await expect(alerts.getByRole('heading', { level: 3, name: new RegExp(ADMIN_CONTENT.alerts.kinds.ssi_over_limit) })).toBeVisible();
    await expect(alerts.getByRole('heading', { level: 3, name: new RegExp(ADMIN_CONTENT.alerts.kinds.negative_balance) })).toBeVisible();
    await expect(alerts.getByRole('heading', { level: 3, name: new RegExp(ADMIN_CONTENT.alerts.kinds.ssa_deposit_missing) })).toBeVisible();
    // Finance's own kinds are not a caseworker's.
    await expect(alerts.getByRole('heading', { name: new RegExp(ADMIN_CONTENT.alerts.kinds.bank_line_unmatched) })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'the home page with its alerts');
    await alerts.getByRole('link', { name: /^Maria Lopez: .* held, over the SSI limit of \$2,000\.00$/ }).click();
    await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();
    await page.goBack();

    await page.getByRole('link', { name: ADMIN_CONTENT.casework.counts.enquiries_unanswered }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?status=new$/);
    await expect(page.getByRole('heading', { level: 1, name: ENQUIRIES.inbox.heading })).toBeFocused();
    const filters = page.getByRole('navigation', { name: ENQUIRIES.inbox.filterLabel });
    await expect(filters.getByRole('link', { name: ENQUIRIES.statuses.new })).toHaveAttribute('aria-current', 'page');
    await expectAccessibleAtBothWidths(page, 'the enquiry inbox');
    await page.getByRole('link', { name: SEEDED_NEW_ENQUIRY.reference }).click();

    const detail = ENQUIRIES.detail;
    await expect(page.getByRole('heading', { level: 1, name: detail.heading(SEEDED_NEW_ENQUIRY.reference) })).toBeFocused();
    // The link to her record by her name and code (the link to add a case note to her record names her too).
    const clientLink = page.getByRole('link', { name: `${SEEDED_NEW_ENQUIRY.clientName} (${SEEDED_NEW_ENQUIRY.clientCode})`, exact: true });
    await expect(clientLink).toHaveAttribute('href', /\/admin\/clients\/\d+$/);
    await expectAccessibleAtBothWidths(page, 'an enquiry');

    // A note: empty first, so the summary and the field both say what to do.
    const noteForm = page.getByRole('form', { name: detail.noteHeading });
    await noteForm.getByRole('button', { name: detail.noteSubmit }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADMIN_CONTENT.errorSummaryTitle })).toBeFocused();
    await expect(noteForm.getByRole('textbox', { name: detail.noteLabel })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAtBothWidths(page, 'an enquiry with a note error');
    await noteForm.getByRole('textbox', { name: detail.noteLabel }).fill('Called her back: she wants a paper statement.');
    await noteForm.getByRole('button', { name: detail.noteSubmit }).click();
    await expect(toast(page, ENQUIRY_NOTE_ADDED_MESSAGE)).toBeVisible();
    const thread = page.getByRole('list').filter({ hasText: detail.kinds.note });
    await expect(thread).toContainText('Called her back');
    await expect(page.getByRole('heading', { level: 2, name: detail.threadHeading })).toBeFocused();

    const replyForm = page.getByRole('form', { name: detail.replyHeading });
    await replyForm.getByRole('textbox', { name: detail.replyLabel }).fill(reply);
    await replyForm.getByRole('button', { name: detail.replySubmit }).click();
    await expect(toast(page, enquiryReplySentMessage(SEEDED_NEW_ENQUIRY.email))).toBeVisible();
    await expect(thread).toContainText(detail.kinds.reply);
    await waitForMail(SEEDED_NEW_ENQUIRY.email, (mail) => mail.text.includes(reply));

    const statusForm = page.getByRole('form', { name: detail.statusHeading });
    // The reply moved the new enquiry to in progress.
    await expect(statusForm.getByRole('radio', { name: ENQUIRIES.statuses.in_progress })).toBeChecked();
    await statusForm.getByRole('radio', { name: ENQUIRIES.statuses.closed }).check();
    await statusForm.getByRole('button', { name: detail.statusSubmit }).click();
    await expect(toast(page, enquiryStatusMessage(SEEDED_NEW_ENQUIRY.reference, 'closed'))).toBeVisible();

    await page.getByRole('link', { name: detail.back }).click();
    await page
      .getByRole('navigation', { name: ENQUIRIES.inbox.filterLabel })
      .getByRole('link', { name: ENQUIRIES.statuses.closed })
      .click();
    await expect(page).toHaveURL(/\?status=closed$/);
    await expect(page.getByRole('table')).toContainText(SEEDED_NEW_ENQUIRY.reference);
    await expectAccessibleAtBothWidths(page, 'the closed enquiries');
  });
});

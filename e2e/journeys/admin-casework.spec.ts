import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_APPLICATION_CONTENT } from '@payee/content/admin-application';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { ACCOUNT_CONTENT, AUTH_CONTENT } from '@payee/content/client-area';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { INTAKE_STEPS, maskSsn, REJECTION_REASONS_REQUIRED_MESSAGE, SSN_REVEAL_REASON_MESSAGE } from '@payee/contract';
import { REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { submitUsernameSignIn } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { DEMO_INTAKE, submitResumeSignIn } from '../support/intake';
import { pressMainButton } from '../support/intake-form';
import { tabTo } from '../support/keyboard';
import { waitForMail } from '../support/outbox';
import { DEMO_STAFF, freshTotpCode, staffToken } from '../support/staff';
import { DESKTOP } from '../support/viewports';

// A client's whole way through the back office (issue 12, "Done when"): a caseworker signs in with a code of
// their authenticator app, finds Walter by his application code, reads his documents and rejects him with two
// reasons, by keyboard alone; Walter updates and sends it again; the caseworker approves and invites him to
// onboarding; Walter fills in the wizard; the caseworker activates him in a program; and Walter signs in to
// his account. Every back-office screen and dialog is scanned with axe at a phone's width and a desktop's.
//
// Walter ends as an active client, which other journeys must not see (they count on his application waiting
// for a decision): this file has a database of its own.
test.use({ ownDatabase: 'walter-becomes-a-client', viewport: DESKTOP });

const copy = ADMIN_APPLICATION_CONTENT;
const ACT = ADMIN_ONBOARDING_CONTENT.act;
const STATUS = AUTH_CONTENT.status;
/** Walter's application was filled in by his case manager, whose address is the one the service writes to. */
const CASE_MANAGER_EMAIL = 'alicia.romero@example.org';
const WALTER = { ...DEMO_INTAKE.walter, name: 'Walter Brooks', formattedSsn: '987-00-0102' };

/** The caseworker signs in through the page: e-mail and password, then the authenticator app's code. */
async function signInAsCaseworker(page: Page) {
  await page.goto('/admin');
  await page.getByLabel(ADMIN_CONTENT.signIn.email).fill(DEMO_STAFF.email);
  await page.getByLabel(ADMIN_CONTENT.signIn.password).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: ADMIN_CONTENT.signIn.submit }).click();
  await page.getByRole('textbox', { name: ADMIN_CONTENT.totp.code }).fill(await freshTotpCode(DEMO_STAFF.totpSecret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_CONTENT.home.heading('Demo Staff') })).toBeVisible();
}

/**
 * Walter fills in the onboarding wizard as its pages would send it (the wizard's own pages are walked step by
 * step in onboarding.spec.ts): signed in with his password, his identifiers (the step a submission needs), then
 * the bills step, which sends it in.
 */
async function sendOnboardingInAsWalter(request: APIRequestContext) {
  const login = await request.post('/api/v1/website/login', {
    data: { login_method: 'username', username: WALTER.username, password: WALTER.password, 'g-recaptcha-response': 'dev-captcha:login' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  for (const step of [
    { step: 'identifiers', identifiers: { identification_type_id: 2, identity_code: 'M55501234' }, other_identifiers: [] },
    { step: 'bills', client_bills: [] },
  ]) {
    const response = await request.post('/api/v1/website/onboarding?_method=PUT', {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...step, 'g-recaptcha-response': 'dev-captcha:onboarding' },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

// Sign-in, eleven screens and dialogs scanned at two widths, two sign-ins of Walter's: about three minutes on two busy cores.
test.setTimeout(360_000);

test('Walter, from his application to his account: rejected with two reasons, sent again, approved, invited, onboarded and activated', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsCaseworker(page);
  const token = await staffToken(page.request);
  const headers = { Authorization: `Bearer ${token}` };
  const templates = (
    (await (await page.request.get('/api/v1/admin/rejection-reasons', { headers })).json()) as {
      data: { title: string; text: string }[];
    }
  ).data.slice(0, 2);
  expect(templates).toHaveLength(2);

  // The queue, searched by code; the code is the link to the record, and the way back keeps the search.
  // From the navigation to the decision, the review is by keyboard alone.
  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: ADMIN_CONTENT.applications.pageTitle }));
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox', { name: ADMIN_CONTENT.applications.search });
  await tabTo(page, search);
  await page.keyboard.type(WALTER.code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${WALTER.code}`));
  await tabTo(page, page.getByRole('table').getByRole('link', { name: WALTER.code }));
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: copy.heading(WALTER.code, WALTER.name) });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: copy.backToQueue })).toHaveAttribute('href', new RegExp(`q=${WALTER.code}`));

  // Every answer by step, as the applicant's check page shows them (no Change links), and the documents in the page.
  // Filled in by a case manager: every step was asked, Contact Details and Login Details included.
  for (const step of INTAKE_STEPS) await expect(page.getByRole('heading', { level: 2, name: step.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Change/ })).toHaveCount(0);
  const image = page.getByRole('img', { name: /SSA-623 signed\.png/ });
  await expect(image).toBeVisible();
  // Shown, not only placed: the object URL of the fetched file decodes as an image (the CSP allows blob:).
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect(page.locator('iframe[title*="SSA-1696.pdf"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /Download SSA-11\.jpg/ })).toBeVisible();
  await expect(page.getByText(maskSsn(WALTER.formattedSsn)).first()).toBeVisible();
  await expect(page.getByText(WALTER.formattedSsn)).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'application record');

  // The full SSN: why first, chosen from a short list (none chosen stays beside the list), with details if they help;
  // then the number and a line that it was recorded. By keyboard alone.
  await tabTo(page, page.getByRole('button', { name: copy.ssn.show }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: copy.ssn.dialogTitle });
  const purposes = dialog.getByRole('group', { name: ADMIN_CONTENT.reasonDialog.purposeLegend });
  const firstPurpose = purposes.getByRole('radio').first();
  await expect(firstPurpose).toBeFocused();
  const showInDialog = dialog.getByRole('button', { name: copy.ssn.show });
  await tabTo(page, showInDialog);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(SSN_REVEAL_REASON_MESSAGE)).toBeVisible();
  await expect(firstPurpose).toBeFocused();
  await expectAccessibleAtBothWidths(page, 'SSN reason dialog with an error');
  await page.keyboard.press('Space');
  await expect(firstPurpose).toBeChecked();
  await tabTo(page, dialog.getByRole('textbox', { name: new RegExp(`^${ADMIN_CONTENT.reasonDialog.detailsLabel}`) }));
  const why = 'Checking the SSN against the SSA-1696 form';
  await page.keyboard.type(why);
  await tabTo(page, showInDialog);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(WALTER.formattedSsn)).toBeVisible();
  await expect(page.getByText(copy.ssn.recorded)).toBeVisible();
  const hide = page.getByRole('button', { name: copy.ssn.hide });
  await expect(hide).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(WALTER.formattedSsn)).toHaveCount(0);

  const audit = await page.request.get('/api/v1/admin/audit?action=intake.ssn_reveal', { headers });
  expect(audit.status()).toBe(200);
  const rows = ((await audit.json()) as { data: { action: string; reason: string | null; record_type: string | null }[] }).data;
  expect(rows).toContainEqual(
    expect.objectContaining({ action: 'intake.ssn_reveal', reason: `${REVEAL_PURPOSE_WORDS.ssn.ssa_report}: ${why}` }),
  );

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
  const confirm = page.getByRole('alertdialog', { name: decision.confirm.reject.title(WALTER.code) });
  await expect(confirm).toContainText(decision.confirm.reject.message(WALTER.name, 2));
  await expectAccessibleAtBothWidths(page, 'rejection confirmation');
  await tabTo(page, confirm.getByRole('button', { name: decision.confirm.reject.confirmLabel }));
  await page.keyboard.press('Enter');

  // Rejected: the status takes focus, the form gives way to why nothing more can be decided, the history has it all.
  await expect(page.getByText(copy.facts.statusLine(ADMIN_CONTENT.applications.statuses[5]))).toBeFocused();
  await expect(page.getByText(decision.cannotDecide[5])).toBeVisible();
  const history = page.getByRole('region', { name: copy.history.heading });
  await expect(history).toContainText(ADMIN_CONTENT.decisions.reject);
  for (const template of templates) await expect(history).toContainText(template.text);
  // The e-mail goes through the outbox: its line is in the history once the worker has sent it, which a
  // reload shows.
  await expect(async () => {
    await page.reload();
    await expect(history).toContainText(copy.history.emailSent(''), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(history.getByText(/^To .+\*\*\*@/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'rejected application record');

  // Walter, in a browser of his own: the two reasons on his status page, Update Form Now, and his application sent again.
  const walterContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const walter = await walterContext.newPage();
  await submitResumeSignIn(walter, { username: WALTER.username, password: WALTER.password }, WALTER.code);
  await expect(walter.getByRole('heading', { level: 1, name: STATUS.rejected.heading(WALTER.firstName) })).toBeVisible();
  for (const template of templates) await expect(walter.getByText(template.text)).toBeVisible();
  await walter.getByRole('button', { name: STATUS.rejected.action }).click();
  const checkPage = walter.getByRole('heading', { level: 1, name: INTAKE_FORM_CONTENT.check.heading });
  await expect(checkPage).toBeVisible();
  const income = INTAKE_STEPS_CONTENT.employmentDetails.labels.monthlyIncome;
  await walter.getByRole('link', { name: `${INTAKE_FORM_CONTENT.check.change} ${income}` }).click();
  await walter.getByLabel(income, { exact: true }).fill('1010');
  await pressMainButton(walter, 'saveAndProceed');
  await expect(checkPage).toBeVisible();
  await pressMainButton(walter, 'submit');
  await expect(walter).toHaveURL(/\/client\/intake\/status\/in-progress$/);

  // The caseworker sees it back, sent in again, and approves it (Walter is e-mailed).
  await page.reload();
  await expect(history).toContainText(copy.history.resubmitted);
  await page.getByRole('radio', { name: decision.options.approve.label }).check();
  await page.getByRole('button', { name: decision.submit }).click();
  const approve = page.getByRole('alertdialog', { name: decision.confirm.approve.title(WALTER.code) });
  await approve.getByRole('button', { name: decision.confirm.approve.confirmLabel }).click();
  await expect(page.getByText(copy.facts.statusLine(ADMIN_CONTENT.applications.statuses[3]))).toBeFocused();
  await expect(history).toContainText(ADMIN_CONTENT.decisions.approve);

  // Onboarding: the caseworker invites him; the e-mail's link leads Walter to sign in and to the wizard.
  await page.getByRole('navigation').getByRole('link', { name: ADMIN_ONBOARDING_CONTENT.queue.pageTitle }).click();
  await page.getByRole('table').getByRole('link', { name: WALTER.code }).click();
  await page.getByRole('button', { name: ACT.invite }).click();
  const invite = page.getByRole('alertdialog', { name: ACT.inviteTitle(WALTER.name) });
  await invite.getByRole('button', { name: ACT.inviteConfirm }).click();
  await expect(page.getByRole('button', { name: ACT.inviteAgain })).toBeVisible();
  const invitation = await waitForMail(CASE_MANAGER_EMAIL, (mail) => mail.text.includes(`/client/onboarding/${WALTER.code}`));
  await walter.context().clearCookies();
  await walter.goto(new URL(/https?:\/\/\S+\/client\/onboarding\/\S+/.exec(invitation.text)![0]).pathname);
  await expect(walter).toHaveURL(new RegExp(`/auth/login/${WALTER.code}`));
  await submitUsernameSignIn(walter, WALTER.username, WALTER.password, WALTER.code);
  await expect(walter.getByRole('heading', { level: 1, name: /^Step 1 of 6/ })).toBeVisible();
  await sendOnboardingInAsWalter(walter.request);

  // The caseworker activates him in a program; his next sign-in opens his account.
  await page.reload();
  const activate = page.getByRole('form', { name: ACT.activateHeading });
  await activate.getByRole('checkbox').first().check();
  await activate.getByRole('button', { name: ACT.activate }).click();
  const confirmActivate = page.getByRole('alertdialog', { name: ACT.activateTitle(WALTER.name) });
  await expect(confirmActivate).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the activation confirmed first');
  await confirmActivate.getByRole('button', { name: ACT.activateConfirm }).click();
  await expect(page.getByText(ACT.noActions)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'an activated client');
  await walter.context().clearCookies();
  await submitUsernameSignIn(walter, WALTER.username, WALTER.password);
  await expect(walter).toHaveURL(/\/my-account$/);
  await expect(walter.getByRole('heading', { level: 1, name: ACCOUNT_CONTENT.greeting(WALTER.firstName) })).toBeVisible();
  await walterContext.close();
});

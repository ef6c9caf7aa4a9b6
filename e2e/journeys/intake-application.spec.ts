import type { Page } from '@playwright/test';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { API_PATHS } from '@payee/contract';
import { expectNoAxeViolations } from '../support/axe';
import { expect, expectConsoleErrors, failedResponse, test } from '../support/fixtures';
import { expectNoSidewaysScroll, submitResumeSignIn } from '../support/intake';
import {
  answerSteps,
  expectStep,
  fillAboutYou,
  fillEmploymentDetails,
  fillLoginDetails,
  fillRepresentative,
  newApplicant,
  pressMainButton,
  stepTitle,
  type Applicant,
} from '../support/intake-form';
import { waitForMail } from '../support/outbox';
import { staffToken } from '../support/staff';
import { DESKTOP, PHONE, TABLET } from '../support/viewports';

const FORM = INTAKE_FORM_CONTENT;
const STATUS = AUTH_CONTENT.status;

/**
 * A new application for branch 1 and the one program, as program selection hands it to the form. (The
 * journeys start here: the entry pages have their own journey, intake-entry.spec.ts.)
 */
const NEW_FORM = '/client/intake/new?state_id=23&program_ids=1&is_aware_checked=0';

// Each test comes from its own address (the e2e server trusts X-Forwarded-For), so the per-address limits
// (applications started, sign-in attempts, requests per minute) are not shared between tests or journeys.
let addressCount = 0;
test.beforeEach(async ({ page }) => {
  addressCount += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${10 + addressCount}` });
});

// A whole application with an axe scan of every step takes a minute or two.
test.describe.configure({ timeout: 360_000 });

/** Sends the application in from the check page and waits for the in-progress page and the e-mail. */
async function submitAndExpectReceived(page: Page, applicant: Applicant, context: string) {
  await expectNoAxeViolations(page, `check your answers (${context})`);
  await expectNoSidewaysScroll(page, `check your answers (${context})`);
  await pressMainButton(page, 'submit');
  await expect(page).toHaveURL(/\/client\/intake\/status\/in-progress$/);
  await expect(page.getByRole('heading', { level: 1, name: STATUS.inProgress.heading(applicant.firstName) })).toBeVisible();
  await expectNoAxeViolations(page, `in-progress status (${context})`);
}

test.describe('a complete application', () => {
  test('a client applying for themselves, on a phone: every step, three documents, Submit, and the confirmation e-mail', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const applicant = newApplicant('myself', 1);
    await page.goto(NEW_FORM);

    // Step 1: Next is the only way on, and the count drops to 10 once "myself" is chosen.
    const first = await expectStep(page, 'representative', 'phone, empty');
    await expect(first).toHaveText(/^Step 1 of 11/);
    await expect(page).toHaveTitle(/^Representative – Step 1 of 11 – Apply \|/);
    await expectNoSidewaysScroll(page, 'step 1');
    await fillRepresentative(page, applicant);
    await expect(first).toHaveText(/^Step 1 of 10/);
    await pressMainButton(page, 'next');
    const aboutYou = await expectStep(page, 'about-you', 'phone');
    await expect(aboutYou).toBeFocused();
    await expect(page).toHaveTitle(/^About You – Step 2 of 10 – Apply \|/);
    await expectNoSidewaysScroll(page, 'About You');

    await answerSteps(page, applicant, { from: 'about-you', context: 'myself, phone' });
    await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+\?step=check$/);
    for (const step of ['representative', 'about-you', 'address-details', 'ssa-documents'] as const) {
      await expect(page.getByRole('heading', { level: 2, name: stepTitle(step), exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: stepTitle('contact-details'), exact: true })).toHaveCount(0);
    await expect(page.getByText('ssa-1696.pdf')).toBeVisible();
    await submitAndExpectReceived(page, applicant, 'myself, phone');

    const mail = await waitForMail(applicant.email, (sent) => sent.subject.startsWith('We have received your application'));
    expect(mail.text).toContain(applicant.firstName);
  });

  test('a case manager, on a tablet: leaves halfway, resumes by username and password, and sends it in', async ({ page }) => {
    await page.setViewportSize(TABLET);
    const applicant = newApplicant('case_manager', 2);
    await page.goto(NEW_FORM);
    await answerSteps(page, applicant, { from: 'representative', until: 'emergency-contact', context: 'case manager, tablet' });
    await expectStep(page, 'emergency-contact', 'case manager, tablet');
    const code = await applicationCodeOf(page);

    // Leave without saving anything typed on this step: nothing to warn about.
    await page.goto('/');
    await submitResumeSignIn(page, { username: applicant.username, password: applicant.password }, code);
    await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+\?step=emergency-contact$/);
    await expect(page.getByText(FORM.signedInAs(applicant.username))).toBeVisible();
    await answerSteps(page, applicant, { from: 'emergency-contact', mode: 'resume', context: 'case manager resumed, tablet' });
    await expect(page.getByRole('heading', { level: 2, name: stepTitle('contact-details'), exact: true })).toBeVisible();
    await submitAndExpectReceived(page, applicant, 'case manager, tablet');

    await waitForMail(applicant.email, (sent) => sent.subject.startsWith('We have received the application'));
  });

  test('a relative, on a desktop: answers, resumes by SSN and birth date, changes an answer from the check page and sends it in', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const applicant = newApplicant('relative', 3);
    await page.goto(NEW_FORM);
    await answerSteps(page, applicant, { from: 'representative', until: 'housing-details', context: 'relative, desktop' });
    await expectStep(page, 'housing-details', 'relative, desktop');

    // A typed answer not saved yet: leaving through a link asks first.
    await page.getByLabel(INTAKE_STEPS_CONTENT.housingDetails.labels.housingProvider, { exact: true }).fill('Unsaved Homes');
    await page.getByRole('link', { name: AUTH_CONTENT.logoHomeLabel }).click();
    const leave = page.getByRole('alertdialog', { name: FORM.unsavedChanges.title });
    await expect(leave).toContainText(FORM.unsavedChanges.message);
    await expectNoAxeViolations(page, 'leave dialog');
    await leave.getByRole('button', { name: FORM.unsavedChanges.leave }).click();
    await expect(page).toHaveURL(/\/$/);

    await submitResumeSignIn(page, { ssn: applicant.ssn, birthDate: applicant.birthDate });
    await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+\?step=housing-details$/);
    await expect(page.getByLabel(INTAKE_STEPS_CONTENT.housingDetails.labels.housingProvider, { exact: true })).toHaveValue('');
    await answerSteps(page, applicant, { from: 'housing-details', mode: 'resume', context: 'relative resumed, desktop' });

    // Change an answer: the step opens at its field and saving comes back here.
    await page.getByRole('link', { name: `${FORM.check.change} ${INTAKE_STEPS_CONTENT.employmentDetails.labels.monthlyIncome}` }).click();
    await expectStep(page, 'employment-details', 'changing from the check page');
    await expect(page.getByLabel(INTAKE_STEPS_CONTENT.employmentDetails.labels.monthlyIncome, { exact: true })).toBeFocused();
    await page.getByLabel(INTAKE_STEPS_CONTENT.employmentDetails.labels.monthlyIncome, { exact: true }).fill('1010');
    await pressMainButton(page, 'saveAndProceed');
    await expect(page.getByRole('heading', { level: 1, name: FORM.check.heading })).toBeVisible();
    await expect(page.getByText('$1,010.00')).toBeVisible();
    await submitAndExpectReceived(page, applicant, 'relative, desktop');

    await waitForMail(applicant.email, (sent) => sent.subject.startsWith('We have received the application'));
  });
});

test.describe('the server says no', () => {
  test.use(expectConsoleErrors(failedResponse(422)));

  test('a username that is taken is shown at its field, which takes focus', async ({ page }) => {
    const applicant = { ...newApplicant('myself', 4), username: 'dorothy.evans' };
    await page.goto(NEW_FORM);
    await answerSteps(page, applicant, { from: 'representative', until: 'login-details', context: 'username taken' });
    await expectStep(page, 'login-details', 'username taken');
    await fillLoginDetails(page, applicant);
    await pressMainButton(page, 'saveAndProceed');
    const username = page.getByLabel(FORM.loginDetails.labels.username, { exact: true });
    await expect(username).toBeFocused();
    await expect(username).toHaveAccessibleDescription(/already taken|already in use|choose another/i);
    await expect(page.getByRole('alert').filter({ hasText: FORM.errorSummaryTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/client\/intake\/new\?/);
    await expectNoAxeViolations(page, 'username taken');
  });
});

test.describe('a rejected application', () => {
  test('is sent back by staff with a reason, updated by the applicant and sent again', async ({ page, request }) => {
    // A whole application, then the update: more than the other journeys.
    test.setTimeout(360_000);
    const applicant = newApplicant('myself', 5);
    await page.goto(NEW_FORM);
    await answerSteps(page, applicant, { from: 'representative', context: 'to be rejected' });
    const code = await applicationCodeOf(page);
    await pressMainButton(page, 'submit');
    await expect(page).toHaveURL(/\/client\/intake\/status\/in-progress$/);

    const reason = 'The monthly income does not match the benefit letter. Please check the amount.';
    const token = await staffToken(request);
    const decision = await request.post(`/api/v1${API_PATHS.adminIntakeDecision(code)}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { decision: 'reject', reasons: [reason] },
    });
    expect(decision.status(), await decision.text()).toBe(200);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await submitResumeSignIn(page, { ssn: applicant.ssn, birthDate: applicant.birthDate }, code);
    await expect(page.getByRole('heading', { level: 1, name: STATUS.rejected.heading(applicant.firstName) })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    await page.getByRole('button', { name: STATUS.rejected.action }).click();

    await expect(page.getByRole('heading', { level: 1, name: FORM.check.heading })).toBeVisible();
    const notice = page.getByRole('region', { name: FORM.rejected.heading });
    await expect(notice).toContainText(reason);
    await expectNoAxeViolations(page, 'rejected application on the check page');
    await page.getByRole('link', { name: `${FORM.check.change} ${INTAKE_STEPS_CONTENT.employmentDetails.labels.monthlyIncome}` }).click();
    await expectStep(page, 'employment-details', 'rejected, correcting');
    await page.getByLabel(INTAKE_STEPS_CONTENT.employmentDetails.labels.monthlyIncome, { exact: true }).fill('1010');
    await pressMainButton(page, 'saveAndProceed');
    await submitAndExpectReceived(page, applicant, 'sent again');
    await waitForMail(applicant.email, (sent) => sent.text.includes('We have received it again'));
  });
});

test.describe('resuming where the applicant stopped', () => {
  test('About You answered but not saved is asked again; a saved application opens on its first step not saved', async ({ page }) => {
    const applicant = newApplicant('myself', 6);
    await page.goto(NEW_FORM);
    await expectStep(page, 'representative', 'resume check');
    await fillRepresentative(page, applicant);
    await pressMainButton(page, 'next');
    await expectStep(page, 'about-you', 'resume check');
    await fillAboutYou(page, applicant);
    await pressMainButton(page, 'next');
    await expectStep(page, 'login-details', 'resume check');
    // Browser Back keeps what was typed on earlier steps.
    await page.goBack();
    await expect(page.getByLabel(FORM.aboutYou.labels.firstName, { exact: true })).toHaveValue(applicant.firstName);
    await page.goForward();
    await fillLoginDetails(page, applicant);
    await pressMainButton(page, 'saveAndProceed');
    await expectStep(page, 'address-details', 'first saved');
    await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+\?step=address-details$/);

    // Back from the first saved step continues the saved application rather than starting another.
    await page.goBack();
    await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+\?step=about-you$/);
    await expect(page.getByLabel(FORM.aboutYou.labels.firstName, { exact: true })).toHaveValue(applicant.firstName);

    // Benefit Details (optional) skipped, the next step saved: signing in again opens the skipped step, which the
    // step indicator does not call completed.
    await page.goForward();
    await answerSteps(page, applicant, { from: 'address-details', until: 'benefit-details', mode: 'resume', context: 'resume check' });
    await expectStep(page, 'benefit-details', 'resume check');
    await page.getByRole('button', { name: `${FORM.buttons.skip} ${stepTitle('benefit-details')}` }).click();
    await expectStep(page, 'employment-details', 'resume check');
    await fillEmploymentDetails(page);
    await pressMainButton(page, 'saveAndProceed');
    await expectStep(page, 'housing-details', 'resume check');
    await page.goto('/');
    await submitResumeSignIn(page, { username: applicant.username, password: applicant.password });
    await expectStep(page, 'benefit-details', 'resumed at the skipped step');
    const progress = page.getByRole('navigation', { name: FORM.progressLabel });
    await expect(progress.getByRole('listitem').filter({ hasText: stepTitle('employment-details') })).toContainText(
      `Completed: ${stepTitle('employment-details')}`,
    );
    await expect(progress.getByRole('listitem').filter({ hasText: stepTitle('benefit-details') })).not.toContainText('Completed');
  });
});

/** The application code of the signed-in applicant, as the session keeps it. */
async function applicationCodeOf(page: Page): Promise<string> {
  const code = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { application_code?: string }).application_code,
  );
  expect(code, 'the application code in the session').toMatch(/^APP-/);
  return code!;
}

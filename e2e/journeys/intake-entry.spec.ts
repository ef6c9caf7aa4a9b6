import { AUTH_CONTENT } from '@payee/content/client-area';
import { INTAKE_CONTENT } from '@payee/content/intake';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { DEMO_INTAKE, expectNoSidewaysScroll, submitResumeSignIn } from '../support/intake';
import { DESKTOP, PHONE, PHONES } from '../support/viewports';

const COPY = INTAKE_CONTENT;
const SIGN_IN = AUTH_CONTENT.signIn;
const STATUS = AUTH_CONTENT.status;
/** Michigan in the reference data (apps/api/src/db/migrations/0001_reference_data.sql). */
const MICHIGAN_ID = 23;
const PROGRAM_SELECTION = '/client/intake/new/program-selection';
const STATE_REQUIRED = 'Please select a state';
const PROGRAM_REQUIRED = "Select at least one program or choose 'I am not aware' to proceed.";
// A tick box's label holds its hint too (components/ui/checkbox), so names start with the label.
const PROGRAM = new RegExp(`^${COPY.programSelection.program.name}`);
const NOT_AWARE = new RegExp(`^${COPY.programSelection.notAware}`);

// Each test comes from its own address (the e2e server trusts X-Forwarded-For), so the per-address limits
// (sign-in attempts, requests per minute) are not shared between tests or with other journeys.
let addressCount = 0;
test.beforeEach(async ({ page }) => {
  addressCount += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${10 + addressCount}` });
});

for (const [name, viewport] of Object.entries({ desktop: DESKTOP, ...PHONES })) {
  test.describe(`starting a new application (${name}, ${viewport.width}px)`, () => {
    test.use({ viewport });

    test('landing, state selection with its error, program selection with its error and Learn More, by mouse and keyboard', async ({
      page,
    }) => {
      await page.goto('/client/intake');
      await expect(page.getByRole('heading', { level: 1, name: COPY.landing.heading })).toBeVisible();
      await expect(page.getByRole('link', { name: COPY.landing.alreadyApplied.link })).toHaveAttribute('href', '/auth/login');
      await expect(page).toHaveTitle(`${COPY.landing.pageTitle} | Access Payee Services`);
      await expectNoAxeViolations(page, `intake landing at ${name}`);
      await expectNoSidewaysScroll(page, 'intake landing');

      await page.getByRole('link', { name: COPY.landing.startNew.label }).click();
      await expect(page).toHaveURL(/\/client\/intake\/new\/state-selection$/);
      await expect(page.getByRole('heading', { level: 1, name: COPY.stateSelection.heading })).toBeFocused();
      await expectNoAxeViolations(page, `state selection at ${name}`);

      // No state: the message beside the field and in the summary, which takes focus and links to the field.
      await page.getByRole('button', { name: COPY.stateSelection.submit }).click();
      const summary = page.getByRole('alert').filter({ hasText: COPY.errorSummaryTitle });
      await expect(summary).toBeFocused();
      const state = page.getByRole('combobox', { name: COPY.stateSelection.label });
      await expect(state).toHaveAccessibleDescription(new RegExp(STATE_REQUIRED));
      await expectNoAxeViolations(page, `state selection with its error at ${name}`);
      await expectNoSidewaysScroll(page, 'state selection with its error');
      await summary.getByRole('link', { name: STATE_REQUIRED }).click();
      await expect(state).toBeFocused();

      // By keyboard alone: type to find the state, Enter picks it, Enter in the closed dropdown sends the form.
      await page.keyboard.type('Mich');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`state-selection\\?state_id=${MICHIGAN_ID}$`));
      await expect(state).not.toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `state selection with Michigan chosen at ${name}`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${PROGRAM_SELECTION}?state_id=${MICHIGAN_ID}&program_ids=1&is_aware_checked=0`);
      await expect(page.getByRole('heading', { level: 1, name: COPY.programSelection.heading })).toBeFocused();

      const program = page.getByRole('checkbox', { name: PROGRAM });
      await expect(program).toBeChecked();
      await expectNoAxeViolations(page, `program selection at ${name}`);
      await expectNoSidewaysScroll(page, 'program selection');

      const details = page.getByText(COPY.programSelection.program.details[0] ?? '');
      await expect(details).toBeHidden();
      await page.getByRole('button', { name: new RegExp(`^${COPY.programSelection.learnMore}`) }).click();
      await expect(details).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${COPY.programSelection.showLess}`) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expectNoAxeViolations(page, `program selection with the description open at ${name}`);

      // Neither a program nor "I am not aware": the program selection message; the unticked choice is kept in the
      // address.
      await program.uncheck();
      await expect(page).toHaveURL(`${PROGRAM_SELECTION}?state_id=${MICHIGAN_ID}&program_ids=&is_aware_checked=0`);
      await page.getByRole('button', { name: COPY.programSelection.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: COPY.errorSummaryTitle })).toBeFocused();
      await expect(page.getByRole('group', { name: COPY.programSelection.legend })).toContainText(PROGRAM_REQUIRED);
      await expectNoAxeViolations(page, `program selection with its error at ${name}`);
      await expectNoSidewaysScroll(page, 'program selection with its error');

      // Reload keeps the choice; Back keeps the state.
      await page.reload();
      await expect(page.getByRole('checkbox', { name: PROGRAM })).not.toBeChecked();
      await page.getByRole('link', { name: COPY.programSelection.back }).click();
      await expect(page).toHaveURL(`/client/intake/new/state-selection?state_id=${MICHIGAN_ID}&program_ids=&is_aware_checked=0`);
      await expect(page.getByRole('combobox', { name: COPY.stateSelection.label })).toBeVisible();
      await expect(page.getByText('Michigan', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: COPY.stateSelection.submit }).click();

      // "I am not aware" alone is enough; Enter on the tick box proceeds.
      const notAware = page.getByRole('checkbox', { name: NOT_AWARE });
      await notAware.check();
      await notAware.press('Enter');
      // The form adds its own step to the query.
      await expect(page).toHaveURL(new RegExp(`/client/intake/new\\?state_id=${MICHIGAN_ID}&program_ids=&is_aware_checked=1(&|$)`));
    });

    test('resume: the chooser and both sign-in pages, with and without an application code', async ({ page }) => {
      await page.goto('/client/intake');
      await page.getByRole('link', { name: COPY.landing.resume.label }).click();
      await expect(page).toHaveURL(/\/client\/intake\/resume-verification$/);
      await expect(page.getByRole('heading', { level: 1, name: COPY.resumeChooser.heading })).toBeFocused();
      await expectNoAxeViolations(page, `resume chooser at ${name}`);
      await expectNoSidewaysScroll(page, 'resume chooser');

      await page.getByRole('link', { name: COPY.resumeChooser.byUsername }).click();
      await expect(page).toHaveURL(/\/client\/intake\/resume-verification\/username$/);
      await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.headingWithoutCode })).toBeVisible();
      await expect(page.getByRole('link', { name: SIGN_IN.forgotUsername })).toHaveAttribute('href', '/auth/forgot-username');
      await expect(page.getByRole('link', { name: SIGN_IN.forgotPassword })).toHaveAttribute('href', '/auth/forgot-password');
      await expectNoAxeViolations(page, `username resume sign-in at ${name}`);
      await expectNoSidewaysScroll(page, 'username resume sign-in');

      await page.goto('/client/intake/resume-verification/ssn');
      await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.headingWithoutCode })).toBeVisible();
      await expectNoAxeViolations(page, `SSN resume sign-in at ${name}`);

      await page.goto(`/client/intake/resume-verification/${DEMO.maria.code}`);
      await expect(page.getByText(COPY.resumeChooser.greeting(DEMO.maria.firstName))).toBeVisible();
      await expectNoAxeViolations(page, `resume chooser with a code at ${name}`);
      await page.getByRole('link', { name: COPY.resumeChooser.bySsn }).click();
      await expect(page).toHaveURL(new RegExp(`/client/intake/resume-verification/${DEMO.maria.code}/ssn$`));
      await expect(page.getByText(SIGN_IN.greeting(DEMO.maria.firstName))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.headingWithCode })).toBeVisible();
      await expectNoAxeViolations(page, `SSN resume sign-in with a code at ${name}`);
      await expectNoSidewaysScroll(page, 'SSN resume sign-in with a code');

      await page.goto(`/client/intake/resume-verification/${DEMO.maria.code}/username`);
      await expect(page.getByRole('heading', { level: 1, name: SIGN_IN.headingWithCode })).toBeVisible();
      await expectNoAxeViolations(page, `username resume sign-in with a code at ${name}`);
    });
  });
}

test.describe('where resume sign-in leads', () => {
  test.use({ viewport: DESKTOP });

  test('an applicant still filling in the form is taken to it', async ({ page }) => {
    const { dorothy } = DEMO_INTAKE;
    await submitResumeSignIn(page, { username: dorothy.username, password: dorothy.password }, dorothy.code);
    await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+(\?step=[a-z-]+)?$/);
  });

  test('an applicant whose application is being reviewed sees the in-progress page, at 1440 and 375 px', async ({ page }) => {
    const { walter } = DEMO_INTAKE;
    await page.goto(`/client/intake/resume-verification/${walter.code}/ssn`);
    await expect(page.getByText(SIGN_IN.greeting(walter.firstName))).toBeVisible();
    await submitResumeSignIn(page, { ssn: walter.ssn, birthDate: walter.birthDate }, walter.code);
    await expect(page).toHaveURL(/\/client\/intake\/status\/in-progress$/);
    await expect(page.getByRole('heading', { level: 1, name: STATUS.inProgress.heading(walter.firstName) })).toBeFocused();
    await expect(page.getByText(STATUS.inProgress.emailLine)).toBeVisible();
    await expect(page.getByRole('button', { name: STATUS.rejected.action })).toHaveCount(0);
    await expectNoAxeViolations(page, 'intake in-progress page');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, 'intake in-progress page at 375px');
    await expectNoSidewaysScroll(page, 'intake in-progress page');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: STATUS.inProgress.heading(walter.firstName) })).toBeVisible();
  });

  test('a rejected applicant sees each reason on its own line, and Update Form Now opens the application', async ({ page }) => {
    const { angela } = DEMO_INTAKE;
    await submitResumeSignIn(page, { username: angela.username, password: angela.password });
    await expect(page).toHaveURL(/\/client\/intake\/status\/rejected$/);
    await expect(page.getByRole('heading', { level: 1, name: STATUS.rejected.heading(angela.firstName) })).toBeVisible();
    await expect(page.getByRole('list', { name: STATUS.rejected.text }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page, 'intake rejected page');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, 'intake rejected page at 375px');
    await expectNoSidewaysScroll(page, 'intake rejected page');
    await page.getByRole('button', { name: STATUS.rejected.action }).click();
    await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+(\?step=[a-z-]+)?$/);
  });

  test('a client goes to their account', async ({ page }) => {
    await submitResumeSignIn(page, { username: DEMO.maria.username, password: DEMO.maria.password }, DEMO.maria.code);
    await expect(page).toHaveURL(/\/my-account$/);
  });

  test('an approved onboarding applicant is congratulated on the approved page, also after a reload', async ({ page }) => {
    await submitResumeSignIn(page, { ssn: DEMO.patricia.ssn, birthDate: DEMO.patricia.birthDate });
    await expect(page).toHaveURL(/\/client\/intake\/status\/approved$/);
    await expect(page.getByRole('heading', { level: 1, name: STATUS.approved.heading(DEMO.patricia.firstName) })).toBeVisible();
    await expectNoAxeViolations(page, 'approved status page');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, 'approved status page at 375px');
    await expectNoSidewaysScroll(page, 'approved status page');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: STATUS.approved.heading(DEMO.patricia.firstName) })).toBeVisible();
    await page.getByRole('button', { name: STATUS.approved.action }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('an onboarding applicant under review sees the in-progress page; Back To Home signs out', async ({ page }) => {
    await submitResumeSignIn(page, { username: DEMO.linda.username, password: DEMO.linda.password });
    await expect(page).toHaveURL(/\/client\/intake\/status\/in-progress$/);
    await expect(page.getByRole('heading', { level: 1, name: STATUS.inProgress.heading(DEMO.linda.firstName) })).toBeVisible();
    await expectNoAxeViolations(page, 'in-progress status page');
    await page.getByRole('button', { name: STATUS.backToHome }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/client/intake/status/in-progress');
    await expect(page).toHaveURL(/\/client\/intake\/resume-verification$/);
  });

  test('a rejected onboarding applicant sees each reason on its own line', async ({ page }) => {
    await submitResumeSignIn(page, { username: DEMO.robert.username, password: DEMO.robert.password });
    await expect(page).toHaveURL(/\/client\/intake\/status\/rejected$/);
    await expect(page.getByRole('heading', { level: 1, name: STATUS.rejected.heading(DEMO.robert.firstName) })).toBeVisible();
    await expect(page.getByRole('list', { name: STATUS.rejected.text }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page, 'rejected status page');
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, 'rejected status page at 375px');
  });
});

for (const [name, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  test.describe(`a status page shows the status the server holds, not the address's (${name}, ${viewport.width}px)`, () => {
    test.use({ viewport });

    test('an applicant whose application is being reviewed is moved from /status/approved to the in-progress page, with the application code', async ({
      page,
    }) => {
      const { walter } = DEMO_INTAKE;
      await submitResumeSignIn(page, { username: walter.username, password: walter.password });
      await expect(page).toHaveURL(/\/client\/intake\/status\/in-progress$/);

      await page.goto('/client/intake/status/approved');
      await expect(page).toHaveURL(/\/client\/intake\/status\/in-progress$/);
      await expect(page.getByRole('heading', { level: 1, name: STATUS.inProgress.heading(walter.firstName) })).toBeVisible();
      await expect(page.getByText(/Congratulations/)).toHaveCount(0);
      await expect(page.getByText(STATUS.inProgress.applicationCodeLabel)).toContainText(walter.code);
      await expectNoAxeViolations(page, `in-progress page with the application code (${name})`);
      await expectNoSidewaysScroll(page, 'in-progress page with the application code');
    });

    test('an applicant still filling in the form is taken from a status address to the form', async ({ page }) => {
      const { dorothy } = DEMO_INTAKE;
      await submitResumeSignIn(page, { username: dorothy.username, password: dorothy.password });
      await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+(\?step=[a-z-]+)?$/);
      await page.goto('/client/intake/status/rejected');
      await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+(\?step=[a-z-]+)?$/);
    });
  });
}

test.describe('status pages without a sign-in', () => {
  for (const [name, viewport] of Object.entries({ desktop: DESKTOP, ...PHONES })) {
    test(`an unknown status is the 404 screen (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/client/intake/status/pending');
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found !' })).toBeVisible();
      await expect(page.getByText('You may have mistyped the address or the page may have been moved.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expectNoAxeViolations(page, `status 404 at ${name}`);
      await expectNoSidewaysScroll(page, 'status 404');
    });
  }

  test('nobody signed in is sent to resume verification', async ({ page }) => {
    await page.goto('/client/intake/status/rejected');
    await expect(page).toHaveURL(/\/client\/intake\/resume-verification$/);
    await expect(page.getByRole('heading', { level: 1, name: COPY.resumeChooser.heading })).toBeVisible();
  });
});

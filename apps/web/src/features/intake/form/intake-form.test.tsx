import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPageTitle } from '@payee/content';
import { deferred } from '@/test/api-stub';
import {
  formListRoutes,
  intakeFormRoutes,
  renderRoutes,
  savedApplication,
  signInApplicant,
  stubApi,
  type StubHandler,
} from '@/test/intake-form';

// Forms of many fields, filled through react-select on a busy machine: more than vitest's 5-second default.
vi.setConfig({ testTimeout: 30_000 });

let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
});

const NEW_PATH = '/client/intake/new?state_id=3&program_ids=1&is_aware_checked=0';

function renderForm(path: string, overrides: Record<string, StubHandler> = {}) {
  api = stubApi({ ...formListRoutes(), ...overrides });
  return renderRoutes(intakeFormRoutes, path);
}

type View = ReturnType<typeof renderForm>;

/** The page's h1; a step with many selects can take a few seconds to render in jsdom on a busy machine. */
const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });
const posts = (url: string) => api.sent('POST', url);

async function choose(view: View, label: string, option: string) {
  await view.user.click(screen.getByRole('combobox', { name: label }));
  await view.user.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

/** Step 1 (myself) and About You of a new application, moving on with Next. */
async function answerFirstSteps(view: View) {
  await heading(/Representative/);
  await view.user.click(screen.getByRole('radio', { name: /I am applying for myself/ }));
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await heading(/About You/);
  await view.user.type(screen.getByRole('textbox', { name: 'First name' }), 'Rosa');
  await view.user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Delgado');
  await view.user.type(screen.getByLabelText('Social Security Number'), '123456789');
  await view.user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '04/02/1958');
  await view.user.type(screen.getByRole('textbox', { name: 'City or town of birth' }), 'Detroit');
  await choose(view, 'State of birth', 'Michigan');
  await choose(view, 'Marital status', 'Married');
  await choose(view, 'Gender', 'Female');
  await choose(view, 'Race', 'White');
  await view.user.keyboard('{Escape}');
  await choose(view, 'Preferred language', 'English');
  await choose(view, 'How did you hear about us?', 'Internet search');
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await heading(/Login Details/);
}

async function answerLoginDetails(view: View) {
  await view.user.type(screen.getByRole('textbox', { name: 'Username' }), 'rosa.delgado');
  await view.user.type(screen.getByLabelText('Password'), 'Rosa@Apply2026');
  await view.user.type(screen.getByLabelText('Type the password again'), 'Rosa@Apply2026');
}

/** The create answer: the applicant signed in, as `POST /website/login` answers, with the application code. */
const created: StubHandler = () => ({
  status: 201,
  data: {
    message: 'Your application is saved.',
    token: 'token-41',
    data: {
      process_type: 'intake',
      current_process: 'pending',
      id: 41,
      application_id: 'APP-NEW041',
      application_code: 'APP-NEW041',
      ssn_number_partial: '6789',
      title: null,
      first_name: 'Rosa',
      middle_name: null,
      last_name: 'Delgado',
      suffix: null,
      rejection_reason: [],
      token: 'token-41',
    },
  },
});

/** What `GET /website/intake` answers right after the first save: steps 1-4 only. */
const justCreated = () =>
  savedApplication({
    physical_address: null,
    mailing_address: null,
    emergency_contact: null,
    benefit: null,
    housing: null,
    ssa_documents: [],
    personal_contact: null,
    saved_steps: ['representative', 'about-you', 'login-details'],
  });

describe('a new application', () => {
  it('opens on step 1 of 11 with Next, the step in the URL and in the page title', async () => {
    const view = renderForm(NEW_PATH);
    expect(await heading('Step 1 of 11 Representative')).toBeInTheDocument();
    await vi.waitFor(() => expect(view.router.state.location.search).toContain('step=representative'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(formatPageTitle('Representative – Step 1 of 11 – Apply')));
    expect(screen.getByRole('navigation', { name: 'Steps of your application' })).toHaveTextContent('Contact Details (optional)');
  });

  it('checks step 1 before moving on: the error summary takes focus and nothing is sent', async () => {
    const view = renderForm(NEW_PATH);
    await heading(/Representative/);
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Select who is filling in this form.' })).toHaveAttribute(
      'href',
      '#representative.representative_type',
    );
    expect(screen.getByRole('group', { name: 'Who is filling in this form?' })).toHaveTextContent('Select who is filling in this form.');
    expect(view.router.state.location.search).toContain('step=representative');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('counts 10 steps for a client applying themselves, pushes each step and focuses its heading; Back returns', async () => {
    const view = renderForm(NEW_PATH);
    await heading(/Representative/);
    await view.user.click(screen.getByRole('radio', { name: /I am applying for myself/ }));
    expect(await heading('Step 1 of 10 Representative')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    const aboutYou = await heading('Step 2 of 10 About You');
    await vi.waitFor(() => expect(aboutYou).toHaveFocus());
    expect(view.router.state.historyAction).toBe('PUSH');
    expect(view.router.state.location.search).toBe('?state_id=3&program_ids=1&is_aware_checked=0&step=about-you');
    await waitFor(() => expect(document.title).toBe(formatPageTitle('About You – Step 2 of 10 – Apply')));

    await view.router.navigate(-1);
    expect(await heading('Step 1 of 10 Representative')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /I am applying for myself/ })).toBeChecked();
  });

  it('goes back from step 1 to program selection, keeping the choice', async () => {
    const view = renderForm(NEW_PATH);
    await heading(/Representative/);
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/client/intake/new/program-selection'));
    expect(view.router.state.location.search).toBe('?state_id=3&program_ids=1&is_aware_checked=0');
  });

  it('opens the first step when the URL names a step not reached yet', async () => {
    const view = renderForm(`${NEW_PATH}&step=housing-details`);
    expect(await heading(/Representative/)).toBeInTheDocument();
    await vi.waitFor(() => expect(view.router.state.location.search).toContain('step=representative'));
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('saves for the first time on Login Details: multipart with captcha, signs the applicant in, and continues the saved application', async () => {
    const view = renderForm(NEW_PATH, {
      'POST /website/intake': created,
      'GET /website/intake': () => ({ status: 200, data: { data: justCreated() } }),
    });
    await answerFirstSteps(view);
    expect(screen.getByRole('heading', { level: 1, name: 'Step 3 of 10 Login Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and proceed' })).toBeInTheDocument();
    await answerLoginDetails(view);
    await view.user.click(screen.getByRole('button', { name: 'Save and proceed' }));

    expect(await heading('Step 3 of 9 Address Details')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/client/intake/resume/41');
    expect(view.router.state.location.search).toBe('?step=address-details');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Your application is saved.')).toBeInTheDocument();

    const body = posts('/website/intake')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('step')).toBe('login-details');
    expect(body.get('branch_id')).toBe('3');
    expect(body.get('program_id[0]')).toBe('1');
    expect(body.get('representative[representative_type]')).toBe('myself');
    expect(body.get('ssn')).toBe('123456789');
    expect(body.get('date_of_birth')).toBe('1958-04-02');
    expect(body.get('race_id[0]')).toBe('6');
    expect(body.get('username')).toBe('rosa.delgado');
    expect(body.get('g-recaptcha-response')).toBe('dev-captcha:intake');
    expect(body.get('middle_name')).toBeNull();

    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({
      process_type: 'intake',
      current_process: 'pending',
      id: 41,
      application_code: 'APP-NEW041',
      first_name: 'Rosa',
    });
    expect(api.sent('GET', '/website/intake')).toHaveLength(1);
    expect(screen.getByText('Your username: rosa.delgado')).toBeInTheDocument();
  });

  it('without a captcha token shows the captcha toast and sends nothing', async () => {
    const view = renderForm(NEW_PATH, { 'GET /site-config': () => ({ status: 404, data: { message: 'Not found' } }) });
    await answerFirstSteps(view);
    await answerLoginDetails(view);
    await view.user.click(screen.getByRole('button', { name: 'Save and proceed' }));
    expect(await screen.findByText('Captcha verification failed. Please try again!')).toBeInTheDocument();
    expect(posts('/website/intake')).toHaveLength(0);
  });

  it("shows the server's field error at its field, focused, with the message as a toast", async () => {
    const view = renderForm(NEW_PATH, {
      'POST /website/intake': () => ({
        status: 422,
        data: { message: 'Please check your answers.', errors: { username: ['This username is already taken. Please choose another.'] } },
      }),
    });
    await answerFirstSteps(view);
    await answerLoginDetails(view);
    await view.user.click(screen.getByRole('button', { name: 'Save and proceed' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    await vi.waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription(expect.stringContaining('This username is already taken. Please choose another.'));
    expect(
      within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', {
        name: 'This username is already taken. Please choose another.',
      }),
    ).toHaveAttribute('href', '#username');
    expect(await screen.findByText('Please check your answers.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/client/intake/new');
  });
});

describe('a saved application', () => {
  const RESUME = '/client/intake/resume/41';

  function renderSaved(path: string, application = savedApplication(), overrides: Record<string, StubHandler> = {}) {
    signInApplicant();
    return renderForm(path, { 'GET /website/intake': () => ({ status: 200, data: { data: application } }), ...overrides });
  }

  it('asks someone not signed in to verify first', async () => {
    const view = renderForm(RESUME);
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/client/intake/resume-verification'));
    expect(api.sent('GET', '/website/intake')).toHaveLength(0);
  });

  it('opens a complete application on "Check your answers", grouped by step, without Login Details to change', async () => {
    const view = renderSaved(RESUME);
    expect(await heading('Check your answers')).toBeInTheDocument();
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?step=check'));
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h2) => h2.textContent);
    expect(sections).toEqual(
      expect.arrayContaining(['Representative', 'About You', 'Login Details', 'SSA Document Upload', 'Referral Details']),
    );
    expect(sections).not.toContain('Contact Details');
    expect(screen.getByText('rosa.delgado', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change Username' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(formatPageTitle('Check your answers – Apply')));
  });

  it('resumes at the first step not saved, an optional one included, and marks only the saved steps completed', async () => {
    const view = renderSaved(
      RESUME,
      savedApplication({ saved_steps: ['representative', 'about-you', 'address-details', 'emergency-contact'] }),
    );
    expect(await heading('Step 5 of 9 Benefit Details (optional)')).toBeInTheDocument();
    await vi.waitFor(() => expect(view.router.state.location.search).toBe('?step=benefit-details'));
    const progress = within(screen.getByRole('navigation', { name: 'Steps of your application' })).getAllByRole('listitem');
    expect(progress.map((item) => item.textContent?.includes('Completed:'))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(progress[4]).toHaveAttribute('aria-current', 'step');
  });

  it('does not mark an optional step completed when it was never saved, even once the applicant is past it', async () => {
    renderSaved(
      `${RESUME}?step=employment-details`,
      savedApplication({ saved_steps: ['representative', 'about-you', 'address-details', 'emergency-contact'] }),
    );
    await heading('Step 6 of 9 Employment Details');
    const progress = within(screen.getByRole('navigation', { name: 'Steps of your application' })).getAllByRole('listitem');
    const item = (title: string) => progress.find((entry) => entry.textContent?.includes(title))!;
    expect(item('Emergency Contact Details')).toHaveTextContent('Completed: Emergency Contact Details');
    expect(item('Benefit Details')).toHaveTextContent('Benefit Details (optional)');
    expect(item('Benefit Details')).not.toHaveTextContent('Completed');
  });

  it('pre-fills every step from the saved application, with Save and proceed', async () => {
    renderSaved(`${RESUME}?step=about-you`);
    expect(await heading('Step 2 of 9 About You')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Rosa');
    expect(screen.getByLabelText('Social Security Number')).toHaveValue('123-45-6789');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('04/02/1958');
    expect(screen.getByRole('button', { name: 'Save and proceed' })).toBeInTheDocument();
  });

  it('a Change link opens the step at its field; saving it sends that step and returns to the check page', async () => {
    const view = renderSaved(RESUME, savedApplication(), {
      'POST /website/intake/update': () => ({ status: 200, data: { message: 'Saved.' } }),
    });
    await heading('Check your answers');
    const change = screen.getByRole('link', { name: 'Change Date of birth' });
    expect(change).toHaveAttribute('href', '/client/intake/resume/41?step=about-you&return=check#date_of_birth');
    await view.user.click(change);
    await heading(/About You/);
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveFocus());
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await view.user.clear(firstName);
    await view.user.type(firstName, 'Rosalia');
    await view.user.click(screen.getByRole('button', { name: 'Save and proceed' }));

    expect(await heading('Check your answers')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?step=check');
    const request = posts('/website/intake/update')[0]!;
    expect(request.params).toEqual({ id: '41' });
    const body = request.body as FormData;
    expect(body.get('step')).toBe('about-you');
    expect(body.get('id')).toBe('41');
    expect(body.get('application_code')).toBe('APP-NEW041');
    expect(body.get('first_name')).toBe('Rosalia');
    expect(body.get('physical_address[line_1]')).toBeNull();
    expect(screen.getByText('Rosalia Delgado')).toBeInTheDocument();
  });

  it("shows a save's field errors at their fields, focuses the first, and reloads the application", async () => {
    const view = renderSaved(`${RESUME}?step=about-you`, savedApplication(), {
      'POST /website/intake/update': () => ({
        status: 422,
        data: {
          message: 'Please check your answers.',
          errors: { last_name: ['Enter your last name.'], 'race_id.0': ['Select a race from the list.'] },
        },
      }),
    });
    await heading(/About You/);
    await view.user.click(screen.getByRole('button', { name: 'Save and proceed' }));
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await vi.waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAccessibleDescription(expect.stringContaining('Enter your last name.'));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#last_name', '#race_id']);
    await vi.waitFor(() => expect(api.sent('GET', '/website/intake')).toHaveLength(2));
    expect(view.router.state.location.search).toBe('?step=about-you');
  });

  it('Skip on an optional step moves on without saving and puts its saved answers back', async () => {
    const view = renderSaved(`${RESUME}?step=benefit-details`);
    expect(await heading('Step 5 of 9 Benefit Details (optional)')).toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: 'Veteran service number (optional)' }), '12345');
    await view.user.click(screen.getByRole('button', { name: 'Skip Benefit Details' }));
    expect(await heading(/Employment Details/)).toBeInTheDocument();
    expect(posts('/website/intake/update')).toHaveLength(0);
    await view.router.navigate(-1);
    expect(await heading(/Benefit Details/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Veteran service number (optional)' })).toHaveValue('');
  });

  it('shows the upload progress of the SSA documents while the step is sent', async () => {
    const answer = deferred<void>();
    let application = savedApplication({ ssa_documents: [] });
    const finish = () => {
      application = savedApplication();
      answer.resolve();
    };
    const view = renderSaved(`${RESUME}?step=ssa-documents`, application, {
      'GET /website/intake': () => ({ status: 200, data: { data: application } }),
      // The files are sent (the request's upload events fire, all bytes at once at the network layer) and
      // the answer is held open until the test has looked at the bars.
      'POST /website/intake/update': () => ({ status: 200, data: { message: 'Saved.' }, bodyHeldUntil: answer.promise }),
    });
    await heading(/SSA Document Upload/);
    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    await view.user.upload(screen.getByLabelText('SSA-623 form'), pdf('ssa-623.pdf'));
    await view.user.upload(screen.getByLabelText('SSA-11 form'), pdf('ssa-11.pdf'));
    await view.user.upload(screen.getByLabelText('SSA-1696 form'), pdf('ssa-1696.pdf'));
    await view.user.click(screen.getByRole('button', { name: 'Save and proceed' }));
    const bars = await screen.findAllByRole('progressbar', { name: /Upload progress/ });
    expect(bars).toHaveLength(3);
    await vi.waitFor(() => expect(bars[0]).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByRole('heading', { level: 1, name: /SSA Document Upload/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and proceed' })).toBeDisabled();
    const body = posts('/website/intake/update')[0]?.body as FormData;
    expect((body.get('ssa_1696') as File).name).toBe('ssa-1696.pdf');
    finish();
    expect(await heading(/Referral Details/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Upload progress/ })).not.toBeInTheDocument();
  });

  it('Submit sends the application in, marks the session in progress and shows the in-progress page', async () => {
    const view = renderSaved(RESUME, savedApplication(), {
      'POST /website/intake/submit': () => ({
        status: 200,
        data: {
          message: 'Thank you! We have your application.',
          data: { id: 41, application_code: 'APP-NEW041', current_process: 'inProgress' },
        },
      }),
    });
    await heading('Check your answers');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/client/intake/status/in-progress'));
    expect(posts('/website/intake/submit')[0]?.params).toEqual({ id: '41' });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ current_process: 'inProgress' });
  });

  it('a refused Submit opens the first step with an error, at its field, and comes back to the check page after saving', async () => {
    const view = renderSaved(RESUME, savedApplication(), {
      'POST /website/intake/submit': () => ({
        status: 422,
        data: { message: 'Some answers need attention.', errors: { 'physical_address.county': ['Enter the county.'] } },
      }),
    });
    await heading('Check your answers');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await heading(/Address Details/)).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?step=address-details&return=check');
    const county = document.getElementById('physical_address.county');
    await vi.waitFor(() => expect(county).toHaveFocus());
    expect(county).toHaveAccessibleDescription(expect.stringContaining('Enter the county.'));
    expect(await screen.findByText('Some answers need attention.')).toBeInTheDocument();
  });

  it('lists the reasons of a rejected application above the form', async () => {
    renderSaved(
      RESUME,
      savedApplication({
        application_status: { id: 5, name: 'Rejected' },
        rejection_reason: [{ message: 'The SSA-1696 form is not signed.' }],
      }),
    );
    await heading('Check your answers');
    const notice = screen.getByRole('region', { name: 'Your application needs some changes' });
    expect(within(notice).getByRole('listitem')).toHaveTextContent('The SSA-1696 form is not signed.');
  });
});

describe('leaving with unsaved changes', () => {
  function renderDirty() {
    signInApplicant();
    const view = renderForm('/client/intake/resume/41?step=about-you', {
      'GET /website/intake': () => ({ status: 200, data: { data: savedApplication() } }),
    });
    return view;
  }

  it('asks before an in-app navigation leaves the form, and stays or leaves as chosen', async () => {
    const view = renderDirty();
    await heading(/About You/);
    await view.user.type(screen.getByRole('textbox', { name: 'City or town of birth' }), 'x');
    void view.router.navigate('/client/intake');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('Are you sure you want to leave? You have unsaved changes.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(view.router.state.location.pathname).toBe('/client/intake/resume/41');

    void view.router.navigate('/client/intake');
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/client/intake'));
  });

  it('asks the browser to warn on unload only while something is unsaved', async () => {
    const view = renderDirty();
    await heading(/About You/);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await view.user.type(screen.getByRole('textbox', { name: 'City or town of birth' }), 'x');
    await vi.waitFor(() => expect(unload()).toBe(true));
  });

  it('moving between steps never asks', async () => {
    const view = renderDirty();
    await heading(/About You/);
    await view.user.type(screen.getByRole('textbox', { name: 'City or town of birth' }), 'x');
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading(/Representative/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

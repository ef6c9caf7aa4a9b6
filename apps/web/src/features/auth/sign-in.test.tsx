import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRoutes, loginAnswer, renderRoutes, stubApi, type StubHandler } from '@/test/auth';
import { expectToastGone, findToastArea } from '@/test/toasts';

let api: ReturnType<typeof stubApi>;

/** The captcha cannot start without the site configuration: the token is then null. */
const NO_CAPTCHA: StubHandler = () => ({ status: 404, data: { message: 'Not found' } });
/** `GET /website/client/name` for a code no application has. */
const UNKNOWN_CODE: StubHandler = () => ({
  status: 404,
  data: { message: 'We could not find an application with that code. Please check the link, or sign in without it.' },
});

afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
});

async function renderAt(path: string, overrides: Record<string, StubHandler> = {}) {
  api = stubApi({
    'GET /website/client/name': () => ({ status: 200, data: { data: { first_name: 'Maria' } } }),
    ...overrides,
  });
  return renderRoutes(await authRoutes(), path);
}

async function signInByUsername(view: Awaited<ReturnType<typeof renderAt>>) {
  await view.user.type(screen.getByLabelText('Username'), 'maria.lopez');
  await view.user.type(screen.getByLabelText('Password'), 'Demo@Client2026');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login chooser', () => {
  it('links to both sign-in pages and offers Apply Now when there is no application code', async () => {
    await renderAt('/auth/login');
    expect(await screen.findByRole('link', { name: 'Username and Password' })).toHaveAttribute('href', '/auth/login/user');
    expect(screen.getByRole('link', { name: 'SSN and Birthdate' })).toHaveAttribute('href', '/auth/login/ssn');
    expect(screen.getByRole('heading', { name: "Haven't Applied Yet?" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/client/intake');
  });

  it('keeps the application code in both links, greets by first name and hides Apply Now', async () => {
    await renderAt('/auth/login/APP-MRA226');
    expect(await screen.findByText('Welcome back, Maria!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Username and Password' })).toHaveAttribute('href', '/auth/login/APP-MRA226/user');
    expect(screen.getByRole('link', { name: 'SSN and Birthdate' })).toHaveAttribute('href', '/auth/login/APP-MRA226/ssn');
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(api.sent('GET', '/website/client/name')[0]?.params).toEqual({ application_code: 'APP-MRA226' });
  });

  it('says plainly that no application has an unknown code, and offers the sign-in pages without it', async () => {
    const view = await renderAt('/auth/login/APP-NOPE22', { 'GET /website/client/name': UNKNOWN_CODE });
    const notice = await screen.findByRole('status');
    await vi.waitFor(() => expect(notice).toHaveTextContent('We could not find an application with the code APP-NOPE22.'));
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    await view.user.click(within(notice).getByRole('link', { name: 'Continue without the code' }));
    expect(view.router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('link', { name: 'Apply Now' })).toBeInTheDocument();
  });
});

describe('an unknown application code on a sign-in page', () => {
  it('is named in plain words, with a link to the same sign-in page without it', async () => {
    await renderAt('/auth/login/APP-NOPE22/ssn', { 'GET /website/client/name': UNKNOWN_CODE });
    const notice = await screen.findByRole('status');
    await vi.waitFor(() => expect(notice).toHaveTextContent('We could not find an application with the code APP-NOPE22.'));
    expect(within(notice).getByRole('link', { name: 'Continue without the code' })).toHaveAttribute('href', '/auth/login/ssn');
  });

  it('says nothing about the code when the look-up fails for another reason', async () => {
    await renderAt('/auth/login/APP-MRA226/user', {
      'GET /website/client/name': () => ({ status: 500, data: { message: 'Something went wrong on our side.' } }),
    });
    await vi.waitFor(() => expect(api.sent('GET', '/website/client/name')).toHaveLength(1));
    expect(screen.queryByText(/could not find an application/)).not.toBeInTheDocument();
  });
});

describe('sign-in by username', () => {
  it('sends the username, password, captcha and application code, then takes a client to /my-account', async () => {
    const view = await renderAt('/auth/login/APP-MRA226/user', { 'POST /website/login': () => loginAnswer() });
    await signInByUsername(view);
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/my-account'));
    expect(api.sent('POST', '/website/login')[0]?.body).toEqual({
      login_method: 'username',
      username: 'maria.lopez',
      password: 'Demo@Client2026',
      application_code: 'APP-MRA226',
      'g-recaptcha-response': 'dev-captcha:login',
    });
  });

  it('without a captcha token shows the captcha toast and sends nothing', async () => {
    const view = await renderAt('/auth/login/user', { 'GET /site-config': NO_CAPTCHA });
    await signInByUsername(view);
    expect(await screen.findByText('Captcha verification failed. Please try again!')).toBeInTheDocument();
    expect(api.sent('POST', '/website/login')).toHaveLength(0);
  });

  it('shows the server warning in a highlighted alert and field errors beside the fields', async () => {
    const view = await renderAt('/auth/login/user', {
      'POST /website/login': () => ({
        status: 422,
        data: { message: 'The username or password is not right.', warning: 'The username or password is not right.' },
      }),
    });
    await signInByUsername(view);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes('The username or password is not right.'))).toBe(true);
    expect(view.router.state.location.pathname).toBe('/auth/login/user');
  });

  it('says what is missing before sending anything', async () => {
    const view = await renderAt('/auth/login/user');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter your username.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/website/login')).toHaveLength(0);
  });

  it.each([
    [{ process_type: 'onboarding', current_process: 'pending' }, '/client/onboarding/APP-MRA226'],
    [{ process_type: 'intake', current_process: 'pending' }, '/client/intake/resume/7'],
    [{ process_type: 'intake', current_process: 'rejected' }, '/client/intake/status/rejected'],
    [{ process_type: 'intake', current_process: 'inProgress' }, '/client/intake/status/in-progress'],
  ])('routes %o to %s', async (fields, destination) => {
    const view = await renderAt('/auth/login/user', { 'POST /website/login': () => loginAnswer(fields) });
    await signInByUsername(view);
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe(destination));
  });

  it('shows the server message as a toast for an onboarding user with a pending application', async () => {
    const view = await renderAt('/auth/login/user', {
      'POST /website/login': () => loginAnswer({ process_type: 'onboarding', current_process: 'pending' }),
    });
    await signInByUsername(view);
    expect(await screen.findByText('Welcome back, Maria.')).toBeInTheDocument();
  });
});

describe('sign-in by SSN', () => {
  it('sends the SSN without dashes and the birth date', async () => {
    const view = await renderAt('/auth/login/ssn', { 'POST /website/login': () => loginAnswer() });
    await view.user.type(screen.getByLabelText('Social Security Number'), '987654320');
    await view.user.type(screen.getByLabelText('Date of birth'), '03/14/1956');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/my-account'));
    expect(api.sent('POST', '/website/login')[0]?.body).toMatchObject({
      login_method: 'ssn',
      ssn: '987654320',
      date_of_birth: '1956-03-14',
    });
  });

  it('still sends the request, with a null token, when the captcha is unavailable (only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = await renderAt('/auth/login/ssn', { 'GET /site-config': NO_CAPTCHA, 'POST /website/login': () => loginAnswer() });
    await view.user.type(screen.getByLabelText('Social Security Number'), '987654320');
    await view.user.type(screen.getByLabelText('Date of birth'), '03/14/1956');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(api.sent('POST', '/website/login')).toHaveLength(1));
    expect(api.sent('POST', '/website/login')[0]?.body).toMatchObject({ 'g-recaptcha-response': null });
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByText('Captcha verification failed. Please try again!')).not.toBeInTheDocument();
  });

  it('refuses a birth date after today', async () => {
    const view = await renderAt('/auth/login/ssn');
    await view.user.type(screen.getByLabelText('Social Security Number'), '987654320');
    await view.user.type(screen.getByLabelText('Date of birth'), '01/01/2999');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('link', { name: 'Enter a date of birth that is today or in the past.' })).toBeInTheDocument();
    expect(api.sent('POST', '/website/login')).toHaveLength(0);
  });
});

describe('login status screens', () => {
  it('dismisses the error toast of a failed try once the sign-in succeeds', async () => {
    let tries = 0;
    const view = await renderAt('/auth/login/user', {
      'POST /website/login': () =>
        ++tries === 1
          ? { status: 401, data: { message: 'The username or password is not right.' } }
          : loginAnswer({ process_type: 'onboarding', current_process: 'inProgress', first_name: 'Linda' }),
    });
    await signInByUsername(view);
    const toastArea = await findToastArea();
    await vi.waitFor(() => expect(toastArea).toHaveTextContent('The username or password is not right.'));
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: "We've Got Your Request, Linda!" })).toBeInTheDocument();
    await expectToastGone(toastArea, 'The username or password is not right.');
  });

  it('shows the in-progress screen with the e-mail line', async () => {
    const view = await renderAt('/auth/login/user', {
      'POST /website/login': () => loginAnswer({ process_type: 'onboarding', current_process: 'inProgress', first_name: 'Linda' }),
    });
    await signInByUsername(view);
    expect(await screen.findByRole('heading', { level: 1, name: "We've Got Your Request, Linda!" })).toBeInTheDocument();
    expect(screen.getByText('We will send you updates by email.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Form Now' })).not.toBeInTheDocument();
  });

  it('lists each rejection reason and leads Update Form Now to the onboarding form', async () => {
    const view = await renderAt('/auth/login/user', {
      'POST /website/login': () =>
        loginAnswer({
          process_type: 'onboarding',
          current_process: 'rejected',
          first_name: 'Robert',
          application_code: 'APP-RJT226',
          rejection_reason: [{ message: 'Upload a clearer photo ID.' }, { message: 'Add your bank statement.' }],
        }),
    });
    await signInByUsername(view);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attention, Robert! Your Application Needs Updates.' }),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: /change the following/ })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Upload a clearer photo ID.', 'Add your bank statement.']);
    await view.user.click(screen.getByRole('button', { name: 'Update Form Now' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/client/onboarding/APP-RJT226'));
  });

  it('congratulates an approved user; Check Account Details and Back To Home return to the login page', async () => {
    const view = await renderAt('/auth/login/user', {
      'POST /website/login': () => loginAnswer({ process_type: 'onboarding', current_process: 'approved', first_name: 'Patricia' }),
      'POST /website/logout': () => ({ status: 200, data: { message: 'Logged out successfully' } }),
    });
    await signInByUsername(view);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Congratulations, Patricia! You're Successfully Onboarded." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back To Home' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Check Account Details' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('link', { name: 'Username and Password' })).toBeInTheDocument();
  });
});

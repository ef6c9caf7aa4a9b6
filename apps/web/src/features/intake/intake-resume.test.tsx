import { act, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { INTAKE_CONTENT } from '@payee/content/intake';
import { intakeRoutes, loginAnswer, processOfStoredUser, renderRoutes, storeSignedInUser, stubApi, type StubHandler } from '@/test/intake';

const CHOOSER = INTAKE_CONTENT.resumeChooser;
const SIGN_IN = AUTH_CONTENT.signIn;
const STATUS = AUTH_CONTENT.status;
let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
});

async function renderAt(path: string, overrides: Record<string, StubHandler> = {}) {
  api = stubApi({
    'GET /website/client/name': () => ({ status: 200, data: { data: { first_name: 'Dorothy' } } }),
    'POST /website/logout': () => ({ status: 200, data: { message: 'Logged out successfully' } }),
    'GET /website/client/process': processOfStoredUser,
    ...overrides,
  });
  return renderRoutes(await intakeRoutes(), path);
}

type View = Awaited<ReturnType<typeof renderAt>>;
const pathOf = (view: View) => view.router.state.location.pathname;

async function signInByUsername(view: View) {
  await view.user.type(screen.getByLabelText(SIGN_IN.labels.username), 'dorothy.baker');
  await view.user.type(screen.getByLabelText(SIGN_IN.labels.password), 'Demo@Intake2026');
  await view.user.click(screen.getByRole('button', { name: SIGN_IN.submit }));
}

async function signInBySsn(view: View) {
  await view.user.type(screen.getByLabelText(SIGN_IN.labels.ssn), '987654325');
  await view.user.type(screen.getByLabelText(SIGN_IN.labels.dateOfBirth), '02/11/1959');
  await view.user.click(screen.getByRole('button', { name: SIGN_IN.submit }));
}

describe('resume chooser', () => {
  it('offers both ways to sign in, and starting a new application instead', async () => {
    await renderAt('/client/intake/resume-verification');
    expect(screen.getByRole('heading', { level: 1, name: CHOOSER.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Username and Password' })).toHaveAttribute(
      'href',
      '/client/intake/resume-verification/username',
    );
    expect(screen.getByRole('link', { name: 'SSN and Birthdate' })).toHaveAttribute('href', '/client/intake/resume-verification/ssn');
    expect(screen.getByRole('link', { name: CHOOSER.startNewLink })).toHaveAttribute('href', '/client/intake/new/state-selection');
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(api.sent('GET', '/website/client/name')).toHaveLength(0);
  });

  it('greets by first name and keeps the application code in both links', async () => {
    await renderAt('/client/intake/resume-verification/APP-PEN226');
    expect(await screen.findByText('Welcome back, Dorothy!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Username and Password' })).toHaveAttribute(
      'href',
      '/client/intake/resume-verification/APP-PEN226/username',
    );
    expect(screen.getByRole('link', { name: 'SSN and Birthdate' })).toHaveAttribute(
      'href',
      '/client/intake/resume-verification/APP-PEN226/ssn',
    );
    expect(api.sent('GET', '/website/client/name')[0]?.params).toEqual({ application_code: 'APP-PEN226' });
  });
});

describe('an unknown application code', () => {
  const UNKNOWN_CODE: StubHandler = () => ({ status: 404, data: { message: 'We could not find an application with that code.' } });

  it('on the chooser: says so in plain words and offers to go on without it', async () => {
    const view = await renderAt('/client/intake/resume-verification/APP-NOPE22', { 'GET /website/client/name': UNKNOWN_CODE });
    const notice = await screen.findByRole('status');
    await vi.waitFor(() => expect(notice).toHaveTextContent('We could not find an application with the code APP-NOPE22.'));
    await view.user.click(within(notice).getByRole('link', { name: 'Continue without the code' }));
    expect(pathOf(view)).toBe('/client/intake/resume-verification');
  });

  it('on a sign-in page: links to the same sign-in page without it', async () => {
    await renderAt('/client/intake/resume-verification/APP-NOPE22/username', { 'GET /website/client/name': UNKNOWN_CODE });
    const notice = await screen.findByRole('status');
    await vi.waitFor(() =>
      expect(within(notice).getByRole('link', { name: 'Continue without the code' })).toHaveAttribute(
        'href',
        '/client/intake/resume-verification/username',
      ),
    );
    expect(screen.queryByText(/Hello,/)).not.toBeInTheDocument();
  });
});

describe('resume sign-in pages', () => {
  it('without a code: "Find your Finance details", the forgotten-credential links, and the way back to the chooser', async () => {
    await renderAt('/client/intake/resume-verification/username');
    expect(screen.getByRole('heading', { level: 1, name: SIGN_IN.headingWithoutCode })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SIGN_IN.forgotUsername })).toHaveAttribute('href', '/auth/forgot-username');
    expect(screen.getByRole('link', { name: SIGN_IN.forgotPassword })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: SIGN_IN.otherWay })).toHaveAttribute('href', '/client/intake/resume-verification');
  });

  it('with a code: greets by name, "Enter your Identification details", and sends the code with the SSN', async () => {
    const view = await renderAt('/client/intake/resume-verification/APP-PEN226/ssn', { 'POST /website/login': () => loginAnswer() });
    expect(await screen.findByText(SIGN_IN.greeting('Dorothy'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: SIGN_IN.headingWithCode })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SIGN_IN.otherWay })).toHaveAttribute('href', '/client/intake/resume-verification/APP-PEN226');
    await signInBySsn(view);
    await vi.waitFor(() => expect(pathOf(view)).toBe('/client/intake/resume/41'));
    expect(api.sent('POST', '/website/login')[0]?.body).toEqual({
      login_method: 'ssn',
      ssn: '987654325',
      date_of_birth: '1959-02-11',
      application_code: 'APP-PEN226',
      'g-recaptcha-response': 'dev-captcha:login',
    });
  });

  it('takes a pending applicant to their form with the login data in the navigation state and the session', async () => {
    const view = await renderAt('/client/intake/resume-verification/username', { 'POST /website/login': () => loginAnswer() });
    await signInByUsername(view);
    await vi.waitFor(() => expect(pathOf(view)).toBe('/client/intake/resume/41'));
    const state: unknown = JSON.parse((await screen.findByRole('status', { name: 'navigation state' })).textContent ?? 'null');
    expect(state).toMatchObject({ loginData: { id: 41, process_type: 'intake', current_process: 'pending', token: 'token-abc' } });
    expect(Cookies.get('authToken')).toBe('token-abc');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ id: 41, first_name: 'Dorothy' });
  });

  it('shows an applicant whose application is being reviewed the in-progress page', async () => {
    const view = await renderAt('/client/intake/resume-verification/ssn', {
      'POST /website/login': () => loginAnswer({ current_process: 'inProgress' }),
    });
    await signInBySsn(view);
    expect(await screen.findByRole('heading', { level: 1, name: STATUS.inProgress.heading('Dorothy') })).toBeInTheDocument();
    await vi.waitFor(() => expect(pathOf(view)).toBe('/client/intake/status/in-progress'));
  });

  it('shows a rejected applicant each reason on its own line; Update Form Now opens their application', async () => {
    const view = await renderAt('/client/intake/resume-verification/username', {
      'POST /website/login': () =>
        loginAnswer({
          current_process: 'rejected',
          rejection_reason: [{ message: 'Upload a clearer SSA-1696 form.' }, { message: 'Add your landlord phone number.' }],
        }),
    });
    await signInByUsername(view);
    expect(await screen.findByRole('heading', { level: 1, name: STATUS.rejected.heading('Dorothy') })).toBeInTheDocument();
    await vi.waitFor(() => expect(pathOf(view)).toBe('/client/intake/status/rejected'));
    const reasons = within(screen.getByRole('list', { name: STATUS.rejected.text })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual(['Upload a clearer SSA-1696 form.', 'Add your landlord phone number.']);
    await view.user.click(screen.getByRole('button', { name: STATUS.rejected.action }));
    await vi.waitFor(() => expect(pathOf(view)).toBe('/client/intake/resume/41'));
  });

  it('congratulates an approved onboarding applicant on the approved page', async () => {
    const view = await renderAt('/client/intake/resume-verification/username', {
      'POST /website/login': () => loginAnswer({ process_type: 'onboarding', current_process: 'approved', first_name: 'Patricia' }),
    });
    await signInByUsername(view);
    expect(await screen.findByRole('heading', { level: 1, name: STATUS.approved.heading('Patricia') })).toBeInTheDocument();
    await vi.waitFor(() => expect(pathOf(view)).toBe('/client/intake/status/approved'));
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('takes an onboarding applicant with a pending application to onboarding with the server message', async () => {
    const view = await renderAt('/client/intake/resume-verification/username', {
      'POST /website/login': () => {
        const answer = loginAnswer({ process_type: 'onboarding', current_process: 'pending', application_code: 'APP-PND226' });
        return { ...answer, data: { ...answer.data, message: 'Please finish your onboarding.' } };
      },
    });
    await signInByUsername(view);
    await vi.waitFor(() => expect(pathOf(view)).toBe('/client/onboarding/APP-PND226'));
    expect(await screen.findByText('Please finish your onboarding.')).toBeInTheDocument();
  });

  it('takes a client to their account', async () => {
    const view = await renderAt('/client/intake/resume-verification/ssn', {
      'POST /website/login': () => loginAnswer({ process_type: 'client', current_process: 'approved' }),
    });
    await signInBySsn(view);
    await vi.waitFor(() => expect(pathOf(view)).toBe('/my-account'));
  });
});

describe('status pages', () => {
  it('shows the signed-in applicant their page after a reload, as the server has it', async () => {
    storeSignedInUser();
    await renderAt('/client/intake/status/in-progress');
    expect(await screen.findByRole('heading', { level: 1, name: STATUS.inProgress.heading('Dorothy') })).toBeInTheDocument();
    expect(screen.getByText(STATUS.inProgress.emailLine)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STATUS.backToHome })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STATUS.rejected.action })).not.toBeInTheDocument();
  });

  it('sends someone who is not signed in to resume verification', async () => {
    const view = await renderAt('/client/intake/status/rejected');
    await vi.waitFor(() => expect(pathOf(view)).toBe('/client/intake/resume-verification'));
    expect(screen.getByRole('heading', { level: 1, name: CHOOSER.heading })).toBeInTheDocument();
  });

  it('sends a client, who has no application to wait for, to their account', async () => {
    storeSignedInUser({ process_type: 'client', current_process: 'approved' });
    const view = await renderAt('/client/intake/status/approved');
    await vi.waitFor(() => expect(pathOf(view)).toBe('/my-account'));
  });

  it('lets go of the session with Check Account Details and goes to the login page', async () => {
    storeSignedInUser({ process_type: 'onboarding', current_process: 'approved' });
    const view = await renderAt('/client/intake/status/approved');
    expect(await screen.findByText(STATUS.approved.text)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: STATUS.approved.action }));
    await vi.waitFor(() => expect(pathOf(view)).toBe('/auth/login'));
    expect(api.sent('POST', '/website/logout')).toHaveLength(1);
    expect(Cookies.get('authToken')).toBeUndefined();
  });

  it('stays out of the way while Back To Home signs out and the login page is still loading', async () => {
    storeSignedInUser();
    api = stubApi({
      'POST /website/logout': () => ({ status: 200, data: { message: 'Logged out successfully' } }),
      'GET /website/client/process': processOfStoredUser,
    });
    // The login page's code arrives only when the test lets it, as a lazy route's chunk does over the network.
    let letLoginPageLoad = () => {};
    const loginPageLoaded = new Promise<void>((resolve) => {
      letLoginPageLoad = resolve;
    });
    const routes = (await intakeRoutes()).map((route) =>
      route.path === '/auth/login' ? { path: route.path, lazy: async () => (await loginPageLoaded, { element: route.element }) } : route,
    );
    const view = renderRoutes(routes, '/client/intake/status/in-progress');
    const visited: string[] = [];
    view.router.subscribe((state) => visited.push(state.navigation.location?.pathname ?? state.location.pathname));

    await view.user.click(await screen.findByRole('button', { name: STATUS.backToHome }));
    await vi.waitFor(() => expect(Cookies.get('authToken')).toBeUndefined());
    await act(async () => {}); // let the page render without a user
    expect(view.router.state.navigation.location?.pathname).toBe('/auth/login');

    letLoginPageLoad();
    await vi.waitFor(() => expect(pathOf(view)).toBe('/auth/login'));
    expect(visited).not.toContain('/client/intake/resume-verification');
  });

  it('shows the 404 screen for any other status, signed in or not', async () => {
    storeSignedInUser();
    await renderAt('/client/intake/status/pending');
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found !' })).toBeInTheDocument();
    expect(screen.getByText('You may have mistyped the address or the page may have been moved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

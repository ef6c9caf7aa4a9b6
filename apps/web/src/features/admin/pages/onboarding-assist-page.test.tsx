import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, STAFF_SESSION_STORAGE_KEY, type TOnboardingDetail } from '@payee/contract';
import { CODE, emptyDetail, formEntries, onboardingListRoutes, renderRoutes, stubApi, type StubHandler } from '@/test/onboarding';
import { OnboardingAssistPage } from './onboarding-assist-page';

vi.setConfig({ testTimeout: 30_000 });

const STAFF_TOKEN = 'staff-token-12';
const RECORD = `/admin/onboarding/${CODE}`;
const SAVE = `POST ${API_PATHS.adminOnboardingDetail(CODE)}`;

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  const later = new Date(Date.now() + 60 * 60_000).toISOString();
  sessionStorage.setItem(
    STAFF_SESSION_STORAGE_KEY,
    JSON.stringify({
      id: 12,
      email: 'casey@example.org',
      name: 'Casey Worker',
      roles: ['caseworker'],
      expires_at: later,
      absolute_expires_at: later,
      token: STAFF_TOKEN,
    }),
  );
});

afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

/** The staff read of the onboarding: the wizard's detail without the medical details, with the record's fields. */
function staffRead({ health_info: _health, ...detail }: TOnboardingDetail) {
  return { data: { ...detail, has_health_info: false, id: 226, process_type: 'onboarding', submitted_at: null, actions: [] } };
}

function renderAssist(search: string, detail: TOnboardingDetail, save: StubHandler) {
  api = stubApi({
    ...onboardingListRoutes(),
    [`GET ${API_PATHS.adminOnboardingDetail(CODE)}`]: () => ({ status: 200, data: staffRead(detail) }),
    [SAVE]: save,
  });
  return renderRoutes(
    [
      { path: '/admin/onboarding/:client/assist', Component: OnboardingAssistPage },
      { path: '/admin/onboarding/:client', Component: () => <p>The onboarding record</p> },
    ],
    `${RECORD}/assist${search}`,
  );
}

const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });
const saves = () => api.sent('POST', API_PATHS.adminOnboardingDetail(CODE));

describe('assisted mode: the wizard in the admin layout', () => {
  it('says whose it is, and saves a step through the staff route with the staff token and no captcha', async () => {
    const view = renderAssist('', emptyDetail({ name: 'James Carter' }), () => ({
      status: 200,
      data: { message: 'Your details have been saved.' },
    }));
    await heading(/Step 1 of 6/);
    expect(
      screen.getByText('You are filling this in for James Carter, with them on the phone. Each step you save is recorded as done by you.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/protected by reCAPTCHA/)).not.toBeInTheDocument();
    expect(screen.getByRole('form')).toHaveAccessibleDescription(/You are filling this in for James Carter/);

    await view.user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await heading(/Step 2 of 6/);
    const [sent] = saves();
    expect(sent?.params).toEqual({ _method: 'PUT' });
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(formEntries(sent?.body)).toEqual([
      ['step', 'document-proofs'],
      ['skip', '0'],
      ['application_code', CODE],
    ]);
    expect(api.sent('POST', API_PATHS.onboarding)).toEqual([]);
  });

  it('returns to the onboarding record with a toast after the last step, ending no session', async () => {
    const view = renderAssist('?step=bills', emptyDetail({ name: 'James Carter' }), () => ({
      status: 200,
      data: {
        message: 'Your request has been successfully submitted to the Access Payee service team!',
        data: { application_code: CODE, current_process: 'inProgress' },
      },
    }));
    await heading(/Step 6 of 6/);
    expect(screen.getByText(/recorded as sent by you/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The onboarding record')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(RECORD);
    expect(await screen.findByText("James Carter's onboarding details are sent in for review.")).toBeInTheDocument();
    expect(sessionStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toContain(STAFF_TOKEN);
    expect(api.sent('POST', API_PATHS.logout)).toEqual([]);
  });

  it('says on step 3 that the medical details saved before are not shown (the staff read leaves them out)', async () => {
    renderAssist('?step=medical-details', emptyDetail({ name: 'James Carter' }), () => ({ status: 500, data: {} }));
    await heading(/Step 3 of 6/);
    expect(screen.getByText(/Medical details saved before are not shown here/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Diagnosis/ })).toHaveValue('');
  });

  it('does not open the wizard of an onboarding sent in, and leads back to the record', async () => {
    renderAssist('', emptyDetail({ name: 'James Carter', current_process: 'inProgress' }), () => ({ status: 500, data: {} }));
    expect(
      await screen.findByText(
        "James Carter's onboarding cannot be filled in now. Only an onboarding that is invited or sent back can be filled in.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the onboarding record' })).toHaveAttribute('href', RECORD);
    expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
  });
});

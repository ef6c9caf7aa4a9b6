import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { intakeRoutes, renderRoutes, storeSignedInUser, stubApi, type StubReply } from '@/test/intake';

const STATUS = AUTH_CONTENT.status;
// The pages' code and the server's answer arrive asynchronously; on a busy machine that takes seconds.
const LOADED = { timeout: 15_000 };
let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
});

/** `GET /website/client/process` answering this status of the stored applicant (id 41). */
const processAnswer = (fields: Record<string, unknown>): StubReply => ({
  status: 200,
  data: { data: { id: 41, process_type: 'intake', current_process: 'inProgress', rejection_reason: [], ...fields } },
});

async function renderStatus(path: string, answer: () => StubReply) {
  api = stubApi({ 'GET /website/client/process': answer });
  return renderRoutes(await intakeRoutes(), path);
}

type View = Awaited<ReturnType<typeof renderStatus>>;
const pathOf = (view: View) => view.router.state.location.pathname;
const storedUser = () => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as Record<string, unknown>;

describe('a status page shows the status the server holds, not the one in the address', { timeout: 30_000 }, () => {
  it('moves an applicant whose application is in progress from /status/approved to /status/in-progress', async () => {
    storeSignedInUser({ current_process: 'inProgress' });
    const view = await renderStatus('/client/intake/status/approved', () => processAnswer({ current_process: 'inProgress' }));
    expect(await screen.findByRole('heading', { level: 1, name: STATUS.inProgress.heading('Dorothy') }, LOADED)).toBeInTheDocument();
    expect(pathOf(view)).toBe('/client/intake/status/in-progress');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
  });

  it('shows a rejection decided since sign-in, with the reasons the server gives, and keeps the session up to date', async () => {
    storeSignedInUser({ current_process: 'inProgress' });
    const reasons = [{ message: 'Upload a clearer SSA-1696 form.' }, { message: 'Add your landlord phone number.' }];
    const view = await renderStatus('/client/intake/status/in-progress', () =>
      processAnswer({ current_process: 'rejected', rejection_reason: reasons }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: STATUS.rejected.heading('Dorothy') }, LOADED)).toBeInTheDocument();
    expect(pathOf(view)).toBe('/client/intake/status/rejected');
    const listed = within(screen.getByRole('list', { name: STATUS.rejected.text })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual(reasons.map(({ message }) => message));
    expect(storedUser()).toMatchObject({ current_process: 'rejected', rejection_reason: reasons, first_name: 'Dorothy' });
  });

  it('opens the form of an application still being filled in', async () => {
    storeSignedInUser({ current_process: 'inProgress' });
    const view = await renderStatus('/client/intake/status/in-progress', () => processAnswer({ current_process: 'pending' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Intake form' }, LOADED)).toBeInTheDocument();
    expect(pathOf(view)).toBe('/client/intake/resume/41');
  });

  it('sends an applicant approved since sign-in, now an onboarding client, to the approved page', async () => {
    storeSignedInUser({ current_process: 'inProgress' });
    const view = await renderStatus('/client/intake/status/in-progress', () =>
      processAnswer({ id: 9, process_type: 'onboarding', current_process: 'approved' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: STATUS.approved.heading('Dorothy') }, LOADED)).toBeInTheDocument();
    expect(pathOf(view)).toBe('/client/intake/status/approved');
  });

  it('sends a client to their account', async () => {
    storeSignedInUser({ process_type: 'client', current_process: 'approved' });
    const view = await renderStatus('/client/intake/status/approved', () =>
      processAnswer({ id: 7, process_type: 'client', current_process: 'approved' }),
    );
    await vi.waitFor(() => expect(pathOf(view)).toBe('/my-account'), LOADED);
  });

  it('shows nothing of any status until the server has answered', async () => {
    storeSignedInUser({ current_process: 'approved', process_type: 'onboarding' });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api = stubApi({
      'GET /website/client/process': async () => {
        await answered;
        return processAnswer({ current_process: 'inProgress' });
      },
    });
    renderRoutes(await intakeRoutes(), '/client/intake/status/approved');
    expect(await screen.findByRole('status', {}, LOADED)).toHaveTextContent(STATUS.loading);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: STATUS.inProgress.heading('Dorothy') }, LOADED)).toBeInTheDocument();
  });

  it('offers to try again when the status cannot be loaded', async () => {
    storeSignedInUser();
    let isDown = true;
    const view = await renderStatus('/client/intake/status/in-progress', () =>
      isDown ? { status: 404, data: { message: 'Not found' } } : processAnswer({ current_process: 'inProgress' }),
    );
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(STATUS.loadFailed);
    isDown = false;
    await view.user.click(screen.getByRole('button', { name: STATUS.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: STATUS.inProgress.heading('Dorothy') }, LOADED)).toBeInTheDocument();
  });
});

describe('the in-progress page', { timeout: 30_000 }, () => {
  it('shows the application code, to quote when calling or writing to the office', async () => {
    storeSignedInUser({ application_code: 'APP-WRV226' });
    await renderStatus('/client/intake/status/in-progress', () => processAnswer({ current_process: 'inProgress' }));
    const code = await screen.findByText('APP-WRV226', {}, LOADED);
    expect(code.closest('p')).toHaveTextContent(`${STATUS.inProgress.applicationCodeLabel} APP-WRV226`);
    expect(code.closest('p')).toHaveTextContent(STATUS.inProgress.applicationCodeHint);
  });
});

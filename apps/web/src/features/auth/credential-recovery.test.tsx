import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@payee/content';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { authRoutes, renderRoutes, stubApi, type StubHandler } from '@/test/auth';
import { expectToastGone, findToastArea } from '@/test/toasts';

let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
  vi.useRealTimers();
});

const LINK_SENT: StubHandler = () => ({
  status: 200,
  data: { message: 'If that username belongs to an account with an email address, we have sent a link to it.' },
});
const TOKEN_OK: StubHandler = () => ({ status: 200, data: { data: { valid: true } } });

async function renderAt(path: string, overrides: Record<string, StubHandler> = {}) {
  api = stubApi(overrides);
  return renderRoutes(await authRoutes(), path, {
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
}

describe('forgot password and username', () => {
  it('sends the username, then says to check the email without naming an address, whom to call, a 60-second countdown and a Resend that sends again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderAt('/auth/forgot-password', { 'POST /website/forgot-credential': LINK_SENT });
    await view.user.type(screen.getByLabelText('Username'), 'james.carter');
    await view.user.click(screen.getByRole('button', { name: 'Send Link' }));

    expect(await screen.findByRole('heading', { name: 'Success!!!' })).toBeInTheDocument();
    expect(screen.getByText(AUTH_CONTENT.forgot.successText.password)).toBeInTheDocument();
    expect(screen.queryByText(/@example\.org/)).not.toBeInTheDocument();
    expect(screen.getByText(/check your spam/)).toBeInTheDocument();
    expect(screen.getByText(AUTH_CONTENT.forgot.noEmailHelp)).toHaveTextContent(SITE.office.phone);
    expect(screen.getByText('Resend in 01:00')).toBeInTheDocument();
    expect(api.sent('POST', '/website/forgot-credential')[0]?.body).toEqual({
      credential_type: 'password',
      username: 'james.carter',
      'g-recaptcha-response': 'dev-captcha:forgot_credential',
    });
    // The polite announcement is made once at the start, not every second.
    expect(screen.getByText('You can ask for another link in 60 seconds.')).toHaveAttribute('aria-live', 'polite');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('Resend in 00:59')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();

    for (let second = 0; second < 59; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.getByText('You can now ask for another link.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(api.sent('POST', '/website/forgot-credential')).toHaveLength(2));
    expect(await screen.findByText('Resend in 01:00')).toBeInTheDocument();
  });

  it("says what is missing in the contract's words before sending, and the message clears as the field is typed", async () => {
    const view = await renderAt('/auth/forgot-password', { 'POST /website/forgot-credential': LINK_SENT });
    await view.user.click(screen.getByRole('button', { name: 'Send Link' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter your username.' })).toBeInTheDocument();
    expect(summary).toHaveFocus();
    expect(api.sent('POST', '/website/forgot-credential')).toHaveLength(0);

    const username = screen.getByLabelText('Username');
    await view.user.type(username, 'james.carter');
    expect(username).toHaveFocus();
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the SSN without dashes for a forgotten username', async () => {
    const view = await renderAt('/auth/forgot-username', { 'POST /website/forgot-credential': LINK_SENT });
    const ssn = screen.getByLabelText('Social Security Number');
    await view.user.type(ssn, '987654324');
    expect(ssn).toHaveValue('987-65-4324');
    await view.user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('heading', { name: 'Success!!!' })).toBeInTheDocument();
    expect(screen.getByText(AUTH_CONTENT.forgot.successText.username)).toBeInTheDocument();
    expect(api.sent('POST', '/website/forgot-credential')[0]?.body).toMatchObject({ credential_type: 'username', ssn: '987654324' });
  });

  it('clears the error toast of a failed try when the confirmation shows', async () => {
    let tries = 0;
    const view = await renderAt('/auth/forgot-password', {
      'POST /website/forgot-credential': (request) => {
        tries += 1;
        return tries === 1
          ? {
              status: 422,
              data: { message: 'Enter your username.', errors: { username: ['Enter your username.'] } },
            }
          : LINK_SENT(request);
      },
    });
    await view.user.type(screen.getByLabelText('Username'), 'james.carte');
    await view.user.click(screen.getByRole('button', { name: 'Send Link' }));
    const toastArea = await findToastArea();
    await waitFor(() => expect(toastArea).toHaveTextContent('Enter your username.'));

    await view.user.type(screen.getByLabelText('Username'), 'r');
    await view.user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('heading', { name: 'Success!!!' })).toBeInTheDocument();
    await expectToastGone(toastArea, 'Enter your username.');
  });

  it('shows a field error beside the field and the warning in a highlighted box', async () => {
    const view = await renderAt('/auth/forgot-password', {
      'POST /website/forgot-credential': () => ({
        status: 422,
        data: {
          message: 'Check the form',
          errors: { username: ['Enter a username of 30 characters or fewer.'] },
          warning: 'Please call us.',
        },
      }),
    });
    await view.user.type(screen.getByLabelText('Username'), 'nobody');
    await view.user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('link', { name: 'Enter a username of 30 characters or fewer.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please call us.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/auth/login');
  });
});

describe('reset password and username', () => {
  it('keeps the button marked disabled until every password rule holds, and warns when pressed early', async () => {
    const view = await renderAt('/auth/password/reset/abc', { 'POST /website/reset-credential/check': TOKEN_OK });
    const button = await screen.findByRole('button', { name: 'Reset' });
    await view.user.type(screen.getByLabelText('New password'), 'short');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await view.user.click(button);
    expect(await screen.findByRole('link', { name: 'Invalid password. Please try again.' })).toBeInTheDocument();
    expect(api.sent('POST', '/website/reset-credential')).toHaveLength(0);

    await view.user.clear(screen.getByLabelText('New password'));
    await view.user.type(screen.getByLabelText('New password'), 'Better@Pass1');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('says the two passwords do not match before sending', async () => {
    const view = await renderAt('/auth/password/reset/abc', { 'POST /website/reset-credential/check': TOKEN_OK });
    const button = await screen.findByRole('button', { name: 'Reset' });
    await view.user.type(screen.getByLabelText('New password'), 'Better@Pass1');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'Better@Pass2');
    await view.user.click(button);
    expect(await screen.findByRole('link', { name: 'Passwords do not match.' })).toBeInTheDocument();
    expect(api.sent('POST', '/website/reset-credential')).toHaveLength(0);
  });

  it('on success shows the non-closable modal, then goes to /auth/login after 3 seconds, replacing history', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderAt('/auth/password/reset/abc', {
      'POST /website/reset-credential/check': TOKEN_OK,
      'POST /website/reset-credential': () => ({ status: 200, data: { message: 'Your password has been reset.' } }),
    });
    await screen.findByRole('button', { name: 'Reset' });
    await view.user.type(screen.getByLabelText('New password'), 'Better@Pass1');
    await view.user.type(screen.getByLabelText('Confirm new password'), 'Better@Pass1');
    await view.user.click(screen.getByRole('button', { name: 'Reset' }));

    const dialog = await screen.findByRole('dialog', { name: 'Password Reset Successfully' });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(api.sent('POST', '/website/reset-credential')[0]?.body).toEqual({
      credential_type: 'password',
      password: 'Better@Pass1',
      confirm_password: 'Better@Pass1',
      token: 'abc',
      'g-recaptcha-response': 'dev-captcha:reset_credential',
    });
    expect(view.router.state.location.pathname).toBe('/auth/password/reset/abc');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(view.router.state.location.pathname).toBe('/auth/login');
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('clears the error toast of a failed try when the success modal shows', async () => {
    let tries = 0;
    const view = await renderAt('/auth/username/reset/xyz', {
      'POST /website/reset-credential/check': TOKEN_OK,
      'POST /website/reset-credential': () => {
        tries += 1;
        return tries === 1
          ? { status: 422, data: { message: 'That username is taken.', errors: { username: ['That username is taken.'] } } }
          : { status: 200, data: { message: 'Your username has been changed.' } };
      },
    });
    const button = await screen.findByRole('button', { name: 'Reset' });
    await view.user.type(screen.getByLabelText('New username'), 'maria.new');
    await view.user.click(button);
    const toastArea = await findToastArea();
    await waitFor(() => expect(toastArea).toHaveTextContent('That username is taken.'));

    await view.user.type(screen.getByLabelText('New username'), '2');
    await view.user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Username Reset Successfully' })).toBeInTheDocument();
    await expectToastGone(toastArea, 'That username is taken.');
  });

  it('checks the username rules live and says when the new username is taken', async () => {
    const view = await renderAt('/auth/username/reset/xyz', {
      'POST /website/reset-credential/check': TOKEN_OK,
      'POST /website/reset-credential': () => ({
        status: 422,
        data: { message: 'Taken', errors: { username: ['That username is already taken. Please choose another one.'] } },
      }),
    });
    const button = await screen.findByRole('button', { name: 'Reset' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enter New Username' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('New username'), 'Bad Name');
    expect(screen.getAllByText(/Not met yet:/, { selector: 'span' }).length).toBeGreaterThan(0);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await view.user.clear(screen.getByLabelText('New username'));
    await view.user.type(screen.getByLabelText('New username'), 'maria.new');
    expect(button).not.toHaveAttribute('aria-disabled');
    await view.user.click(button);
    expect(await screen.findByRole('link', { name: 'That username is already taken. Please choose another one.' })).toBeInTheDocument();
  });

  it('says when a link is used or expired and offers a new one', async () => {
    await renderAt('/auth/password/reset/old', {
      'POST /website/reset-credential/check': () => ({
        status: 422,
        data: { message: 'This link has already been used.', errors: { token: ['This link has already been used.'] } },
      }),
    });
    expect(await screen.findByText('This link has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new password link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});

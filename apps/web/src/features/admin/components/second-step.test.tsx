import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { renderRoutes, stubApi } from '@/test/api-stub';
import { staffChallenge, staffSignedIn } from '@/test/staff';
import { EnrolStep, TotpStep } from './second-step';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const CHALLENGE = staffChallenge('enrol');
const SIGNED_IN = staffSignedIn({ email: 'new@example.org', name: 'New Staff', recovery_codes: ['aaaa-bbbb'] });

describe('setting up the authenticator app', () => {
  it("refuses a code that is not 6 digits in the contract's words, sending nothing; then sends the digits without spaces", async () => {
    api = stubApi({
      'POST /admin/login/enrol': () => ({
        status: 200,
        data: { data: { otpauth_uri: 'otpauth://totp/Payee:new@example.org?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' } },
      }),
      'POST /admin/login/enrol/confirm': () => ({ status: 200, data: { data: SIGNED_IN } }),
    });
    const onSignedIn = vi.fn();
    const view = renderRoutes(
      [{ path: '/admin/set-up', Component: () => <EnrolStep challenge={CHALLENGE} onSignedIn={onSignedIn} onRestart={() => undefined} /> }],
      '/admin/set-up',
    );
    const copy = ADMIN_CONTENT.enrol;
    const code = await screen.findByRole('textbox', { name: copy.code });
    await view.user.type(code, '12 34');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(ADMIN_MESSAGES.code)));
    expect(api.sent('POST', '/admin/login/enrol/confirm')).toHaveLength(0);

    await view.user.type(code, ' 56');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.sent('POST', '/admin/login/enrol/confirm')[0]?.body).toEqual({ challenge_token: CHALLENGE.challenge_token, code: '123456' });
  });
});

describe('the code at sign-in', () => {
  it("checks the code, or the recovery code, with the contract's schema of that kind, sending nothing until it holds", async () => {
    api = stubApi({ 'POST /admin/login/totp': () => ({ status: 200, data: { data: SIGNED_IN } }) });
    const onSignedIn = vi.fn();
    const view = renderRoutes(
      [{ path: '/admin/sign-in', Component: () => <TotpStep challenge={CHALLENGE} onSignedIn={onSignedIn} onRestart={() => undefined} /> }],
      '/admin/sign-in',
    );
    const copy = ADMIN_CONTENT.totp;
    await view.user.click(await screen.findByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('link', { name: ADMIN_MESSAGES.code })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: copy.useRecoveryCode }));
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('link', { name: ADMIN_MESSAGES.recoveryCode })).toBeInTheDocument();
    expect(api.sent('POST', '/admin/login/totp')).toHaveLength(0);

    await view.user.type(screen.getByRole('textbox', { name: copy.recoveryCode }), '7kq2-x9mb-4t');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.sent('POST', '/admin/login/totp')[0]?.body).toEqual({
      challenge_token: CHALLENGE.challenge_token,
      recovery_code: '7kq2-x9mb-4t',
    });
  });
});

describe('correcting a refused code', () => {
  it('clears the message as the code becomes whole, focus staying in the field', async () => {
    api = stubApi({});
    const view = renderRoutes(
      [
        {
          path: '/admin/sign-in',
          Component: () => <TotpStep challenge={CHALLENGE} onSignedIn={() => undefined} onRestart={() => undefined} />,
        },
      ],
      '/admin/sign-in',
    );
    const copy = ADMIN_CONTENT.totp;
    await view.user.click(await screen.findByRole('button', { name: copy.submit }));
    await view.user.click(await screen.findByRole('link', { name: ADMIN_MESSAGES.code }));
    const code = screen.getByRole('textbox', { name: copy.code });
    expect(code).toHaveFocus();
    await view.user.type(code, '12345');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await view.user.type(code, '6');
    expect(code).toHaveFocus();
    await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('link', { name: ADMIN_MESSAGES.code })).not.toBeInTheDocument();
  });
});

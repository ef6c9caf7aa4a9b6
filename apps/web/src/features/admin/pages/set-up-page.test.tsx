import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { STAFF_PASSWORD_MIN_LENGTH } from '@payee/contract';
import { renderRoutes, stubApi } from '@/test/api-stub';
import { summaryItems } from '@/test/finance';
import { StaffSetUpPage } from './set-up-page';

const copy = ADMIN_CONTENT.setUp;
let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  window.history.replaceState(null, '', '/');
});

describe('setting up a staff account', () => {
  it("refuses a short password in the contract's words and a repeat that differs at the same attempt, sending nothing; then sends the token and password, spaces and all", async () => {
    api = stubApi({
      'POST /admin/set-up': (request) =>
        (request.body as { password: string }).password === 'password1234'
          ? {
              status: 422,
              data: { message: ADMIN_MESSAGES.staffPasswordCommon, errors: { password: [ADMIN_MESSAGES.staffPasswordCommon] } },
            }
          : {
              status: 200,
              data: { data: { challenge_token: 'c'.repeat(40), next_step: 'enrol', expires_at: '2026-11-29T03:00:00.000Z' } },
            },
    });
    // The invitation's link carries its token in the fragment.
    window.history.replaceState(null, '', '/admin/set-up#token=invitation-token');
    const view = renderRoutes([{ path: '/admin/set-up', Component: StaffSetUpPage }], '/admin/set-up');
    await view.user.type(screen.getByLabelText(copy.password), 'short');
    await view.user.type(screen.getByLabelText(copy.confirmPassword), 'shorter');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual([ADMIN_MESSAGES.staffPasswordTooShort(STAFF_PASSWORD_MIN_LENGTH), copy.mismatch]);
    expect(screen.getByLabelText(copy.password)).toHaveAccessibleDescription(
      expect.stringContaining(copy.passwordHint(STAFF_PASSWORD_MIN_LENGTH)),
    );
    expect(api.sent('POST', '/admin/set-up')).toHaveLength(0);

    await view.user.clear(screen.getByLabelText(copy.password));
    await view.user.type(screen.getByLabelText(copy.password), 'password1234');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual([copy.mismatch]);
    expect(api.sent('POST', '/admin/set-up')).toHaveLength(0);

    // The list of common passwords is the server's: its refusal shows beside the field.
    await view.user.clear(screen.getByLabelText(copy.confirmPassword));
    await view.user.type(screen.getByLabelText(copy.confirmPassword), 'password1234');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(copy.password)).toHaveAccessibleDescription(expect.stringContaining(ADMIN_MESSAGES.staffPasswordCommon)),
    );

    for (const label of [copy.password, copy.confirmPassword]) {
      await view.user.clear(screen.getByLabelText(label));
      await view.user.type(screen.getByLabelText(label), 'Casey@Worker2026! by the lake');
    }
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(api.sent('POST', '/admin/set-up')).toHaveLength(2));
    expect(api.sent('POST', '/admin/set-up')[1]?.body).toEqual({ token: 'invitation-token', password: 'Casey@Worker2026! by the lake' });
  });
});

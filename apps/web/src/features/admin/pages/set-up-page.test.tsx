import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { PASSWORD_RULES_MESSAGE } from '@payee/contract';
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
  it("refuses a weak password in the contract's words and a repeat that differs at the same attempt, sending nothing; then sends the token and password", async () => {
    api = stubApi({
      'POST /admin/set-up': () => ({
        status: 200,
        data: { data: { challenge_token: 'c'.repeat(40), next_step: 'enrol', expires_at: '2026-11-29T03:00:00.000Z' } },
      }),
    });
    // The invitation's link carries its token in the fragment.
    window.history.replaceState(null, '', '/admin/set-up#token=invitation-token');
    const view = renderRoutes([{ path: '/admin/set-up', Component: StaffSetUpPage }], '/admin/set-up');
    await view.user.type(screen.getByLabelText(copy.password), 'short');
    await view.user.type(screen.getByLabelText(copy.confirmPassword), 'shorter');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual([PASSWORD_RULES_MESSAGE, copy.mismatch]);
    expect(api.sent('POST', '/admin/set-up')).toHaveLength(0);

    await view.user.clear(screen.getByLabelText(copy.password));
    await view.user.type(screen.getByLabelText(copy.password), 'Correct#Horse9');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual([copy.mismatch]);
    expect(api.sent('POST', '/admin/set-up')).toHaveLength(0);

    await view.user.clear(screen.getByLabelText(copy.confirmPassword));
    await view.user.type(screen.getByLabelText(copy.confirmPassword), 'Correct#Horse9');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(api.sent('POST', '/admin/set-up')).toHaveLength(1));
    expect(api.sent('POST', '/admin/set-up')[0]?.body).toEqual({ token: 'invitation-token', password: 'Correct#Horse9' });
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { staffSessionStore } from '@/lib/back-office/staff-session-store';
import { renderRoutes, stubApi } from '@/test/api-stub';
import { staffChallenge, staffSignedIn } from '@/test/staff';
import { expectToastGone, findToastArea } from '@/test/toasts';
import { StaffSignInPage } from './sign-in-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  staffSessionStore.end('signed-out');
});

const WRONG = 'The email address or password is not right.';
describe('staff sign-in', () => {
  it('dismisses the error toast of a failed try once the sign-in succeeds', async () => {
    api = stubApi({
      'POST /admin/login': (request) =>
        (request.body as { password: string }).password === 'Casey@Worker2026'
          ? { status: 200, data: { data: staffChallenge() } }
          : { status: 401, data: { message: WRONG } },
      'POST /admin/login/totp': () => ({ status: 200, data: { data: staffSignedIn() } }),
    });
    const view = renderRoutes(
      [
        { path: '/admin/sign-in', Component: StaffSignInPage },
        { path: '/admin', Component: () => <h1>Home</h1> },
      ],
      '/admin/sign-in',
    );
    const copy = ADMIN_CONTENT.signIn;
    await view.user.type(screen.getByRole('textbox', { name: copy.email }), 'casey@example.org');
    await view.user.type(screen.getByLabelText(copy.password), 'Casey@Worker2025');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    const toastArea = await findToastArea();
    await waitFor(() => expect(toastArea).toHaveTextContent(WRONG));

    await view.user.clear(screen.getByLabelText(copy.password));
    await view.user.type(screen.getByLabelText(copy.password), 'Casey@Worker2026');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await view.user.type(await screen.findByRole('textbox', { name: ADMIN_CONTENT.totp.code }), '123456');
    await view.user.click(screen.getByRole('button', { name: ADMIN_CONTENT.totp.submit }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await expectToastGone(toastArea, WRONG);
  });
});

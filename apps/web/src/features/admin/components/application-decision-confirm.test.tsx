import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_APPLICATION_CONTENT } from '@payee/content/admin-application';
import { APPLICATION_STATUS_IDS } from '@payee/contract';
import { renderRoutes, stubApi } from '@/test/api-stub';
import { watchDisabled } from '@/test/disabled-watch';
import { ApplicationDecision } from './application-decision';

const copy = ADMIN_APPLICATION_CONTENT.decision;
let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

function renderDecision() {
  api = stubApi({ 'GET /admin/rejection-reasons': () => ({ status: 200, data: { data: [] } }) });
  return renderRoutes(
    [
      {
        path: '/admin/applications/A1B2C3',
        Component: () => (
          <ApplicationDecision code="A1B2C3" name="Frank Ortiz" statusId={APPLICATION_STATUS_IDS.underReview} onDecided={() => undefined} />
        ),
      },
    ],
    '/admin/applications/A1B2C3',
  );
}

describe('deciding an application', () => {
  it('asks before approving, and Cancel sends nothing and puts focus back on the button, ready to try again', async () => {
    const view = renderDecision();
    await view.user.click(screen.getByRole('radio', { name: new RegExp(copy.options.approve.label) }));
    const submit = screen.getByRole('button', { name: copy.submit });
    const disabledAtSomePoint = watchDisabled(submit);
    submit.focus();
    await view.user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: copy.confirm.approve.title('A1B2C3') });
    expect(confirm).toHaveTextContent(copy.confirm.approve.message('Frank Ortiz'));
    await view.user.click(within(confirm).getByRole('button', { name: ADMIN_CONTENT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(submit).toHaveFocus();
    expect(disabledAtSomePoint()).toBe(false);
    expect(api.sent('POST', '/admin/intake/A1B2C3/decision')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import { ONBOARDING_MESSAGES } from '@payee/content/validation-onboarding';
import { ACTIVATE_PROGRAMS_REQUIRED_MESSAGE } from '@payee/contract';
import { renderRoutes, stubApi } from '@/test/api-stub';
import { watchDisabled } from '@/test/disabled-watch';
import { ENROLMENT_PROGRAMS } from '../lib/enrolment-programs';
import { OnboardingActions } from './onboarding-actions';
import type { OnboardingRecord } from './onboarding-answers';

const copy = ADMIN_ONBOARDING_CONTENT.act;
let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

// What the actions read of a record: where it stands (sent in: staff review it) and whose it is.
const SENT_IN = {
  process_type: 'onboarding',
  current_process: 'inProgress',
  application_code: 'A1B2C3',
  name: 'Frank Ortiz',
} as OnboardingRecord;
const ANSWER = { status: 200, data: { message: 'Done.', data: { id: 7, process_type: 'onboarding', current_process: 'rejected' } } };

function renderActions() {
  api = stubApi({ 'POST /admin/onboarding/A1B2C3/send-back': () => ANSWER, 'POST /admin/onboarding/A1B2C3/activate': () => ANSWER });
  return renderRoutes(
    [{ path: '/admin/onboarding/A1B2C3', Component: () => <OnboardingActions record={SENT_IN} /> }],
    '/admin/onboarding/A1B2C3',
  );
}

describe('reviewing an onboarding', () => {
  it("refuses a blank reason beside its box in the contract's words and sends only the boxes shown", async () => {
    const view = renderActions();
    await view.user.type(screen.getByRole('textbox', { name: copy.reasonLabel(1) }), 'The bank statement is missing.');
    await view.user.click(screen.getByRole('button', { name: copy.addReason }));
    await view.user.click(screen.getByRole('button', { name: copy.sendBack }));
    const second = screen.getByRole('textbox', { name: copy.reasonLabel(2) });
    await waitFor(() => expect(second).toHaveAccessibleDescription(new RegExp(ONBOARDING_MESSAGES.sendBackReason)));
    expect(screen.getByRole('textbox', { name: copy.reasonLabel(1) })).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/admin/onboarding/A1B2C3/send-back')).toHaveLength(0);

    await view.user.type(screen.getByRole('textbox', { name: copy.reasonLabel(2) }), 'Sign the SSA-1696.');
    await view.user.click(screen.getByRole('button', { name: copy.sendBack }));
    // The client is e-mailed: a confirmation says who, and with how many reasons, before anything is sent.
    const confirm = await screen.findByRole('alertdialog', { name: copy.sendBackTitle('Frank Ortiz') });
    expect(confirm).toHaveTextContent(copy.sendBackMessage('Frank Ortiz', 2));
    expect(api.sent('POST', '/admin/onboarding/A1B2C3/send-back')).toHaveLength(0);
    await view.user.click(within(confirm).getByRole('button', { name: copy.sendBackConfirm }));
    await waitFor(() => expect(api.sent('POST', '/admin/onboarding/A1B2C3/send-back')).toHaveLength(1));
    expect(api.sent('POST', '/admin/onboarding/A1B2C3/send-back')[0]?.body).toEqual({
      reasons: ['The bank statement is missing.', 'Sign the SSA-1696.'],
    });
  });

  it("asks for a program in the contract's words before activating, then sends the programs' ids", async () => {
    const view = renderActions();
    const programs = screen.getByRole('group', { name: copy.programsLegend });
    await view.user.click(screen.getByRole('button', { name: copy.activate }));
    expect(await within(programs).findByText(ACTIVATE_PROGRAMS_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(api.sent('POST', '/admin/onboarding/A1B2C3/activate')).toHaveLength(0);

    await view.user.click(within(programs).getByRole('checkbox', { name: ENROLMENT_PROGRAMS[0]!.name }));
    const activate = screen.getByRole('button', { name: copy.activate });
    const disabledAtSomePoint = watchDisabled(activate);
    await view.user.click(activate);
    // Confirmed first, naming the client e-mailed and the programs; cancelling sends nothing.
    const confirm = await screen.findByRole('alertdialog', { name: copy.activateTitle('Frank Ortiz') });
    expect(confirm).toHaveTextContent(copy.activateMessage('Frank Ortiz', ENROLMENT_PROGRAMS[0]!.name));
    await view.user.click(within(confirm).getByRole('button', { name: ADMIN_CONTENT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activate).toHaveFocus();
    expect(disabledAtSomePoint()).toBe(false);
    expect(api.sent('POST', '/admin/onboarding/A1B2C3/activate')).toHaveLength(0);
    await view.user.click(screen.getByRole('button', { name: copy.activate }));
    const again = await screen.findByRole('alertdialog', { name: copy.activateTitle('Frank Ortiz') });
    await view.user.click(within(again).getByRole('button', { name: copy.activateConfirm }));
    await waitFor(() => expect(api.sent('POST', '/admin/onboarding/A1B2C3/activate')).toHaveLength(1));
    expect(api.sent('POST', '/admin/onboarding/A1B2C3/activate')[0]?.body).toEqual({ program_ids: [ENROLMENT_PROGRAMS[0]!.id] });
  });
});

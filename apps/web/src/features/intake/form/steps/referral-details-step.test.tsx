import { screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTAKE_LIMITS, officeToday, parseApiDate } from '@payee/contract';
import { changeTo, renderInIntakeForm, stubReferenceLists } from '@/test/intake-step';
import { emptyIntakeValues } from '../values';
import { ReferralDetailsAnswers, ReferralDetailsStep } from './referral-details-step';

let api: ReturnType<typeof stubReferenceLists>;
beforeEach(() => {
  api = stubReferenceLists();
});
afterEach(() => api.restore());

describe('ReferralDetailsStep', () => {
  it('asks who referred the applicant, the agency and the date, all optional (an optional step)', async () => {
    const { user, form } = renderInIntakeForm(<ReferralDetailsStep mode="new" application={null} />);
    const referral = screen.getByRole('combobox', { name: 'Who referred you to us? (optional)' });
    expect(referral).toHaveAttribute('id', 'referral_id');
    expect(screen.getByRole('textbox', { name: 'Name of the referring agency (optional)' })).toHaveAttribute(
      'maxLength',
      String(INTAKE_LIMITS.referralAgency),
    );
    await user.click(referral);
    await user.click(await screen.findByRole('option', { name: 'Hospital' }));
    await user.type(screen.getByRole('textbox', { name: 'Date you were referred (optional)' }), '05/01/2024');
    expect(form().getValues()).toMatchObject({ referral_id: 2, referral_date: '2024-05-01' });
  });

  it('offers no day after today in the calendar', async () => {
    const { user } = renderInIntakeForm(<ReferralDetailsStep mode="new" application={null} />);
    await user.click(screen.getByRole('button', { name: 'Choose Date you were referred from calendar' }));
    const calendar = screen.getByRole('dialog', { name: 'Choose Date you were referred' });
    // The calendar opens on this month and cannot go past it.
    expect(within(calendar).getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
    // The office's (Michigan's) day, which the machine's own day is not in every zone at every hour.
    const today = parseApiDate(officeToday(new Date()))!;
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    if (tomorrow.getMonth() === today.getMonth()) {
      expect(within(calendar).getByRole('button', { name: new RegExp(format(tomorrow, 'MMMM do, yyyy')) })).toBeDisabled();
    }
    expect(within(calendar).getByRole('button', { name: new RegExp(format(today, 'MMMM do, yyyy')) })).toBeEnabled();
  });
});

describe('ReferralDetailsAnswers', () => {
  it('says "Not provided" for empty answers', () => {
    renderInIntakeForm(<ReferralDetailsAnswers values={emptyIntakeValues()} application={null} changeTo={changeTo} />);
    expect(screen.getAllByText('Not provided')).toHaveLength(3);
  });

  it('names the referral and shows the date m/d/Y', async () => {
    const values = { ...emptyIntakeValues(), referral_id: 2, referral_agency: 'Detroit Receiving', referral_date: '2024-05-01' };
    renderInIntakeForm(<ReferralDetailsAnswers values={values} application={null} changeTo={changeTo} />);
    expect(await screen.findByText('Hospital')).toBeInTheDocument();
    expect(screen.getByText('05/01/2024')).toBeInTheDocument();
  });
});

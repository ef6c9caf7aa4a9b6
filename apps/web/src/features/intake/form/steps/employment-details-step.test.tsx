import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeTo, renderInIntakeForm, stubReferenceLists } from '@/test/intake-step';
import { emptyIntakeValues } from '../values';
import { EmploymentDetailsAnswers, EmploymentDetailsStep } from './employment-details-step';

let api: ReturnType<typeof stubReferenceLists>;
beforeEach(() => {
  api = stubReferenceLists();
});
afterEach(() => api.restore());

type User = ReturnType<typeof renderInIntakeForm>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('EmploymentDetailsStep', () => {
  it('asks for the employment status, the monthly income with its tooltip and the types of income', () => {
    renderInIntakeForm(<EmploymentDetailsStep mode="new" application={null} />);
    expect(screen.getByRole('combobox', { name: 'Employment status' })).toHaveAttribute('id', 'benefit.employment_status');
    const income = screen.getByRole('textbox', { name: 'Monthly income' });
    expect(income).toHaveAttribute('id', 'benefit.monthly_income');
    expect(income).toHaveAccessibleDescription(expect.stringContaining('Enter 0 if you have no income other than Social Security.'));
    expect(screen.getByRole('combobox', { name: 'Types of income' })).toHaveAttribute('id', 'benefit.income_types');
    expect(screen.queryByRole('textbox', { name: /Describe/ })).not.toBeInTheDocument();
  });

  it('"Other" employment status reveals a box to describe it; another choice hides it and drops the text', async () => {
    const { user, form } = renderInIntakeForm(<EmploymentDetailsStep mode="new" application={null} />);
    await choose(user, 'Employment status', 'Other');
    const other = screen.getByRole('textbox', { name: 'Describe your employment status' });
    expect(other).toHaveAttribute('id', 'benefit.other_employment');
    await user.type(other, 'Caregiver');
    expect(form().getValues('benefit.other_employment')).toBe('Caregiver');

    await choose(user, 'Employment status', 'Retired');
    expect(screen.queryByRole('textbox', { name: 'Describe your employment status' })).not.toBeInTheDocument();
    expect(form().getValues('benefit')).toMatchObject({ employment_status: 3, other_employment: '' });
  });

  it('"Other" among the types of income reveals a box; "2 items are selected" shows for two', async () => {
    const { user, form } = renderInIntakeForm(<EmploymentDetailsStep mode="new" application={null} />);
    await user.click(screen.getByRole('combobox', { name: 'Types of income' }));
    await user.click(await screen.findByRole('option', { name: 'Pension' }));
    expect(screen.queryByRole('textbox', { name: 'Describe your other income' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Other' }));
    await user.keyboard('{Escape}');
    expect(screen.getByText('2 items are selected')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Describe your other income' }), 'Room rent');
    expect(form().getValues('benefit')).toMatchObject({ income_types: [2, 4], other_income: 'Room rent' });
  });

  it('takes 0 as a monthly income', async () => {
    const { user, form } = renderInIntakeForm(<EmploymentDetailsStep mode="new" application={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Monthly income' }), '0');
    expect(form().getValues('benefit.monthly_income')).toBe('0');
  });
});

describe('EmploymentDetailsAnswers', () => {
  it('says "Not provided" for empty answers', () => {
    renderInIntakeForm(<EmploymentDetailsAnswers values={emptyIntakeValues()} application={null} changeTo={changeTo} />);
    expect(screen.getAllByText('Not provided')).toHaveLength(3);
  });

  it('names the choices, with the words typed for "Other", and the income in dollars', async () => {
    const values = emptyIntakeValues();
    values.benefit = {
      ...values.benefit,
      employment_status: 4,
      other_employment: 'Caregiver',
      monthly_income: '943',
      income_types: [1, 4],
      other_income: 'Room rent',
    };
    renderInIntakeForm(<EmploymentDetailsAnswers values={values} application={null} changeTo={changeTo} />);
    expect(await screen.findByText('Other: Caregiver')).toBeInTheDocument();
    expect(await screen.findByText('Supplemental Security Income (SSI), Other: Room rent')).toBeInTheDocument();
    expect(screen.getByText('$943.00')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTAKE_LIMITS } from '@payee/contract';
import { changeTo, renderInIntakeForm, stubReferenceLists } from '@/test/intake-step';
import { emptyIntakeValues } from '../values';
import { BenefitDetailsAnswers, BenefitDetailsStep } from './benefit-details-step';

let api: ReturnType<typeof stubReferenceLists>;
beforeEach(() => {
  api = stubReferenceLists();
});
afterEach(() => api.restore());

const ZERO_TOOLTIP = "Input '0' if no amount has been received.";

describe('BenefitDetailsStep', () => {
  it('marks every field optional (an optional step) and gives the amounts the zero-amount tooltip', () => {
    renderInIntakeForm(<BenefitDetailsStep mode="new" application={null} />);
    for (const label of ['Food stamps (SNAP) amount (optional)', 'Life insurance amount (optional)']) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(expect.stringContaining(ZERO_TOOLTIP));
    }
    expect(screen.getByRole('textbox', { name: 'Food stamps (SNAP) amount (optional)' })).toHaveAttribute('id', 'benefit.food_stamp');
    expect(screen.getByRole('textbox', { name: 'Type of life insurance (optional)' })).toHaveAttribute(
      'maxLength',
      String(INTAKE_LIMITS.lifeInsuranceType),
    );
    expect(screen.getByRole('textbox', { name: 'Veteran service number (optional)' })).toHaveAttribute('id', 'benefit.veteran_service_no');
  });

  it('accepts 0 as an amount and drops letters', async () => {
    const { user, form } = renderInIntakeForm(<BenefitDetailsStep mode="new" application={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Food stamps (SNAP) amount (optional)' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Life insurance amount (optional)' }), '5k000.50');
    expect(form().getValues('benefit')).toMatchObject({ food_stamp: '0', life_insurance: '5000.50' });
  });

  it('takes an amount up to the most the contract accepts, $99,999,999.99, and no longer', async () => {
    const { user, form } = renderInIntakeForm(<BenefitDetailsStep mode="new" application={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Food stamps (SNAP) amount (optional)' }), '99999999.995');
    expect(form().getValues('benefit.food_stamp')).toBe('99999999.99');
  });
});

describe('BenefitDetailsAnswers', () => {
  it('says "Not provided" for empty answers', () => {
    renderInIntakeForm(<BenefitDetailsAnswers values={emptyIntakeValues()} application={null} changeTo={changeTo} />);
    expect(screen.getAllByText('Not provided')).toHaveLength(4);
  });

  it('shows amounts in dollars, 0 included', () => {
    const values = emptyIntakeValues();
    values.benefit = { ...values.benefit, food_stamp: '0', life_insurance: '12500.5' };
    renderInIntakeForm(<BenefitDetailsAnswers values={values} application={null} changeTo={changeTo} />);
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText('$12,500.50')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
  });
});

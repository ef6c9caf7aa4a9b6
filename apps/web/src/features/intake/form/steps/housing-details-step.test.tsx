import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTAKE_LIMITS } from '@payee/contract';
import { changeTo, renderInIntakeForm, stubReferenceLists } from '@/test/intake-step';
import { emptyIntakeValues } from '../values';
import { HousingDetailsAnswers, HousingDetailsStep } from './housing-details-step';

let api: ReturnType<typeof stubReferenceLists>;
beforeEach(() => {
  api = stubReferenceLists();
});
afterEach(() => api.restore());

type User = ReturnType<typeof renderInIntakeForm>['user'];

async function chooseHousing(user: User, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Type of housing' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The fields asked for unless the housing type has no landlord. */
const WAIVABLE = ['Housing provider', 'Move-in date', "Landlord's phone number", "Landlord's email address", 'Monthly rent'];

describe('HousingDetailsStep', () => {
  it('asks for the housing type and every landlord field, the optional ones marked', () => {
    renderInIntakeForm(<HousingDetailsStep mode="new" application={null} />);
    expect(screen.getByRole('combobox', { name: 'Type of housing' })).toHaveAttribute('id', 'housing.house_type_id');
    for (const label of WAIVABLE) expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    for (const label of [
      "Landlord's other phone number",
      "Landlord's fax number",
      "Landlord's other email address",
      'Anything else about your housing',
    ]) {
      expect(screen.getByRole('textbox', { name: `${label} (optional)` })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Housing provider' })).toHaveAttribute('maxLength', String(INTAKE_LIMITS.housingProvider));
    expect(screen.getByRole('textbox', { name: 'Monthly rent' })).toHaveAccessibleDescription(
      expect.stringContaining("Input '0' if no amount has been received."),
    );
  });

  it.each(['Homeless', 'Shelter / Transitional housing', 'Living with family or friends'])(
    'housing type "%s" (7, 8, 9) makes the landlord questions optional and says so, keeping what was typed',
    async (houseType) => {
      const { user, form } = renderInIntakeForm(<HousingDetailsStep mode="new" application={null} />);
      await user.type(screen.getByRole('textbox', { name: 'Housing provider' }), 'Oak Homes');
      await chooseHousing(user, houseType);
      expect(screen.getByRole('status')).toHaveTextContent(
        'you do not have to answer the questions about a housing provider, landlord or rent',
      );
      for (const label of WAIVABLE) expect(screen.getByRole('textbox', { name: `${label} (optional)` })).toBeInTheDocument();
      expect(form().getValues('housing.housing_provider')).toBe('Oak Homes');

      await chooseHousing(user, 'Apartment rental');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      for (const label of WAIVABLE) expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    },
  );

  it('counts the remarks against 500 characters', async () => {
    const { user } = renderInIntakeForm(<HousingDetailsStep mode="new" application={null} />);
    const remarks = screen.getByRole('textbox', { name: 'Anything else about your housing (optional)' });
    expect(remarks).toHaveAttribute('maxLength', String(INTAKE_LIMITS.housingRemarks));
    await user.type(remarks, 'Lease ends in May');
    expect(screen.getByText(/17 \/ 500/)).toBeInTheDocument();
  });
});

describe('HousingDetailsAnswers', () => {
  it('says "Not provided" for empty answers', () => {
    renderInIntakeForm(<HousingDetailsAnswers values={emptyIntakeValues()} application={null} changeTo={changeTo} />);
    expect(screen.getAllByText('Not provided')).toHaveLength(10);
  });

  it('names the housing type and shows the date m/d/Y, phones formatted and the rent in dollars', async () => {
    const values = emptyIntakeValues();
    values.housing = { ...values.housing, house_type_id: 1, move_in_date: '2024-05-01', landlord_fax: '3135550199', rent_amount: '650' };
    renderInIntakeForm(<HousingDetailsAnswers values={values} application={null} changeTo={changeTo} />);
    expect(await screen.findByText('Apartment rental')).toBeInTheDocument();
    expect(screen.getByText('05/01/2024')).toBeInTheDocument();
    expect(screen.getByText('(313) 555-0199')).toBeInTheDocument();
    expect(screen.getByText('$650.00')).toBeInTheDocument();
  });
});

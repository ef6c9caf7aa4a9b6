import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INTAKE_LIMITS } from '@payee/contract';
import { renderInIntakeForm, stubReferenceLists, changeTo } from '@/test/intake-step';
import { emptyAddress, emptyIntakeValues, type IntakeFormValues } from '../values';
import { AddressDetailsAnswers, AddressDetailsStep } from './address-details-step';

let api: ReturnType<typeof stubReferenceLists>;
beforeEach(() => {
  api = stubReferenceLists();
});
afterEach(() => api.restore());

const physical = () => within(screen.getByRole('group', { name: 'Physical address' }));
const mailing = () => within(screen.getByRole('group', { name: 'Mailing address' }));

async function choose(
  scope: ReturnType<typeof within>,
  label: string,
  option: string,
  user: ReturnType<typeof renderInIntakeForm>['user'],
) {
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await scope.findByRole('option', { name: option }));
}

function withPhysical(address: Partial<IntakeFormValues['physical_address']>, isSame: 0 | 1 = 0): IntakeFormValues {
  const values = emptyIntakeValues();
  return {
    ...values,
    physical_address: { ...emptyAddress(), ...address },
    mailing_address: { ...values.mailing_address, is_same_as_primary_address: isSame },
  };
}

describe('AddressDetailsStep', () => {
  it('asks for both addresses, each field labelled, with its id the field name and the contract limits', () => {
    renderInIntakeForm(<AddressDetailsStep mode="new" application={null} />);
    for (const [group, prefix] of [
      [physical(), 'physical_address'],
      [mailing(), 'mailing_address'],
    ] as const) {
      expect(group.getByRole('checkbox', { name: /This address is outside the United States/ })).toHaveAttribute(
        'id',
        `${prefix}.is_international`,
      );
      expect(group.getByRole('textbox', { name: 'Address line 1' })).toHaveAttribute('id', `${prefix}.line_1`);
      expect(group.getByRole('textbox', { name: 'Address line 1' })).toHaveAttribute('maxLength', String(INTAKE_LIMITS.addressLine));
      expect(group.getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveAttribute(
        'maxLength',
        String(INTAKE_LIMITS.addressLine),
      );
      expect(group.getByRole('textbox', { name: 'City or town' })).toHaveAttribute('id', `${prefix}.city_name`);
      expect(group.getByRole('textbox', { name: 'City or town' })).toHaveAttribute('maxLength', String(INTAKE_LIMITS.city));
      expect(group.getByRole('combobox', { name: 'State' })).toHaveAttribute('id', `${prefix}.state_id`);
      expect(group.getByRole('textbox', { name: 'County' })).toHaveAttribute('id', `${prefix}.county`);
      expect(group.getByRole('textbox', { name: 'County' })).toHaveAttribute('maxLength', String(INTAKE_LIMITS.county));
      expect(group.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('id', `${prefix}.zip_code`);
      expect(group.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    }
    expect(mailing().getByRole('checkbox', { name: /Same as physical address/ })).not.toBeChecked();
  });

  it('offers the states of the United States from /master/states?country_id=233', async () => {
    const { user, form } = renderInIntakeForm(<AddressDetailsStep mode="new" application={null} />);
    await choose(physical(), 'State', 'Michigan', user);
    expect(form().getValues('physical_address.state_id')).toBe(1);
    expect(api.sent('GET', '/master/states')[0]?.params).toEqual({ country_id: '233' });
  });

  it('keeps only digits in the ZIP code, ten at most', async () => {
    const { user, form } = renderInIntakeForm(<AddressDetailsStep mode="new" application={null} />);
    await user.type(physical().getByRole('textbox', { name: 'ZIP code' }), '48a2-01');
    expect(form().getValues('physical_address.zip_code')).toBe('48201');
    await user.type(physical().getByRole('textbox', { name: 'ZIP code' }), '-123456');
    expect(form().getValues('physical_address.zip_code')).toBe('4820112345');
  });

  it('the international toggle shows the country and a free-text state, and clears country, state id and state name', async () => {
    const { user, form } = renderInIntakeForm(
      <AddressDetailsStep mode="new" application={null} />,
      withPhysical({ state_id: 1, county: 'Wayne' }),
    );
    await user.click(physical().getByRole('checkbox', { name: /outside the United States/ }));
    expect(form().getValues('physical_address')).toMatchObject({ is_international: 1, state_id: null, state_name: '', country_id: null });
    expect(physical().queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    expect(physical().getByRole('textbox', { name: 'County (optional)' })).toBeInTheDocument();

    await choose(physical(), 'Country', 'Canada', user);
    expect(physical().getByRole('textbox', { name: 'State, province or region' })).toHaveAttribute(
      'maxLength',
      String(INTAKE_LIMITS.stateName),
    );
    await user.type(physical().getByRole('textbox', { name: 'State, province or region' }), 'Ontario');
    expect(form().getValues('physical_address')).toMatchObject({ is_international: 1, country_id: 39, state_name: 'Ontario' });

    await user.click(physical().getByRole('checkbox', { name: /outside the United States/ }));
    expect(form().getValues('physical_address')).toMatchObject({ is_international: 0, country_id: null, state_id: null, state_name: '' });
    expect(physical().getByRole('combobox', { name: 'State' })).toBeInTheDocument();
    expect(physical().queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
  });

  it('picking a country sets "outside the United States" from it and clears the state; the United States goes back to the state list', async () => {
    const { user, form } = renderInIntakeForm(
      <AddressDetailsStep mode="new" application={null} />,
      withPhysical({ is_international: 1, country_id: 39, state_name: 'Ontario' }),
    );
    await choose(physical(), 'Country', 'Mexico', user);
    expect(form().getValues('physical_address')).toMatchObject({ is_international: 1, country_id: 142, state_name: '', state_id: null });

    await user.type(physical().getByRole('textbox', { name: 'State, province or region' }), 'Jalisco');
    await choose(physical(), 'Country', 'United States', user);
    expect(form().getValues('physical_address')).toMatchObject({ is_international: 0, country_id: 233, state_name: '', state_id: null });
    const toggle = physical().getByRole('checkbox', { name: /outside the United States/ });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveFocus();
    expect(physical().getByRole('combobox', { name: 'State' })).toBeInTheDocument();
  });

  it('"Same as physical address" copies the physical address, disables the mailing fields and keeps them in step', async () => {
    const { user, form } = renderInIntakeForm(
      <AddressDetailsStep mode="new" application={null} />,
      withPhysical({ line_1: '120 Main Street', city_name: 'Detroit', state_id: 1, county: 'Wayne', zip_code: '48201' }),
    );
    await user.click(mailing().getByRole('checkbox', { name: /Same as physical address/ }));

    const mailingLine1 = mailing().getByRole('textbox', { name: 'Address line 1' });
    await waitFor(() => expect(mailingLine1).toHaveValue('120 Main Street'));
    expect(mailingLine1).toBeDisabled();
    expect(mailing().getByRole('textbox', { name: 'ZIP code' })).toBeDisabled();
    expect(mailing().getByRole('checkbox', { name: /outside the United States/ })).toBeDisabled();
    // react-select hides a disabled select's input and shows the chosen state as text.
    expect(document.getElementById('mailing_address.state_id')).toBeDisabled();
    expect(mailing().getByText('Michigan')).toBeInTheDocument();
    expect(form().getValues('mailing_address')).toMatchObject({
      line_1: '120 Main Street',
      city_name: 'Detroit',
      state_id: 1,
      county: 'Wayne',
      zip_code: '48201',
      is_same_as_primary_address: 1,
    });

    await user.type(physical().getByRole('textbox', { name: 'Address line 2 (optional)' }), 'Apt 4');
    await waitFor(() => expect(mailing().getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveValue('Apt 4'));

    await user.click(mailing().getByRole('checkbox', { name: /Same as physical address/ }));
    expect(mailingLine1).toBeEnabled();
    expect(mailingLine1).toHaveValue('120 Main Street');
    await user.type(mailingLine1, ', PO Box 9');
    expect(form().getValues('mailing_address.line_1')).toBe('120 Main Street, PO Box 9');
    expect(form().getValues('physical_address.line_1')).toBe('120 Main Street');
  });

  it('a saved application opening with "Same as physical address" ticked shows the copy without counting as a change', async () => {
    const { form } = renderInIntakeForm(
      <AddressDetailsStep mode="resume" application={null} />,
      withPhysical({ line_1: '120 Main Street', city_name: 'Detroit', state_id: 1, county: 'Wayne', zip_code: '48201' }, 1),
    );
    await waitFor(() => expect(mailing().getByRole('textbox', { name: 'Address line 1' })).toHaveValue('120 Main Street'));
    expect(form().getFieldState('mailing_address.line_1').isDirty).toBe(false);
  });

  it('shows field errors beside the field, described by them', () => {
    const { form } = renderInIntakeForm(<AddressDetailsStep mode="new" application={null} />);
    form().setError('physical_address.county', { type: 'server', message: 'Enter a county.' });
    return waitFor(() => {
      const county = physical().getByRole('textbox', { name: 'County' });
      expect(county).toHaveAttribute('aria-invalid', 'true');
      expect(county).toHaveAccessibleDescription(/Error: Enter a county\./);
    });
  });
});

describe('AddressDetailsAnswers', () => {
  it('says "Not provided" for empty addresses', () => {
    renderInIntakeForm(<AddressDetailsAnswers values={emptyIntakeValues()} application={null} changeTo={changeTo} />);
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
  });

  it('writes an address in the United States as on an envelope, and a copied mailing address as "Same as physical address"', async () => {
    const values = withPhysical(
      { line_1: '120 Main Street', line_2: 'Apt 4', city_name: 'Detroit', state_id: 1, county: 'Wayne', zip_code: '48201' },
      1,
    );
    renderInIntakeForm(<AddressDetailsAnswers values={values} application={null} changeTo={changeTo} />);
    const address = (await screen.findByText('Detroit, Michigan 48201')).closest('dd');
    expect(address).toHaveTextContent('120 Main StreetApt 4Detroit, Michigan 48201Wayne County');
    expect(screen.getByText('Same as physical address')).toBeInTheDocument();
  });

  it('names the country of an address abroad', async () => {
    const values = emptyIntakeValues();
    values.mailing_address = {
      ...emptyAddress(),
      is_same_as_primary_address: 0,
      is_international: 1,
      country_id: 39,
      line_1: '1 King Street',
      city_name: 'Toronto',
      state_name: 'Ontario',
      zip_code: '12345',
    };
    renderInIntakeForm(<AddressDetailsAnswers values={values} application={null} changeTo={changeTo} />);
    expect((await screen.findByText('Canada')).closest('dd')).toHaveTextContent('1 King StreetToronto, Ontario 12345Canada');
  });
});

import { describe, expect, it } from 'vitest';
import { newApplicationValues } from './read-back';
import { createParts, toFormData, toParts, updateParts } from './payload';
import type { IntakeFormValues } from './values';

const asObject = (parts: readonly (readonly [string, string | File])[]) => Object.fromEntries(parts);

function answered(): IntakeFormValues {
  const values = newApplicationValues();
  return {
    ...values,
    representative: {
      ...values.representative,
      representative_type: 'case_manager',
      agency_id: 1,
      case_manager_id: 9,
      name: 'Jordan Miles',
      primary_phone: '(313) 555-0142',
      primary_email: ' jordan@example.org ',
    },
    personal_contact: { ...values.personal_contact, primary_phone: '3135550100' },
    first_name: ' Rosa ',
    last_name: 'Delgado',
    ssn: '123-45-6789',
    date_of_birth: '1958-04-02',
    birth_city: 'Detroit',
    birth_state_id: 23,
    marital_status_id: 2,
    gender_id: 1,
    race_id: [3, 6],
    language_id: 1,
    source_id: 12,
    other_source: 'A neighbour',
    username: 'rosa.delgado',
    password: 'Rosa@Apply2026',
    confirm_password: 'Rosa@Apply2026',
  };
}

describe('payload builder', () => {
  it('writes nested objects with brackets and lists with indexes, dropping empty values but keeping 0', () => {
    expect(toParts('physical_address', { line_1: '120 Main', line_2: '', state_id: null, is_international: 0 })).toEqual([
      ['physical_address[line_1]', '120 Main'],
      ['physical_address[is_international]', '0'],
    ]);
    expect(toParts('benefit', { income_types: [1, 4], other_income: '  ' })).toEqual([
      ['benefit[income_types][0]', '1'],
      ['benefit[income_types][1]', '4'],
    ]);
    expect(toParts('race_id', [])).toEqual([]);
  });

  it('sends phones as digits, the SSN as 9 digits and amounts as the number typed', () => {
    expect(toParts('representative', { primary_phone: '(313) 555-0142', other_phone: '' })).toEqual([
      ['representative[primary_phone]', '3135550142'],
    ]);
    expect(toParts('housing', { landlord_fax: '(313) 555-0199', rent_amount: ' 1,250.50 ' })).toEqual([
      ['housing[landlord_fax]', '3135550199'],
      ['housing[rent_amount]', '1250.50'],
    ]);
    expect(toParts('ssn', '123-45-6789')).toEqual([['ssn', '123456789']]);
    expect(toParts('benefit', { food_stamp: '0' })).toEqual([['benefit[food_stamp]', '0']]);
  });

  it('sends a chosen file as a part of its own', () => {
    const file = new File(['%PDF-1.4'], 'ssa-623.pdf', { type: 'application/pdf' });
    const values = { ...newApplicationValues(), ssa_6233: file };
    const parts = updateParts('ssa-documents', values, { id: 41, applicationCode: 'APP-NEW041' });
    expect(parts).toEqual([
      ['step', 'ssa-documents'],
      ['id', '41'],
      ['application_code', 'APP-NEW041'],
      ['ssa_6233', file],
    ]);
    expect(toFormData(parts).get('ssa_6233')).toBe(file);
  });

  it('creates with step login-details, the branch, the programs, steps 1 to 4 and the captcha token', () => {
    const parts = createParts(answered(), { branchId: 3, programIds: [1], captchaToken: 'dev-captcha:intake' });
    expect(parts[0]).toEqual(['step', 'login-details']);
    expect(asObject(parts)).toEqual({
      step: 'login-details',
      branch_id: '3',
      'program_id[0]': '1',
      'representative[representative_type]': 'case_manager',
      'representative[case_manager_id]': '9',
      'representative[name]': 'Jordan Miles',
      'representative[agency_id]': '1',
      'representative[preferred_communication]': '1',
      'representative[primary_phone]': '3135550142',
      'representative[primary_email]': 'jordan@example.org',
      'personal_contact[primary_phone]': '3135550100',
      first_name: 'Rosa',
      last_name: 'Delgado',
      ssn: '123456789',
      date_of_birth: '1958-04-02',
      birth_city: 'Detroit',
      birth_country_id: '233',
      birth_state_id: '23',
      marital_status_id: '2',
      gender_id: '1',
      'race_id[0]': '3',
      'race_id[1]': '6',
      language_id: '1',
      source_id: '12',
      other_source: 'A neighbour',
      username: 'rosa.delgado',
      password: 'Rosa@Apply2026',
      confirm_password: 'Rosa@Apply2026',
      'g-recaptcha-response': 'dev-captcha:intake',
    });
  });

  it('sends no program when "I am not aware" was chosen', () => {
    const parts = createParts(answered(), { branchId: 3, programIds: [], captchaToken: 't' });
    expect(parts.some(([name]) => name.startsWith('program_id'))).toBe(false);
  });

  it("updates one step with its slug, the application's id and code, and only that step's answers", () => {
    const values: IntakeFormValues = {
      ...answered(),
      benefit: { ...answered().benefit, food_stamp: '125.50', monthly_income: '943', income_types: [1], employment_status: 4 },
    };
    expect(asObject(updateParts('benefit-details', values, { id: 41, applicationCode: 'APP-NEW041' }))).toEqual({
      step: 'benefit-details',
      id: '41',
      application_code: 'APP-NEW041',
      'benefit[food_stamp]': '125.50',
    });
    expect(asObject(updateParts('employment-details', values, { id: 41, applicationCode: 'APP-NEW041' }))).toEqual({
      step: 'employment-details',
      id: '41',
      application_code: 'APP-NEW041',
      'benefit[employment_status]': '4',
      'benefit[monthly_income]': '943',
      'benefit[income_types][0]': '1',
    });
  });

  it('sends the physical address as the mailing address when it is the same', () => {
    const values = newApplicationValues();
    values.physical_address = {
      ...values.physical_address,
      line_1: '120 Main Street',
      city_name: 'Detroit',
      state_id: 23,
      county: 'Wayne',
      zip_code: '48201',
    };
    values.mailing_address = { ...values.mailing_address, line_1: 'old', is_same_as_primary_address: 1 };
    const parts = asObject(updateParts('address-details', values, { id: 41, applicationCode: 'APP-NEW041' }));
    expect(parts['mailing_address[line_1]']).toBe('120 Main Street');
    expect(parts['mailing_address[county]']).toBe('Wayne');
    expect(parts['mailing_address[is_same_as_primary_address]']).toBe('1');
  });
});

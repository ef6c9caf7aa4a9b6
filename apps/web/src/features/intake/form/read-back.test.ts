import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_ID } from '@payee/contract';
import { savedApplication } from '@/test/intake-form';
import { newApplicationValues, valuesFromApplication } from './read-back';

describe('read-back → form values', () => {
  it('starts a new application born in the United States', () => {
    expect(newApplicationValues().birth_country_id).toBe(DEFAULT_COUNTRY_ID);
    expect(newApplicationValues().representative.preferred_communication).toBe(1);
  });

  it('turns look-ups into ids, dates into yyyy-MM-dd, the SSN into 3-2-4 and amounts into text', () => {
    const values = valuesFromApplication(savedApplication());
    expect(values).toMatchObject({
      first_name: 'Rosa',
      title: '',
      ssn: '123-45-6789',
      date_of_birth: '1958-04-02',
      birth_state_id: 23,
      birth_country_id: DEFAULT_COUNTRY_ID,
      marital_status_id: 2,
      gender_id: 1,
      race_id: [6],
      language_id: 1,
      source_id: 1,
      username: 'rosa.delgado',
      password: '',
      personal_contact: { primary_phone: '3135550100', other_phone: '', primary_email: 'rosa@example.org', other_email: '' },
      physical_address: {
        line_1: '120 Main Street',
        state_id: 23,
        country_id: null,
        county: 'Wayne',
        zip_code: '48201',
        is_international: 0,
      },
      mailing_address: { is_same_as_primary_address: 1, city_name: 'Detroit' },
      emergency_contact: { name: 'Luis Delgado', contact_category_id: 1, primary_phone: '3135550101' },
      benefit: { food_stamp: '0', life_insurance: '', monthly_income: '943.5', employment_status: 1, income_types: [1] },
      housing: { house_type_id: 7, housing_provider: '', rent_amount: '' },
      referral_id: null,
      ssa_6233: null,
    });
  });

  it("reads a case manager's representative back, with phones as digits", () => {
    const values = valuesFromApplication(
      savedApplication({
        representative: {
          type: 'case_manager',
          preferred_communication: 2,
          case_manager: { id: 9, slug: 'jordan-miles', name: 'Jordan Miles' },
          name: 'Jordan Miles',
          agency: { id: 1, name: 'Riverbend Community Mental Health' },
          other_agency: null,
          relationship: null,
          primary_phone: '(313) 555-0142',
          other_phone: null,
          primary_email: 'jordan@example.org',
          other_email: null,
        },
      }),
    );
    expect(values.representative).toEqual({
      representative_type: 'case_manager',
      case_manager_id: 9,
      name: 'Jordan Miles',
      agency_id: 1,
      other_agency: '',
      preferred_communication: 2,
      relationship_id: null,
      primary_phone: '3135550142',
      other_phone: '',
      primary_email: 'jordan@example.org',
      other_email: '',
    });
  });

  it('keeps a typed birth state abroad, and fills what was never saved with empty answers', () => {
    const values = valuesFromApplication(
      savedApplication({
        birth_country: { id: 39, name: 'Canada' },
        birth_state: null,
        birth_state_name: 'Ontario',
        representative: null,
        benefit: null,
        housing: null,
        physical_address: null,
        mailing_address: null,
        emergency_contact: null,
        date_of_birth: { date: '1958-04-02T00:00:00.000Z' },
      }),
    );
    expect(values.birth_country_id).toBe(39);
    expect(values.birth_state_name).toBe('Ontario');
    expect(values.date_of_birth).toBe('1958-04-02');
    expect(values.representative.representative_type).toBeNull();
    expect(values.benefit.income_types).toEqual([]);
    expect(values.physical_address.line_1).toBe('');
    expect(values.mailing_address.is_same_as_primary_address).toBe(0);
  });
});

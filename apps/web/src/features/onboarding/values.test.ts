import { describe, expect, it } from 'vitest';
import { emptyDetail, savedDetail } from '@/test/onboarding';
import { emptyOnboardingValues, valuesFromDetail } from './values';

describe('the wizard values of a loaded onboarding', () => {
  it('starts an empty onboarding with one empty contact and one empty bill, no identifiers', () => {
    const values = valuesFromDetail(emptyDetail());
    expect(values).toEqual(emptyOnboardingValues());
    expect(values.client_contacts).toHaveLength(1);
    expect(values.client_bills[0]).toMatchObject({ id: null, is_recursive: 0, files: null, saved_file: null });
  });

  it('pre-fills what is saved: ids of look-ups, benefits ticked by id, amounts as sent, the saved bill file', () => {
    const values = valuesFromDetail(savedDetail());
    expect(values.identifiers).toMatchObject({
      identification_type_id: 1,
      identity_code: 'C123-456-789',
      medicaid_no: 'MI-99812',
      va_no: '',
    });
    expect(values.other_identifiers).toEqual([{ id: 31, identity_type: 'Passport', identity_code: 'X1234567' }]);
    expect(values.health_info).toEqual({ diagnosis: 'Type 2 diabetes', medications: '', guardianship: '' });
    expect(values.benefits).toEqual({
      b8: { is_selected: 1, benefit_amount: '943.00', effective_from: '2024-01-01', effective_till: '2026-12-31' },
    });
    expect(values.client_contacts[0]).toMatchObject({
      id: 51,
      name: 'Dr. Patel',
      contact_category_id: 1,
      personal_contact: { primary_phone: '3135550142' },
    });
    expect(values.client_bills[0]).toMatchObject({
      id: 61,
      reporting_account_id: 21,
      amount: '85.40',
      is_recursive: 1,
      bill_repeat_frequency_id: 1,
      repeat_intervals: 12,
      saved_file: { name: 'electricity-may.pdf' },
    });
  });
});

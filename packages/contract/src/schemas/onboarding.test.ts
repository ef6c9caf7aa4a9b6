import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from '../enums';
import { MAX_OTHER_IDENTIFIERS_MESSAGE, PHONE_MESSAGE } from './messages';
import { ONBOARDING_STEP_SCHEMAS, ZOnboardingDetailSchema, ZOnboardingSaveRequestSchema, makeOnboardingStepSchemas } from './onboarding';
import { errorsOf, parsed } from './test-support';

const steps = makeOnboardingStepSchemas({ otherIds: { 'contact-categories': [9] } });

describe('ZOnboardingSaveRequestSchema', () => {
  it('reads the step slug and defaults skip to 0', () => {
    expect(parsed(ZOnboardingSaveRequestSchema, { step: 'identifiers' })).toEqual({ step: 'identifiers', skip: 0 });
    expect(parsed(ZOnboardingSaveRequestSchema, { step: 'medical-details', skip: '1' }).skip).toBe(1);
  });

  it('refuses an unknown step', () => {
    expect(errorsOf(ZOnboardingSaveRequestSchema, { step: 'payments' })).toEqual({ step: 'Choose which step to save.' });
  });

  it('has a schema for every onboarding step', () => {
    expect(Object.keys(ONBOARDING_STEP_SCHEMAS).sort()).toEqual(ONBOARDING_STEPS.map((step) => step.slug).sort());
  });
});

describe('identifiers step', () => {
  const identifiers = { identification_type_id: '1', identity_code: 'D123' };
  const other = (n: number) => ({ identity_type: `Card ${n}`, identity_code: `C${n}` });

  it('asks for the identification type and number; the card numbers are optional', () => {
    expect(errorsOf(steps.identifiers, {})).toEqual({
      'identifiers.identification_type_id': 'Select an identification type.',
      'identifiers.identity_code': 'Enter the identification number.',
    });
    expect(errorsOf(steps.identifiers, { identifiers })).toEqual({});
  });

  it('accepts up to 3 other identifiers and refuses a fourth', () => {
    expect(parsed(steps.identifiers, { identifiers, other_identifiers: [other(1), other(2), other(3)] }).other_identifiers).toHaveLength(3);
    expect(errorsOf(steps.identifiers, { identifiers, other_identifiers: [other(1), other(2), other(3), other(4)] })).toEqual({
      other_identifiers: MAX_OTHER_IDENTIFIERS_MESSAGE,
    });
  });

  it('keys a missing other-identifier field by its index', () => {
    expect(errorsOf(steps.identifiers, { identifiers, other_identifiers: [other(1), { identity_type: 'Card' }] })).toEqual({
      'other_identifiers.1.identity_code': 'Enter the identifier number.',
    });
  });
});

describe('medical details step', () => {
  it('is optional', () => {
    expect(errorsOf(steps['medical-details'], {})).toEqual({});
    expect(parsed(steps['medical-details'], { health_info: { diagnosis: ' Asthma ' } }).health_info).toEqual({ diagnosis: 'Asthma' });
  });
});

describe('active benefits step', () => {
  const benefit = { reporting_account_id: '3', benefit_amount: '943.00', effective_from: '2024-01-01', effective_till: '2024-12-31' };

  it('accepts a benefit, with an amount of 0', () => {
    expect(parsed(steps['active-benefits'], { active_benefits: [{ ...benefit, benefit_amount: '0' }] }).active_benefits).toEqual([
      { reporting_account_id: 3, benefit_amount: 0, effective_from: '2024-01-01', effective_till: '2024-12-31' },
    ]);
  });

  it('refuses an end date before the start date, keyed by index', () => {
    expect(errorsOf(steps['active-benefits'], { active_benefits: [benefit, { ...benefit, effective_till: '2023-12-31' }] })).toEqual({
      'active_benefits.1.effective_till': 'Enter an end date on or after the start date.',
    });
  });

  it('accepts an end date on the start date', () => {
    expect(errorsOf(steps['active-benefits'], { active_benefits: [{ ...benefit, effective_till: '2024-01-01' }] })).toEqual({});
  });

  it('asks for every field of a benefit', () => {
    expect(errorsOf(steps['active-benefits'], { active_benefits: [{}] })).toEqual({
      'active_benefits.0.reporting_account_id': 'Select a benefit.',
      'active_benefits.0.benefit_amount': 'Enter the benefit amount.',
      'active_benefits.0.effective_from': 'Enter the date the benefit starts.',
      'active_benefits.0.effective_till': 'Enter the date the benefit ends.',
    });
  });
});

describe('client contacts step', () => {
  const contact = { name: 'Dr Who', contact_category_id: '2', personal_contact: { primary_phone: '(313) 555-0100' } };

  it('accepts a contact with a name, a category and a phone', () => {
    expect(parsed(steps['client-contacts'], { client_contacts: [contact] }).client_contacts[0]).toMatchObject({
      contact_category_id: 2,
      personal_contact: { primary_phone: '3135550100' },
    });
  });

  it('asks for the name, category and phone, keyed by index', () => {
    expect(errorsOf(steps['client-contacts'], { client_contacts: [contact, {}] })).toEqual({
      'client_contacts.1.name': "Enter the contact's name.",
      'client_contacts.1.contact_category_id': 'Select a contact category.',
      'client_contacts.1.personal_contact.primary_phone': PHONE_MESSAGE,
    });
  });

  it('asks for the other category when Other is chosen', () => {
    expect(errorsOf(steps['client-contacts'], { client_contacts: [{ ...contact, contact_category_id: 9 }] })).toEqual({
      'client_contacts.0.other_contact_category': 'Enter the contact category.',
    });
  });
});

describe('client contact addresses', () => {
  const contact = { name: 'Dr Patel', contact_category_id: '1', personal_contact: { primary_phone: '3135550100' } };

  it('asks for nothing of an address left empty, whatever its flags say', () => {
    expect(
      errorsOf(steps['client-contacts'], {
        client_contacts: [
          {
            ...contact,
            physical_address: { is_international: '0' },
            mailing_address: { is_same_as_primary_address: '0', is_international: '0' },
          },
        ],
      }),
    ).toEqual({});
  });

  it('applies the address rules to an address that was started, keyed under the contact', () => {
    expect(
      errorsOf(steps['client-contacts'], {
        client_contacts: [contact, { ...contact, physical_address: { is_international: '0', line_1: '1 Main St' } }],
      }),
    ).toEqual({
      'client_contacts.1.physical_address.city_name': 'Enter the city.',
      'client_contacts.1.physical_address.zip_code': 'Enter the ZIP code.',
      'client_contacts.1.physical_address.state_id': 'Select a state.',
      'client_contacts.1.physical_address.county': 'Enter a county.',
    });
  });

  it('asks an international mailing address for its country and region, and skips one "same as primary"', () => {
    const abroad = {
      is_same_as_primary_address: '0',
      is_international: '1',
      line_1: '55 King St W',
      city_name: 'Toronto',
      zip_code: '51234',
    };
    expect(errorsOf(steps['client-contacts'], { client_contacts: [{ ...contact, mailing_address: abroad }] })).toEqual({
      'client_contacts.0.mailing_address.country_id': 'Select a country.',
      'client_contacts.0.mailing_address.state_name': 'Enter the state, province or region.',
    });
    expect(
      errorsOf(steps['client-contacts'], {
        client_contacts: [{ ...contact, mailing_address: { is_same_as_primary_address: '1', line_1: 'x' } }],
      }),
    ).toEqual({});
  });

  it('checks the e-mail addresses and fax number of a contact', () => {
    expect(
      errorsOf(steps['client-contacts'], {
        client_contacts: [{ ...contact, personal_contact: { primary_phone: '3135550100', primary_email: 'not-an-email', fax_no: '12' } }],
      }),
    ).toEqual({
      'client_contacts.0.personal_contact.primary_email': 'Enter an email address in the correct format, like name@example.com.',
      'client_contacts.0.personal_contact.fax_no': 'Enter a 10-digit fax number.',
    });
  });
});

describe('bills step', () => {
  const bill = { reporting_account_id: '4', amount: '45.50' };

  it('defaults is_recursive to 0 and then needs no frequency', () => {
    expect(parsed(steps.bills, { client_bills: [bill] }).client_bills).toEqual([
      { reporting_account_id: 4, amount: 4550, is_recursive: 0 },
    ]);
  });

  it('asks how often a recurring bill repeats', () => {
    expect(errorsOf(steps.bills, { client_bills: [{ ...bill, is_recursive: '1' }] })).toEqual({
      'client_bills.0.bill_repeat_frequency_id': 'Select how often the bill repeats.',
    });
    expect(errorsOf(steps.bills, { client_bills: [{ ...bill, is_recursive: '1', bill_repeat_frequency_id: '2' }] })).toEqual({});
  });

  it('keys a bad amount as client_bills.{index}.amount', () => {
    expect(errorsOf(steps.bills, { client_bills: [bill, { ...bill, amount: 'ten' }] })).toEqual({
      'client_bills.1.amount': 'Enter the bill amount as a number, like 0 or 125.50.',
    });
  });
});

describe('ZOnboardingDetailSchema', () => {
  it('accepts the detail that pre-fills the wizard', () => {
    const detail = {
      application_code: 'APP-ABC234',
      current_process: 'pending',
      saved_steps: ['document-proofs'],
      rejection_reason: [],
      name: 'Jane Doe',
      date_of_birth: { date: '1970-01-31', formatted_date: '01/31/1970' },
      ssn_number_partial: '6789',
      image_url: null,
      image_name: null,
      health_info: { diagnosis: null, medications: null, guardianship: null },
      identifiers: {
        identification_type: { id: 1, name: 'Passport' },
        identity_code: 'P123',
        photo_id: null,
        debit_card_no: null,
        va_no: null,
        medicaid_no: null,
      },
      other_identifier: [{ id: 1, identity_code: 'C1', identity_type: 'Card' }],
      client_contacts: [],
      benefits: [{ id: 3, name: 'SSDI', amount: '943.00', effective_from: { date: '2024-01-01' }, effective_till: { date: '2024-12-31' } }],
      client_bills: [
        {
          id: 1,
          reporting_account: { id: 7, name: 'Rent' },
          amount: '45.50',
          bill_repeat_frequency: null,
          repeat_intervals: null,
          is_recursive: 0,
          files: [],
        },
      ],
    };
    expect(ZOnboardingDetailSchema.safeParse(detail).success).toBe(true);
    expect(ZOnboardingDetailSchema.safeParse({ ...detail, client_bills: [{ ...detail.client_bills[0], is_recursive: 2 }] }).success).toBe(
      false,
    );
    // Money is a decimal string with two places, never a float.
    expect(ZOnboardingDetailSchema.safeParse({ ...detail, client_bills: [{ ...detail.client_bills[0], amount: 45.5 }] }).success).toBe(
      false,
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COUNTRY_ID, INTAKE_STEPS } from '../enums';
import {
  INTAKE_STEP_SCHEMAS,
  ZIntakeCreateRequestSchema,
  ZIntakeSaveRequestSchema,
  ZProgramSelectionSchema,
  ZStateSelectionSchema,
  makeIntakeStepSchemas,
  ssaDocumentErrors,
} from './intake';
import {
  ADDRESS_COUNTRY_REQUIRED_MESSAGE,
  ADDRESS_STATE_NAME_REQUIRED_MESSAGE,
  ADDRESS_STATE_REQUIRED_MESSAGE,
  COUNTY_REQUIRED_MESSAGE,
  DATE_OF_BIRTH_FUTURE_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PASSWORD_RULES_MESSAGE,
  PHONE_MESSAGE,
  PROGRAM_REQUIRED_MESSAGE,
  SSN_MESSAGE,
  STATE_REQUIRED_MESSAGE,
  USERNAME_RULES_MESSAGE,
} from './messages';
import { errorsOf, parsed } from './test-support';

const OTHER = {
  genders: [9],
  races: [8],
  'employment-statuses': [6],
  'income-types': [5],
  'case-manager-agencies': [4],
  'case-managers': [3],
  sources: [7],
};
const steps = makeIntakeStepSchemas({ otherIds: OTHER });

describe('INTAKE_STEP_SCHEMAS', () => {
  it('has a schema for every intake step', () => {
    expect(Object.keys(INTAKE_STEP_SCHEMAS).sort()).toEqual(INTAKE_STEPS.map((step) => step.slug).sort());
  });
});

describe('representative step', () => {
  const schema = steps.representative;

  it('needs nothing more when the client fills in the form, and defaults preferred_communication to 1', () => {
    expect(parsed(schema, { representative: { representative_type: 'myself' } }).representative).toEqual({
      representative_type: 'myself',
      preferred_communication: 1,
    });
  });

  it('asks who is filling in the form', () => {
    expect(errorsOf(schema, {})).toEqual({ 'representative.representative_type': 'Select who is filling in this form.' });
    expect(errorsOf(schema, { representative: { representative_type: 'friend' } })).toEqual({
      'representative.representative_type': 'Select who is filling in this form.',
    });
  });

  it('asks a case manager for agency, case manager, phone and email', () => {
    expect(errorsOf(schema, { representative: { representative_type: 'case_manager' } })).toEqual({
      'representative.agency_id': 'Select an agency.',
      'representative.case_manager_id': 'Select a case manager.',
      'representative.primary_phone': "Enter the representative's 10-digit phone number.",
      'representative.primary_email': "Enter the representative's email address.",
    });
  });

  const caseManager = {
    representative_type: 'case_manager',
    agency_id: '2',
    case_manager_id: '11',
    name: 'Ann Lee',
    primary_phone: '3135550100',
    primary_email: 'ann@agency.org',
  };

  it('accepts a case manager picked from the list, with ids read from strings', () => {
    expect(parsed(schema, { representative: caseManager }).representative).toMatchObject({ agency_id: 2, case_manager_id: 11 });
  });

  it('asks for the agency name when the agency is Other, instead of a case manager', () => {
    expect(errorsOf(schema, { representative: { ...caseManager, agency_id: '4', case_manager_id: undefined, name: undefined } })).toEqual({
      'representative.other_agency': 'Enter the name of the agency.',
      'representative.name': "Enter the case manager's name.",
    });
    expect(
      errorsOf(schema, { representative: { ...caseManager, agency_id: 4, case_manager_id: undefined, other_agency: 'Helpers' } }),
    ).toEqual({});
  });

  it("asks for the case manager's name when the case manager is Other", () => {
    expect(errorsOf(schema, { representative: { ...caseManager, case_manager_id: 3, name: '' } })).toEqual({
      'representative.name': "Enter the case manager's name.",
    });
  });

  it('asks a relative for name, relationship, phone and email', () => {
    expect(
      errorsOf(schema, { representative: { representative_type: 'relative', primary_phone: '3135550100', primary_email: 'r@x.org' } }),
    ).toEqual({
      'representative.name': "Enter the representative's name.",
      'representative.relationship_id': "Select the representative's relationship to the client.",
    });
  });

  it('limits the representative name to 300 characters and checks phone formats', () => {
    expect(
      errorsOf(schema, {
        representative: {
          representative_type: 'relative',
          name: 'a'.repeat(301),
          relationship_id: 1,
          primary_phone: '123',
          primary_email: 'r@x.org',
        },
      }),
    ).toEqual({ 'representative.name': 'Name must be 300 characters or fewer.', 'representative.primary_phone': PHONE_MESSAGE });
  });
});

describe('contact details step', () => {
  it('is optional but checks what is given', () => {
    expect(errorsOf(steps['contact-details'], {})).toEqual({});
    expect(errorsOf(steps['contact-details'], { personal_contact: { primary_phone: '12', other_email: 'x' } })).toEqual({
      'personal_contact.primary_phone': PHONE_MESSAGE,
      'personal_contact.other_email': 'Enter an email address in the correct format, like name@example.com.',
    });
  });
});

describe('about you step', () => {
  const schema = steps['about-you'];
  const person = {
    first_name: 'Jane',
    last_name: 'Doe',
    ssn: '123-45-6789',
    date_of_birth: '1970-01-31',
    birth_city: 'Detroit',
    birth_state_id: '23',
    birth_country_id: String(DEFAULT_COUNTRY_ID),
    marital_status_id: '1',
    gender_id: '1',
    race_id: ['1', '2'],
    language_id: '1',
    source_id: '1',
  };

  beforeEach(() => {
    vi.useFakeTimers();
    // Noon on 15 June 2025 in Michigan: the office's today, in any zone.
    vi.setSystemTime(new Date('2025-06-15T16:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a person, with ids and the race list read from strings', () => {
    expect(parsed(schema, person)).toMatchObject({ ssn: '123456789', race_id: [1, 2], birth_country_id: DEFAULT_COUNTRY_ID });
  });

  it('asks for every required field', () => {
    expect(errorsOf(schema, {})).toEqual({
      first_name: 'Enter your first name.',
      last_name: 'Enter your last name.',
      ssn: SSN_MESSAGE,
      date_of_birth: 'Enter your date of birth.',
      birth_city: 'Enter your city of birth.',
      birth_country_id: 'Select your country of birth.',
      marital_status_id: 'Select your marital status.',
      gender_id: 'Select your gender.',
      race_id: 'Select at least one race.',
      language_id: 'Select your preferred language.',
      source_id: 'Select how you heard about us.',
    });
  });

  it('limits names to 100 characters and birth city and state name to 50', () => {
    expect(
      errorsOf(schema, {
        ...person,
        middle_name: 'a'.repeat(101),
        title: 'a'.repeat(101),
        birth_city: 'a'.repeat(51),
        birth_state_name: 'a'.repeat(51),
      }),
    ).toEqual({
      middle_name: 'Middle name must be 100 characters or fewer.',
      title: 'Title must be 100 characters or fewer.',
      birth_city: 'City of birth must be 50 characters or fewer.',
      birth_state_name: 'State of birth must be 50 characters or fewer.',
    });
  });

  it('refuses a birth date after today and dates that do not exist', () => {
    expect(errorsOf(schema, { ...person, date_of_birth: '2025-06-16' })).toEqual({ date_of_birth: DATE_OF_BIRTH_FUTURE_MESSAGE });
    expect(errorsOf(schema, { ...person, date_of_birth: '2025-06-15' })).toEqual({});
    expect(errorsOf(schema, { ...person, date_of_birth: '2023-02-30' })).toEqual({
      date_of_birth: 'Enter a real date of birth, like 1970-01-31.',
    });
  });

  it('asks for a state of birth only when born in the default country', () => {
    expect(errorsOf(schema, { ...person, birth_state_id: undefined })).toEqual({ birth_state_id: 'Select your state of birth.' });
    expect(errorsOf(schema, { ...person, birth_state_id: undefined, birth_country_id: '38' })).toEqual({});
  });

  it('asks for the other gender, race and source when Other is chosen', () => {
    expect(errorsOf(schema, { ...person, gender_id: 9, race_id: [1, 8], source_id: 7 })).toEqual({
      other_gender: 'Enter your gender.',
      other_race: 'Enter your race.',
      other_source: 'Tell us how you heard about us.',
    });
    expect(
      errorsOf(schema, {
        ...person,
        gender_id: 9,
        other_gender: 'Two-spirit',
        race_id: [8],
        other_race: 'Arab',
        source_id: 7,
        other_source: 'Radio',
      }),
    ).toEqual({});
  });

  it('never asks for other texts when no Other ids are known', () => {
    expect(errorsOf(INTAKE_STEP_SCHEMAS['about-you'], { ...person, gender_id: 9, race_id: [8] })).toEqual({});
  });

  it('reports missing fields and Other texts together', () => {
    expect(errorsOf(schema, { ...person, first_name: '', gender_id: 9 })).toEqual({
      first_name: 'Enter your first name.',
      other_gender: 'Enter your gender.',
    });
  });
});

describe('login details step', () => {
  const schema = steps['login-details'];
  const login = { username: 'jane.doe', password: 'Abcdef1@', confirm_password: 'Abcdef1@' };

  it('accepts a valid username and a strong, confirmed password', () => {
    expect(errorsOf(schema, login)).toEqual({});
  });

  it('refuses a username or password that breaks the checklist', () => {
    expect(errorsOf(schema, { ...login, username: 'Jane', password: 'abc', confirm_password: 'abc' })).toEqual({
      username: USERNAME_RULES_MESSAGE,
      password: PASSWORD_RULES_MESSAGE,
    });
  });

  it('says "Passwords do not match." on confirm_password', () => {
    expect(errorsOf(schema, { ...login, confirm_password: 'Abcdef1#' })).toEqual({ confirm_password: PASSWORDS_DO_NOT_MATCH_MESSAGE });
  });

  it('asks for all three', () => {
    expect(errorsOf(schema, {})).toEqual({
      username: 'Enter a username.',
      password: 'Enter a password.',
      confirm_password: 'Confirm your password.',
    });
  });
});

describe('address details step', () => {
  const schema = steps['address-details'];
  const home = { line_1: '1 Main St', city_name: 'Detroit', state_id: '23', county: 'Wayne', zip_code: '48201', is_international: '0' };
  const abroad = {
    line_1: '1 King St',
    city_name: 'Toronto',
    state_name: 'Ontario',
    country_id: '38',
    zip_code: '12345',
    is_international: '1',
  };

  it('accepts a home address with its mailing address the same', () => {
    expect(parsed(schema, { physical_address: home, mailing_address: { is_same_as_primary_address: 'true' } })).toMatchObject({
      physical_address: { state_id: 23, is_international: 0 },
      mailing_address: { is_same_as_primary_address: 1 },
    });
  });

  it('asks for a county when the address is not international', () => {
    expect(
      errorsOf(schema, { physical_address: { ...home, county: undefined }, mailing_address: { is_same_as_primary_address: 1 } }),
    ).toEqual({
      'physical_address.county': COUNTY_REQUIRED_MESSAGE,
    });
  });

  it('asks for the county, a text field, with "Enter", never "Select"', () => {
    expect(errorsOf(schema, { physical_address: { ...home, county: ' ' }, mailing_address: { is_same_as_primary_address: 1 } })).toEqual({
      'physical_address.county': 'Enter a county.',
    });
  });

  it('asks for a state from the list when the address is not international', () => {
    expect(errorsOf(schema, { physical_address: { ...home, state_id: '' }, mailing_address: { is_same_as_primary_address: 1 } })).toEqual({
      'physical_address.state_id': ADDRESS_STATE_REQUIRED_MESSAGE,
    });
  });

  it('asks for a country and a free-text state, not a county, when the address is international', () => {
    expect(errorsOf(schema, { physical_address: abroad, mailing_address: { is_same_as_primary_address: 1 } })).toEqual({});
    expect(
      errorsOf(schema, {
        physical_address: { ...abroad, country_id: undefined, state_name: undefined },
        mailing_address: { is_same_as_primary_address: 1 },
      }),
    ).toEqual({
      'physical_address.country_id': ADDRESS_COUNTRY_REQUIRED_MESSAGE,
      'physical_address.state_name': ADDRESS_STATE_NAME_REQUIRED_MESSAGE,
    });
  });

  it('asks for the mailing fields unless it is the same as the physical address', () => {
    expect(errorsOf(schema, { physical_address: home, mailing_address: { is_same_as_primary_address: '0' } })).toEqual({
      'mailing_address.line_1': 'Enter the first line of the address.',
      'mailing_address.city_name': 'Enter the city.',
      'mailing_address.zip_code': 'Enter the ZIP code.',
      'mailing_address.state_id': ADDRESS_STATE_REQUIRED_MESSAGE,
      'mailing_address.county': COUNTY_REQUIRED_MESSAGE,
    });
    expect(errorsOf(schema, { physical_address: home, mailing_address: abroad })).toEqual({});
  });

  it('limits address lines to 200 characters without also saying they are missing', () => {
    expect(
      errorsOf(schema, { physical_address: { ...home, line_1: 'a'.repeat(201) }, mailing_address: { is_same_as_primary_address: 1 } }),
    ).toEqual({
      'physical_address.line_1': 'Address line 1 must be 200 characters or fewer.',
    });
    const result = schema.safeParse({
      physical_address: { ...home, line_1: 'a'.repeat(201) },
      mailing_address: { is_same_as_primary_address: 1 },
    });
    expect(result.error?.issues).toHaveLength(1);
  });

  it('wants the ZIP code in numbers only', () => {
    expect(
      errorsOf(schema, { physical_address: { ...home, zip_code: '4820A' }, mailing_address: { is_same_as_primary_address: 1 } }),
    ).toEqual({
      'physical_address.zip_code': 'Enter the ZIP code using numbers only.',
    });
  });
});

describe('emergency contact step', () => {
  const schema = steps['emergency-contact'];
  const contact = { name: 'John Doe', contact_category_id: '2', primary_phone: '3135550100', primary_email: 'john@x.org' };

  it('accepts a contact without the alternate phone and email', () => {
    expect(errorsOf(schema, { emergency_contact: contact })).toEqual({});
  });

  it('asks for name, category, phone and email', () => {
    expect(errorsOf(schema, {})).toEqual({
      'emergency_contact.name': "Enter the emergency contact's name.",
      'emergency_contact.contact_category_id': 'Select a contact category.',
      'emergency_contact.primary_phone': PHONE_MESSAGE,
      'emergency_contact.primary_email': "Enter the emergency contact's email address.",
    });
  });

  it('limits the name to 300 characters and emails to 250', () => {
    expect(errorsOf(schema, { emergency_contact: { ...contact, name: 'a'.repeat(301), other_email: `${'a'.repeat(245)}@x.org` } })).toEqual(
      {
        'emergency_contact.name': 'Name must be 300 characters or fewer.',
        'emergency_contact.other_email': 'Email address must be 250 characters or fewer.',
      },
    );
  });
});

describe('benefit details step', () => {
  const schema = steps['benefit-details'];

  it('accepts 0 for food stamps and life insurance', () => {
    expect(parsed(schema, { benefit: { food_stamp: '0', life_insurance: 0 } }).benefit).toEqual({ food_stamp: 0, life_insurance: 0 });
  });

  it('keeps the dollars typed, read through whole cents: more than two decimals is refused, however close to a cent', () => {
    expect(parsed(schema, { benefit: { food_stamp: '4.35', life_insurance: ' 1234.5 ' } }).benefit).toEqual({
      food_stamp: 4.35,
      life_insurance: 1234.5,
    });
    for (const typed of ['4.350000001', '0.30000000000000004', '1.005', '1e3']) {
      expect(errorsOf(schema, { benefit: { food_stamp: typed } }), typed).toEqual({
        'benefit.food_stamp': 'Enter the food stamp amount as a number, like 0 or 125.50.',
      });
    }
    // An answer saved before is a number, checked again when the application is sent in: read as its decimal text.
    expect(parsed(schema, { benefit: { food_stamp: 4.35, life_insurance: 5000.5 } }).benefit).toEqual({
      food_stamp: 4.35,
      life_insurance: 5000.5,
    });
    expect(errorsOf(schema, { benefit: { food_stamp: 0.1 + 0.2 } })).toEqual({
      'benefit.food_stamp': 'Enter the food stamp amount as a number, like 0 or 125.50.',
    });
  });

  it('is optional', () => {
    expect(errorsOf(schema, {})).toEqual({});
  });

  it('refuses amounts that are not numbers and a long life insurance type', () => {
    expect(errorsOf(schema, { benefit: { food_stamp: 'lots', life_insurance: '-5', life_insurance_type: 'a'.repeat(401) } })).toEqual({
      'benefit.food_stamp': 'Enter the food stamp amount as a number, like 0 or 125.50.',
      'benefit.life_insurance': 'Enter the life insurance amount as a number, like 0 or 125.50.',
      'benefit.life_insurance_type': 'Life insurance type must be 400 characters or fewer.',
    });
  });
});

describe('employment details step', () => {
  const schema = steps['employment-details'];
  const job = { employment_status: '1', monthly_income: '0', income_types: ['1'] };

  it('accepts 0 as the monthly income, and reads the income types list', () => {
    expect(parsed(schema, { benefit: job }).benefit).toEqual({ employment_status: 1, monthly_income: 0, income_types: [1] });
  });

  it('accepts an income with cents but not a fraction of a cent', () => {
    expect(errorsOf(schema, { benefit: { ...job, monthly_income: '943.50' } })).toEqual({});
    expect(errorsOf(schema, { benefit: { ...job, monthly_income: '943.505' } })).toEqual({
      'benefit.monthly_income': 'Enter your monthly income as a number, like 0 or 125.50.',
    });
  });

  it('asks for status, income and income types', () => {
    expect(errorsOf(schema, {})).toEqual({
      'benefit.employment_status': 'Select your employment status.',
      'benefit.monthly_income': 'Enter your monthly income. Enter 0 if you have no income other than Social Security.',
      'benefit.income_types': 'Select at least one type of income.',
    });
  });

  it('asks for the other employment status and income type when Other is chosen', () => {
    expect(errorsOf(schema, { benefit: { ...job, employment_status: 6, income_types: { 0: '1', 1: '5' } } })).toEqual({
      'benefit.other_employment': 'Enter your employment status.',
      'benefit.other_income': 'Enter the type of income.',
    });
  });
});

describe('housing details step', () => {
  const schema = steps['housing-details'];
  const rented = {
    house_type_id: '1',
    housing_provider: 'Acme Homes',
    move_in_date: '2020-05-01',
    landlord_primary_phone: '3135550100',
    landlord_primary_email: 'rent@acme.org',
    rent_amount: '0',
  };
  const LANDLORD_ERRORS = {
    'housing.housing_provider': 'Enter the housing provider.',
    'housing.move_in_date': 'Enter the move-in date.',
    'housing.landlord_primary_phone': "Enter the landlord's 10-digit phone number.",
    'housing.landlord_primary_email': "Enter the landlord's email address.",
    'housing.rent_amount': 'Enter the rent amount. Enter 0 if you pay no rent.',
  };

  it('accepts a rented home, with 0 rent', () => {
    expect(parsed(schema, { housing: rented }).housing).toMatchObject({ house_type_id: 1, rent_amount: 0 });
  });

  it('asks for the landlord fields for a housing type with a landlord', () => {
    expect(errorsOf(schema, { housing: { house_type_id: '1' } })).toEqual(LANDLORD_ERRORS);
  });

  it.each([7, 8, 9])('waives the landlord fields for housing type %i', (houseTypeId) => {
    expect(errorsOf(schema, { housing: { house_type_id: String(houseTypeId) } })).toEqual({});
  });

  it('asks for the housing type', () => {
    expect(errorsOf(schema, {})).toEqual({ 'housing.house_type_id': 'Select your type of housing.' });
  });

  it('limits remarks to 500 characters', () => {
    expect(errorsOf(schema, { housing: { ...rented, remarks: 'a'.repeat(501) } })).toEqual({
      'housing.remarks': 'Remarks must be 500 characters or fewer.',
    });
  });
});

describe('referral details step', () => {
  it('is optional, limits the agency to 200 characters and wants a real date', () => {
    expect(errorsOf(steps['referral-details'], {})).toEqual({});
    expect(errorsOf(steps['referral-details'], { referral_agency: 'a'.repeat(201), referral_date: '2023-02-30' })).toEqual({
      referral_agency: 'Referral agency must be 200 characters or fewer.',
      referral_date: 'Enter a real referral date, like 2024-05-01.',
    });
  });
});

describe('ssaDocumentErrors', () => {
  it('asks for each missing document under its field name', () => {
    expect(ssaDocumentErrors([])).toEqual({
      ssa_6233: ['Upload the SSA-623 form.'],
      ssa_11_bk: ['Upload the SSA-11 form.'],
      ssa_1696: ['Upload the SSA-1696 form.'],
    });
  });

  it('counts new uploads by field name and saved files by slug', () => {
    expect(ssaDocumentErrors(['ssa_6233', 'ssa-11-bk'])).toEqual({ ssa_1696: ['Upload the SSA-1696 form.'] });
    expect(ssaDocumentErrors(['ssa-623', 'ssa_11_bk', 'ssa_1696'])).toEqual({});
  });
});

describe('save envelope', () => {
  it('reads the step, the branch and the program list', () => {
    expect(parsed(ZIntakeSaveRequestSchema, { step: 'about-you', branch_id: '1', program_id: ['1'], 'g-recaptcha-response': 't' })).toEqual(
      {
        step: 'about-you',
        branch_id: 1,
        program_id: [1],
        'g-recaptcha-response': 't',
      },
    );
  });

  it('refuses an unknown step', () => {
    expect(errorsOf(ZIntakeSaveRequestSchema, { step: 'payment' })).toEqual({ step: 'Choose which step to save.' });
  });

  it('needs the state chosen when creating an application', () => {
    expect(errorsOf(ZIntakeCreateRequestSchema, { step: 'about-you' })).toEqual({ branch_id: STATE_REQUIRED_MESSAGE });
  });
});

describe('state and program selection', () => {
  it("says 'Please select a state' without a state", () => {
    expect(errorsOf(ZStateSelectionSchema, {})).toEqual({ state_id: 'Please select a state' });
  });

  it('accepts a comma-separated program list from the address bar', () => {
    expect(parsed(ZProgramSelectionSchema, { state_id: '23', program_ids: '1,2' })).toEqual({
      state_id: 23,
      program_ids: [1, 2],
      is_aware_checked: 0,
    });
  });

  it("accepts 'I am not aware' instead of a program", () => {
    expect(errorsOf(ZProgramSelectionSchema, { state_id: '23', is_aware_checked: 'true' })).toEqual({});
  });

  it('asks for a program or the not-aware option, in the words of the program selection page', () => {
    expect(errorsOf(ZProgramSelectionSchema, { state_id: '23', program_ids: '' })).toEqual({ program_ids: PROGRAM_REQUIRED_MESSAGE });
  });
});

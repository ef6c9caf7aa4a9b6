import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import {
  CANADA,
  MICHIGAN,
  OTHER,
  STEP_VALUES,
  US,
  createApplication,
  createValues,
  freshApplicant,
  postCreate,
  readApplication,
  saveStep,
  type CreatedApplication,
  type FormValues,
} from './helpers/intake';

const long = (length: number) => 'x'.repeat(length);
const NOT_IN_LIST = 'Select an option from the list.';

/**
 * Every step's rules as the server applies them, through `POST /website/intake/update` with the multipart
 * payload the form sends: required fields, lengths, the "Other" texts (with this database's Other ids), the
 * housing waiver, the county and international address rules, and ids that are not in their lists.
 */
describe.each(TEST_DATABASES)('intake step validation (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let application: CreatedApplication;
  beforeAll(async () => {
    application = await createApplication(ctx, freshApplicant());
  });

  /** The field errors of one save (422 expected), or {} when it was accepted. */
  async function errorsOf(step: string, values: FormValues): Promise<Record<string, string[]>> {
    const response = await saveStep(ctx, application, step, values);
    if (response.statusCode === 200) return {};
    expect(response.statusCode, response.body).toBe(422);
    return response.json<{ errors: Record<string, string[]> }>().errors;
  }
  const aboutYou = (overrides: FormValues) => ({ ...createValues({ ssn: application.body.data.ssn_number_partial }), ...overrides });
  let ssn: string;
  beforeAll(async () => {
    ssn = (await readApplication(ctx, application.token)).json<{ data: { ssn: string } }>().data.ssn;
  });

  describe('representative', () => {
    const caseManager = {
      representative_type: 'case_manager',
      agency_id: 1,
      case_manager_id: 1,
      primary_phone: '5175550100',
      primary_email: 'cm@agency.org',
    };

    it('asks who fills in the form', async () => {
      expect(await errorsOf('representative', {})).toEqual({
        'representative.representative_type': ['Select who is filling in this form.'],
      });
      expect(await errorsOf('representative', { representative: { representative_type: 'friend' } })).toEqual({
        'representative.representative_type': ['Select who is filling in this form.'],
      });
    });

    it('asks a case manager for agency, case manager, phone and e-mail', async () => {
      expect(await errorsOf('representative', { representative: { representative_type: 'case_manager' } })).toEqual({
        'representative.agency_id': ['Select an agency.'],
        'representative.case_manager_id': ['Select a case manager.'],
        'representative.primary_phone': ["Enter the representative's 10-digit phone number."],
        'representative.primary_email': ["Enter the representative's email address."],
      });
      expect(await errorsOf('representative', { representative: caseManager })).toEqual({});
    });

    it('wants the case manager to belong to the agency, and both from their lists', async () => {
      expect(await errorsOf('representative', { representative: { ...caseManager, case_manager_id: 2 } })).toEqual({
        'representative.case_manager_id': ['Select a case manager of the agency you chose.'],
      });
      expect(await errorsOf('representative', { representative: { ...caseManager, agency_id: 99, case_manager_id: 999 } })).toEqual({
        'representative.agency_id': ['Select an agency from the list.'],
        'representative.case_manager_id': ['Select a case manager from the list.'],
      });
    });

    it('asks for the agency name with agency Other, and the name with case manager Other', async () => {
      expect(
        await errorsOf('representative', { representative: { ...caseManager, agency_id: OTHER.agency, case_manager_id: undefined } }),
      ).toEqual({
        'representative.other_agency': ['Enter the name of the agency.'],
        'representative.name': ["Enter the case manager's name."],
      });
      expect(
        await errorsOf('representative', {
          representative: {
            ...caseManager,
            agency_id: OTHER.agency,
            case_manager_id: undefined,
            other_agency: 'Helping Hands',
            name: 'Kim Lee',
          },
        }),
      ).toEqual({});
      expect(await errorsOf('representative', { representative: { ...caseManager, case_manager_id: OTHER.caseManager } })).toEqual({
        'representative.name': ["Enter the case manager's name."],
      });
    });

    it('asks a relative for name, relationship and contact, within the lengths', async () => {
      expect(await errorsOf('representative', { representative: { representative_type: 'relative' } })).toEqual({
        'representative.name': ["Enter the representative's name."],
        'representative.relationship_id': ["Select the representative's relationship to the client."],
        'representative.primary_phone': ["Enter the representative's 10-digit phone number."],
        'representative.primary_email': ["Enter the representative's email address."],
      });
      const tooLong = {
        representative_type: 'relative',
        name: long(301),
        relationship_id: 99,
        primary_phone: '12345',
        primary_email: `${long(245)}@x.org`,
      };
      expect(await errorsOf('representative', { representative: tooLong })).toEqual({
        'representative.name': ['Name must be 300 characters or fewer.'],
        'representative.primary_phone': ['Enter a 10-digit phone number.'],
        'representative.primary_email': ['Email address must be 250 characters or fewer.'],
      });
      expect(
        await errorsOf('representative', {
          representative: { ...tooLong, name: long(300), primary_phone: '5175550100', primary_email: 'a@b.org' },
        }),
      ).toEqual({
        'representative.relationship_id': ['Select a relationship from the list.'],
      });
    });
  });

  describe('contact details', () => {
    it('checks formats only (an optional step)', async () => {
      expect(await errorsOf('contact-details', {})).toEqual({});
      expect(await errorsOf('contact-details', { personal_contact: { primary_phone: '555', other_email: 'nope' } })).toEqual({
        'personal_contact.primary_phone': ['Enter a 10-digit phone number.'],
        'personal_contact.other_email': ['Enter an email address in the correct format, like name@example.com.'],
      });
    });
  });

  describe('about you', () => {
    it('requires the personal details and keeps the lengths', async () => {
      expect(await errorsOf('about-you', {})).toEqual({
        first_name: ['Enter your first name.'],
        last_name: ['Enter your last name.'],
        ssn: ['Enter a 9-digit Social Security Number.'],
        date_of_birth: ['Enter your date of birth.'],
        birth_city: ['Enter your city of birth.'],
        birth_country_id: ['Select your country of birth.'],
        marital_status_id: ['Select your marital status.'],
        gender_id: ['Select your gender.'],
        race_id: ['Select at least one race.'],
        language_id: ['Select your preferred language.'],
        source_id: ['Select how you heard about us.'],
      });
      expect(
        await errorsOf(
          'about-you',
          aboutYou({
            ssn,
            first_name: long(101),
            middle_name: long(101),
            last_name: long(100),
            birth_city: long(51),
            birth_state_name: long(51),
            date_of_birth: '2999-01-01',
          }),
        ),
      ).toEqual({
        first_name: ['First name must be 100 characters or fewer.'],
        middle_name: ['Middle name must be 100 characters or fewer.'],
        birth_city: ['City of birth must be 50 characters or fewer.'],
        birth_state_name: ['State of birth must be 50 characters or fewer.'],
        date_of_birth: ['Enter a date of birth that is today or in the past.'],
      });
    });

    it('asks for the Other texts of gender, race and source', async () => {
      expect(await errorsOf('about-you', aboutYou({ ssn, other_gender: '', other_race: '', other_source: '' }))).toEqual({
        other_gender: ['Enter your gender.'],
        other_race: ['Enter your race.'],
        other_source: ['Tell us how you heard about us.'],
      });
      expect(
        await errorsOf(
          'about-you',
          aboutYou({ ssn, gender_id: 1, race_id: [3], source_id: 1, other_gender: '', other_race: '', other_source: '' }),
        ),
      ).toEqual({});
    });

    it('asks for the birth state in the United States only, and refuses one from the list elsewhere', async () => {
      expect(await errorsOf('about-you', aboutYou({ ssn, birth_state_id: '' }))).toEqual({
        birth_state_id: ['Select your state of birth.'],
      });
      expect(
        await errorsOf('about-you', aboutYou({ ssn, birth_country_id: CANADA, birth_state_id: '', birth_state_name: 'Ontario' })),
      ).toEqual({});
      expect(await errorsOf('about-you', aboutYou({ ssn, birth_country_id: CANADA, birth_state_id: MICHIGAN }))).toEqual({
        birth_state_id: ['A state from the list is only for a birth place in the United States. Type the state or region instead.'],
      });
    });

    it('refuses ids that are not in their lists', async () => {
      expect(
        await errorsOf(
          'about-you',
          aboutYou({
            ssn,
            birth_country_id: 9999,
            birth_state_id: '',
            marital_status_id: 99,
            language_id: 999,
            ethnicity_id: 42,
            english_fluency_id: 7,
            source_id: 77,
            race_id: [1, 99],
          }),
        ),
      ).toEqual({
        birth_country_id: ['Select your country of birth from the list.'],
        marital_status_id: [NOT_IN_LIST],
        language_id: [NOT_IN_LIST],
        ethnicity_id: [NOT_IN_LIST],
        english_fluency_id: [NOT_IN_LIST],
        source_id: [NOT_IN_LIST],
        'race_id.1': ['Select a race from the list.'],
      });
      expect(await errorsOf('about-you', aboutYou({ ssn, gender_id: '99999999999' }))).toEqual({ gender_id: ['Select your gender.'] });
    });
  });

  describe('address details', () => {
    const home = STEP_VALUES['address-details'].physical_address;
    const sameAsHome = { is_same_as_primary_address: 1 };

    it('requires line 1, city, ZIP, state and county in the United States', async () => {
      expect(await errorsOf('address-details', { mailing_address: sameAsHome })).toEqual({
        'physical_address.line_1': ['Enter the first line of the address.'],
        'physical_address.city_name': ['Enter the city.'],
        'physical_address.zip_code': ['Enter the ZIP code.'],
        'physical_address.state_id': ['Select a state.'],
        'physical_address.county': ['Enter a county.'],
      });
      expect(await errorsOf('address-details', { physical_address: { ...home, county: '' }, mailing_address: sameAsHome })).toEqual({
        'physical_address.county': ['Enter a county.'],
      });
      expect(await errorsOf('address-details', { physical_address: home, mailing_address: sameAsHome })).toEqual({});
    });

    it('asks for a country and a typed state abroad, and no county', async () => {
      const abroad = { line_1: '1 Rue de Rivoli', is_international: 1, city_name: 'Paris', zip_code: '75001' };
      expect(await errorsOf('address-details', { physical_address: abroad, mailing_address: sameAsHome })).toEqual({
        'physical_address.country_id': ['Select a country.'],
        'physical_address.state_name': ['Enter the state, province or region.'],
      });
      expect(
        await errorsOf('address-details', {
          physical_address: { ...abroad, country_id: 75, state_name: 'Île-de-France' },
          mailing_address: sameAsHome,
        }),
      ).toEqual({});
    });

    it('keeps the country consistent with "outside the United States"', async () => {
      expect(
        await errorsOf('address-details', {
          physical_address: { ...home, is_international: 1, country_id: US, state_name: 'Michigan' },
          mailing_address: { ...home, country_id: CANADA },
        }),
      ).toEqual({
        'physical_address.country_id': [
          'For an address in the United States, say it is not outside the United States and choose its state.',
        ],
        'mailing_address.country_id': ['For an address outside the United States, say so and type its state or region.'],
      });
    });

    it('checks the mailing address unless it is the same as above, with lengths, ZIP digits and listed states', async () => {
      expect(
        await errorsOf('address-details', { physical_address: home, mailing_address: { is_same_as_primary_address: 0 } }),
      ).toMatchObject({
        'mailing_address.line_1': ['Enter the first line of the address.'],
        'mailing_address.county': ['Enter a county.'],
      });
      expect(
        await errorsOf('address-details', {
          physical_address: { ...home, line_1: long(201), line_2: long(201), zip_code: '4893A', state_id: 9999 },
          mailing_address: { ...home, zip_code: '12345678901', county: long(101) },
        }),
      ).toEqual({
        'physical_address.line_1': ['Address line 1 must be 200 characters or fewer.'],
        'physical_address.line_2': ['Address line 2 must be 200 characters or fewer.'],
        'physical_address.zip_code': ['Enter the ZIP code using numbers only.'],
        'mailing_address.zip_code': ['ZIP code must be 10 digits or fewer.'],
        'mailing_address.county': ['County must be 100 characters or fewer.'],
      });
      expect(await errorsOf('address-details', { physical_address: { ...home, state_id: 9999 }, mailing_address: sameAsHome })).toEqual({
        'physical_address.state_id': ['Select a state from the list.'],
      });
    });
  });

  describe('emergency contact', () => {
    it('requires everything but the alternates, within the lengths', async () => {
      expect(await errorsOf('emergency-contact', {})).toEqual({
        'emergency_contact.name': ["Enter the emergency contact's name."],
        'emergency_contact.contact_category_id': ['Select a contact category.'],
        'emergency_contact.primary_phone': ['Enter a 10-digit phone number.'],
        'emergency_contact.primary_email': ["Enter the emergency contact's email address."],
      });
      const contact = STEP_VALUES['emergency-contact'].emergency_contact;
      expect(await errorsOf('emergency-contact', { emergency_contact: { ...contact, name: long(301), contact_category_id: 99 } })).toEqual({
        'emergency_contact.name': ['Name must be 300 characters or fewer.'],
      });
      expect(await errorsOf('emergency-contact', { emergency_contact: { ...contact, contact_category_id: 99 } })).toEqual({
        'emergency_contact.contact_category_id': [NOT_IN_LIST],
      });
      expect(
        await errorsOf('emergency-contact', { emergency_contact: { ...contact, name: long(300), other_phone: '', other_email: '' } }),
      ).toEqual({});
    });
  });

  describe('benefit and employment details', () => {
    it('accepts 0 and amounts with two decimals, and keeps the life insurance type within 400', async () => {
      expect(await errorsOf('benefit-details', {})).toEqual({});
      expect(
        await errorsOf('benefit-details', { benefit: { food_stamp: '-1', life_insurance: '10.555', life_insurance_type: long(401) } }),
      ).toEqual({
        'benefit.food_stamp': ['Enter the food stamp amount as a number, like 0 or 125.50.'],
        'benefit.life_insurance': ['Enter the life insurance amount as a number, like 0 or 125.50.'],
        'benefit.life_insurance_type': ['Life insurance type must be 400 characters or fewer.'],
      });
      expect(
        await errorsOf('benefit-details', { benefit: { food_stamp: '0', life_insurance: '0.00', life_insurance_type: long(400) } }),
      ).toEqual({});
    });

    it('requires the employment status, income and its types, with the Other texts', async () => {
      expect(await errorsOf('employment-details', {})).toEqual({
        'benefit.employment_status': ['Select your employment status.'],
        'benefit.monthly_income': ['Enter your monthly income. Enter 0 if you have no income other than Social Security.'],
        'benefit.income_types': ['Select at least one type of income.'],
      });
      expect(
        await errorsOf('employment-details', {
          benefit: { employment_status: OTHER.employment, monthly_income: '0', income_types: [OTHER.income] },
        }),
      ).toEqual({
        'benefit.other_employment': ['Enter your employment status.'],
        'benefit.other_income': ['Enter the type of income.'],
      });
      expect(
        await errorsOf('employment-details', { benefit: { employment_status: 99, monthly_income: 'lots', income_types: [1, 99] } }),
      ).toEqual({
        'benefit.monthly_income': ['Enter your monthly income as a number, like 0 or 125.50.'],
      });
      expect(
        await errorsOf('employment-details', { benefit: { employment_status: 99, monthly_income: '0', income_types: [1, 99] } }),
      ).toEqual({
        'benefit.employment_status': [NOT_IN_LIST],
        'benefit.income_types.1': ['Select a type of income from the list.'],
      });
    });
  });

  describe('housing details', () => {
    it('waives the landlord fields for housing types 7, 8 and 9 only', async () => {
      for (const houseType of [7, 8, 9]) expect(await errorsOf('housing-details', { housing: { house_type_id: houseType } })).toEqual({});
      expect(await errorsOf('housing-details', { housing: { house_type_id: 1 } })).toEqual({
        'housing.housing_provider': ['Enter the housing provider.'],
        'housing.move_in_date': ['Enter the move-in date.'],
        'housing.landlord_primary_phone': ["Enter the landlord's 10-digit phone number."],
        'housing.landlord_primary_email': ["Enter the landlord's email address."],
        'housing.rent_amount': ['Enter the rent amount. Enter 0 if you pay no rent.'],
      });
      expect(await errorsOf('housing-details', { housing: {} })).toEqual({ 'housing.house_type_id': ['Select your type of housing.'] });
    });

    it('accepts a rent of 0 and keeps remarks within 500', async () => {
      const housing = STEP_VALUES['housing-details'].housing;
      expect(await errorsOf('housing-details', { housing: { ...housing, rent_amount: '0' } })).toEqual({});
      expect(
        await errorsOf('housing-details', { housing: { ...housing, remarks: long(501), landlord_fax: '12', move_in_date: '2024-02-30' } }),
      ).toEqual({
        'housing.remarks': ['Remarks must be 500 characters or fewer.'],
        'housing.landlord_fax': ['Enter a 10-digit fax number.'],
        'housing.move_in_date': ['Enter a real move-in date, like 2024-05-01.'],
      });
      expect(await errorsOf('housing-details', { housing: { ...housing, house_type_id: 99 } })).toEqual({
        'housing.house_type_id': [NOT_IN_LIST],
      });
    });
  });

  describe('referral details', () => {
    it('is optional, with the agency within 200 and a real date from the list', async () => {
      expect(await errorsOf('referral-details', {})).toEqual({});
      expect(await errorsOf('referral-details', { referral_id: 99, referral_agency: long(201), referral_date: '2024-13-01' })).toEqual({
        referral_agency: ['Referral agency must be 200 characters or fewer.'],
        referral_date: ['Enter a real referral date, like 2024-05-01.'],
      });
      expect(await errorsOf('referral-details', { referral_id: 99 })).toEqual({ referral_id: [NOT_IN_LIST] });
      expect(await errorsOf('referral-details', { referral_date: '2999-01-01' })).toEqual({
        referral_date: ['Enter a referral date that is today or in the past.'],
      });
    });
  });

  describe('the save envelope', () => {
    it('needs a known step', async () => {
      expect(await errorsOf('checkout', {})).toEqual({ step: ['Choose which step to save.'] });
    });

    it('checks the login details of a new application: username rules, password strength and confirmation', async () => {
      const response = await postCreate(
        ctx,
        createValues({ ...freshApplicant(), username: long(31), password: 'Password1', confirm_password: long(101) }),
      );
      expect(response.statusCode).toBe(422);
      const { errors } = response.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(errors).sort()).toEqual(['confirm_password', 'password', 'username']);
      expect(errors.username).toContain('Username must be 30 characters or fewer.');
      expect(errors.password).toEqual([expect.stringContaining('Enter a password of at least 8 characters')]);
      expect(errors.confirm_password).toEqual(['Confirm password must be 100 characters or fewer.', 'Passwords do not match.']);
    });
  });
});

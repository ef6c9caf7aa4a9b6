import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_PREFERRED_COMMUNICATION,
  INTAKE_STEP_SCHEMAS,
  type IntakeStepSchemas,
  type IntakeStepSlug,
  type RepresentativeType,
} from '@payee/contract';
import { emptyAddress, emptyIntakeValues, type IntakeFormValues } from './values';

// The form's values are read from the contract's step schemas: these checks fail (in `npm run typecheck`,
// which compiles this file) when the two disagree, e.g. a field typed differently or held by no schema.
type StepInput<S extends IntakeStepSlug> = z.input<IntakeStepSchemas[S]>;
type SchemaField = { [S in IntakeStepSlug]: keyof IntakeStepSchemas[S]['shape'] }[IntakeStepSlug];

describe('the intake form values', () => {
  it('are what every step schema accepts as input, and hold each schema field and the SSA files, nothing else', () => {
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'representative'>>();
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'contact-details'>>();
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'about-you'>>();
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'login-details'>>();
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'address-details'>>();
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'emergency-contact'>>();
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'benefit-details'>>();
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'employment-details'>>();
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'housing-details'>>();
    expectTypeOf<IntakeFormValues>().toExtend<StepInput<'referral-details'>>();
    expectTypeOf<keyof IntakeFormValues>().toEqualTypeOf<SchemaField | 'ssa_6233' | 'ssa_11_bk' | 'ssa_1696'>();
  });

  it('hold text as strings, choices as an id or null, lists as ids, flags as 1 or 0 and files as File or null', () => {
    expectTypeOf<IntakeFormValues['first_name']>().toEqualTypeOf<string>();
    expectTypeOf<IntakeFormValues['ssn']>().toEqualTypeOf<string>();
    expectTypeOf<IntakeFormValues['date_of_birth']>().toEqualTypeOf<string>();
    expectTypeOf<IntakeFormValues['gender_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<IntakeFormValues['race_id']>().toEqualTypeOf<number[]>();
    expectTypeOf<IntakeFormValues['representative']['representative_type']>().toEqualTypeOf<RepresentativeType | null>();
    expectTypeOf<IntakeFormValues['physical_address']['is_international']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<IntakeFormValues['benefit']['monthly_income']>().toEqualTypeOf<string>();
    expectTypeOf<IntakeFormValues['benefit']['income_types']>().toEqualTypeOf<number[]>();
    expectTypeOf<IntakeFormValues['housing']['rent_amount']>().toEqualTypeOf<string>();
    expectTypeOf<IntakeFormValues['ssa_6233']>().toEqualTypeOf<File | null>();
  });

  it('start empty: text "", choices null, lists [], flags 0, the contact preference its default, no files', () => {
    const noContact = { primary_phone: '', other_phone: '', primary_email: '', other_email: '' };
    const address = {
      line_1: '',
      line_2: '',
      is_international: 0,
      city_name: '',
      state_id: null,
      state_name: '',
      county: '',
      country_id: null,
      zip_code: '',
    };
    expect(emptyAddress()).toEqual(address);
    const values = emptyIntakeValues();
    expect(Object.keys(values).sort()).toEqual(
      [
        ...new Set([
          ...Object.values(INTAKE_STEP_SCHEMAS).flatMap((schema) => Object.keys(schema.shape)),
          'ssa_6233',
          'ssa_11_bk',
          'ssa_1696',
        ]),
      ].sort(),
    );
    expect(values).toMatchObject({
      representative: {
        representative_type: null,
        case_manager_id: null,
        name: '',
        agency_id: null,
        other_agency: '',
        preferred_communication: DEFAULT_PREFERRED_COMMUNICATION,
        relationship_id: null,
        ...noContact,
      },
      personal_contact: noContact,
      first_name: '',
      ssn: '',
      date_of_birth: '',
      birth_state_id: null,
      mother_name: '',
      race_id: [],
      username: '',
      confirm_password: '',
      physical_address: address,
      mailing_address: { ...address, is_same_as_primary_address: 0 },
      emergency_contact: { name: '', contact_category_id: null, ...noContact },
      benefit: {
        food_stamp: '',
        life_insurance: '',
        life_insurance_type: '',
        veteran_service_no: '',
        employment_status: null,
        other_employment: '',
        monthly_income: '',
        income_types: [],
        other_income: '',
      },
      housing: { house_type_id: null, move_in_date: '', landlord_fax: '', rent_amount: '', remarks: '' },
      ssa_6233: null,
      ssa_11_bk: null,
      ssa_1696: null,
      referral_id: null,
      referral_date: '',
    });
  });

  it('are checked by the same step schemas the server runs', () => {
    expect(INTAKE_STEP_SCHEMAS['about-you'].safeParse(emptyIntakeValues()).success).toBe(false);
    expect(INTAKE_STEP_SCHEMAS['referral-details'].safeParse(emptyIntakeValues()).success).toBe(true);
  });
});

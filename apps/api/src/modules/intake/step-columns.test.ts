import { INTAKE_STEP_SCHEMAS, type TIntakeStep } from '@payee/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { StoredApplication } from './repository';
import {
  ABOUT_YOU_FIELDS_WITHOUT_COLUMN,
  STEPS_STORED_BY_NAME,
  answerColumns,
  camelCase,
  columnOf,
  stepFields,
  storedAnswers,
  type CamelCase,
  type FieldWithColumn,
  type StepStoredByName,
} from './step-columns';

const ABOUT_YOU: TIntakeStep<'about-you'> = {
  first_name: 'Maria',
  last_name: 'Lopez',
  ssn: '987654321',
  date_of_birth: '1956-04-12',
  birth_city: 'Detroit',
  birth_state_id: 23,
  birth_country_id: 233,
  marital_status_id: 2,
  mother_name: 'Ruth Miller',
  gender_id: 1,
  race_id: [3, 4],
  language_id: 1,
  source_id: 2,
};

describe('where intake answers are stored', () => {
  it('has a column of the same name for every field of the steps stored by name', () => {
    for (const step of STEPS_STORED_BY_NAME) {
      for (const field of stepFields(step)) {
        if (step === 'about-you' && (ABOUT_YOU_FIELDS_WITHOUT_COLUMN as readonly string[]).includes(field)) continue;
        expect(columnOf(field), `${step}: ${field}`).toBeDefined();
      }
    }
    // The same, checked by the compiler: a field whose column is missing (or misnamed) is named here.
    type Missing = { [S in StepStoredByName]: Exclude<CamelCase<FieldWithColumn<S>>, keyof StoredApplication> }[StepStoredByName];
    expectTypeOf<Missing>().toEqualTypeOf<never>();
  });

  it('reads the fields from the contract schema, in its order', () => {
    expect(stepFields('about-you')).toEqual(Object.keys(INTAKE_STEP_SCHEMAS['about-you'].shape));
    expect(stepFields('address-details')).toEqual(['physical_address', 'mailing_address']);
    expect(camelCase('birth_state_id')).toBe('birthStateId');
  });

  it('puts the name on the applicant, the rest on the application, a field left out as null; the birth date is not in the clear', () => {
    const { application, applicant } = answerColumns('about-you', ABOUT_YOU);
    expect(applicant).toEqual({
      title: null,
      firstName: 'Maria',
      middleName: null,
      lastName: 'Lopez',
      suffix: null,
    });
    expect(application).toMatchObject({
      birthCity: 'Detroit',
      motherName: 'Ruth Miller',
      fatherName: null,
      otherSource: null,
      sourceId: 2,
    });
    expect(application).not.toHaveProperty('ssn');
    expect(application).not.toHaveProperty('raceId');
    expect(JSON.stringify({ application, applicant })).not.toContain('1956-04-12');
    expect(answerColumns('referral-details', { referral_agency: 'County' })).toEqual({
      application: { referralId: null, referralAgency: 'County', referralDate: null },
      applicant: {},
    });
  });

  it('reads the stored answers back under the names the form sends', () => {
    const stored = { referralId: 4, referralAgency: null, referralDate: '2025-01-02', benefit: { food_stamp: 10 } };
    expect(storedAnswers('referral-details', stored)).toEqual({ referral_id: 4, referral_agency: null, referral_date: '2025-01-02' });
    expect(storedAnswers('employment-details', stored)).toEqual({ benefit: { food_stamp: 10 } });
  });
});

import { describe, expect, it } from 'vitest';
import { INTAKE_STEP_SCHEMAS, INTAKE_STEP_SLUGS } from '@payee/contract';
import { valuesFromApplication, newApplicationValues } from './read-back';
import { savedApplication } from '@/test/intake-form';
import {
  CHECK_PAGE,
  firstIncompletePlace,
  firstUnsavedPlace,
  formFieldOf,
  isStepSaved,
  nextPlace,
  previousPlace,
  resolvePlace,
  stepFields,
  stepOfField,
  stepPosition,
  submitLabel,
  visibleSteps,
} from './step-flow';
import type { IntakeFormValues } from './values';

const slugs = (steps: { slug: string }[]) => steps.map((step) => step.slug);

/** Steps 1-4 answered, nothing saved yet (a new application for a relative). */
function firstFourAnswered(): IntakeFormValues {
  const values = newApplicationValues();
  return {
    ...values,
    representative: {
      ...values.representative,
      representative_type: 'relative',
      name: 'Ana Delgado',
      relationship_id: 2,
      primary_phone: '3135550199',
      primary_email: 'ana@example.org',
    },
    first_name: 'Rosa',
    last_name: 'Delgado',
    ssn: '123-45-6789',
    date_of_birth: '1958-04-02',
    birth_city: 'Detroit',
    birth_state_id: 23,
    marital_status_id: 2,
    gender_id: 1,
    race_id: [6],
    language_id: 1,
    source_id: 1,
    username: 'rosa.delgado',
    password: 'Rosa@Apply2026',
    confirm_password: 'Rosa@Apply2026',
  };
}

describe('visible steps and numbering', () => {
  it('shows all 11 steps for a new application made by a case manager or relative', () => {
    expect(slugs(visibleSteps('new', 'case_manager'))).toHaveLength(11);
    expect(slugs(visibleSteps('new', null))).toHaveLength(11);
  });

  it('hides Contact Details when the client applies for themselves', () => {
    const steps = visibleSteps('new', 'myself');
    expect(slugs(steps)).not.toContain('contact-details');
    expect(stepPosition(steps, 'about-you')).toEqual({ number: 2, count: 10 });
  });

  it('hides Login Details when resuming, and counts only the steps shown', () => {
    const steps = visibleSteps('resume', 'myself');
    expect(slugs(steps)).toEqual([
      'representative',
      'about-you',
      'address-details',
      'emergency-contact',
      'benefit-details',
      'employment-details',
      'housing-details',
      'ssa-documents',
      'referral-details',
    ]);
    expect(stepPosition(steps, 'referral-details')).toEqual({ number: 9, count: 9 });
    expect(stepPosition(visibleSteps('resume', 'relative'), 'about-you')).toEqual({ number: 3, count: 10 });
  });

  it('moves between shown steps, to the check page after the last, and back from it to the last step', () => {
    const steps = visibleSteps('resume', 'myself');
    expect(nextPlace(steps, 'representative')).toBe('about-you');
    expect(nextPlace(steps, 'referral-details')).toBe(CHECK_PAGE);
    expect(previousPlace(steps, CHECK_PAGE)).toBe('referral-details');
    expect(previousPlace(steps, 'about-you')).toBe('representative');
    expect(previousPlace(steps, 'representative')).toBeNull();
  });
});

describe('button labels', () => {
  it('says Next on a new application before Login Details, where it is first saved', () => {
    expect(submitLabel('new', 'representative')).toBe('next');
    expect(submitLabel('new', 'contact-details')).toBe('next');
    expect(submitLabel('new', 'about-you')).toBe('next');
    expect(submitLabel('new', 'login-details')).toBe('saveAndProceed');
  });

  it('says Save and proceed on every step of a saved application, the last one included, and Submit on the check page', () => {
    expect(submitLabel('resume', 'representative')).toBe('saveAndProceed');
    expect(submitLabel('resume', 'referral-details')).toBe('saveAndProceed');
    expect(submitLabel('resume', CHECK_PAGE)).toBe('submit');
  });
});

describe('the fields each step owns', () => {
  it("are its schema's fields; steps 7 and 8 each own their part of benefit; the SSA step owns the three files", () => {
    const owned = Object.fromEntries(INTAKE_STEP_SLUGS.map((slug) => [slug, stepFields(slug)]));
    // At least these (a field added to a schema joins its step's list); the benefit section split in two.
    const expected: Record<string, string[]> = {
      representative: ['personal_contact', 'representative'],
      'contact-details': ['personal_contact'],
      'about-you': [
        'birth_city',
        'birth_country_id',
        'birth_state_id',
        'birth_state_name',
        'date_of_birth',
        'english_fluency_id',
        'ethnicity_id',
        'father_name',
        'first_name',
        'gender_id',
        'language_id',
        'last_name',
        'marital_status_id',
        'middle_name',
        'mother_name',
        'other_gender',
        'other_race',
        'other_source',
        'race_id',
        'source_id',
        'ssn',
        'suffix',
        'title',
      ],
      'login-details': ['confirm_password', 'password', 'username'],
      'address-details': ['mailing_address', 'physical_address'],
      'emergency-contact': ['emergency_contact'],
      'benefit-details': ['benefit.food_stamp', 'benefit.life_insurance', 'benefit.life_insurance_type', 'benefit.veteran_service_no'],
      'employment-details': [
        'benefit.employment_status',
        'benefit.income_types',
        'benefit.monthly_income',
        'benefit.other_employment',
        'benefit.other_income',
      ],
      'housing-details': ['housing'],
      'ssa-documents': ['ssa_11_bk', 'ssa_1696', 'ssa_6233'],
      'referral-details': ['referral_agency', 'referral_date', 'referral_id'],
    };
    for (const slug of INTAKE_STEP_SLUGS) expect(owned[slug]).toEqual(expect.arrayContaining(expected[slug] ?? []));
    expect(owned['benefit-details']).toHaveLength(4);
    expect(owned['employment-details']).toHaveLength(5);
    expect(owned['ssa-documents']).toHaveLength(3);
  });
});

describe('where a field error belongs', () => {
  const relativeSteps = visibleSteps('resume', 'relative');
  const myselfSteps = visibleSteps('resume', 'myself');

  it('gives list items to their list', () => {
    expect(formFieldOf('race_id.1')).toBe('race_id');
    expect(formFieldOf('benefit.income_types.0')).toBe('benefit.income_types');
    expect(formFieldOf('physical_address.county')).toBe('physical_address.county');
  });

  it('finds the step of nested and shared fields', () => {
    expect(stepOfField('physical_address.county', relativeSteps, 'relative')).toBe('address-details');
    expect(stepOfField('benefit.food_stamp', relativeSteps, 'relative')).toBe('benefit-details');
    expect(stepOfField('benefit.income_types.0', relativeSteps, 'relative')).toBe('employment-details');
    expect(stepOfField('ssa_1696', relativeSteps, 'relative')).toBe('ssa-documents');
    expect(stepOfField('program_id', relativeSteps, 'relative')).toBeNull();
  });

  it("puts the client's own contact on step 1 when they apply themselves, else on Contact Details", () => {
    expect(stepOfField('personal_contact.primary_email', myselfSteps, 'myself')).toBe('representative');
    expect(stepOfField('personal_contact.primary_email', relativeSteps, 'relative')).toBe('contact-details');
  });

  it('has no step for Login Details fields once it is hidden', () => {
    expect(stepOfField('username', myselfSteps, 'myself')).toBeNull();
    expect(stepOfField('username', visibleSteps('new', 'myself'), 'myself')).toBe('login-details');
  });
});

describe('the step the URL opens', () => {
  const schemas = INTAKE_STEP_SCHEMAS;

  it('opens the first step of an empty new application, whatever the URL asks', () => {
    const steps = visibleSteps('new', null);
    const input = { values: newApplicationValues(), schemas, application: null };
    expect(resolvePlace(null, 'new', steps, input)).toBe('representative');
    expect(resolvePlace('about-you', 'new', steps, input)).toBe('representative');
    expect(resolvePlace('no-such-step', 'new', steps, input)).toBe('representative');
    expect(resolvePlace(CHECK_PAGE, 'new', steps, input)).toBe('representative');
  });

  it('lets a new application reach the steps up to Login Details once the earlier ones are complete, never further', () => {
    const steps = visibleSteps('new', 'relative');
    const input = { values: firstFourAnswered(), schemas, application: null };
    expect(resolvePlace('contact-details', 'new', steps, input)).toBe('contact-details');
    expect(resolvePlace('login-details', 'new', steps, input)).toBe('login-details');
    expect(resolvePlace('address-details', 'new', steps, input)).toBe('login-details');
    expect(resolvePlace(CHECK_PAGE, 'new', steps, input)).toBe('login-details');
  });

  it('opens a complete saved application on any step asked for, or on the check page', () => {
    const application = savedApplication();
    const values = valuesFromApplication(application);
    const steps = visibleSteps('resume', 'myself');
    const input = { values, schemas, application };
    expect(firstIncompletePlace(steps, input)).toBe(CHECK_PAGE);
    expect(resolvePlace(null, 'resume', steps, input)).toBe(CHECK_PAGE);
    expect(resolvePlace('housing-details', 'resume', steps, input)).toBe('housing-details');
    expect(resolvePlace('login-details', 'resume', steps, input)).toBe(CHECK_PAGE);
  });

  it('opens a saved application, with no step in the URL, at the first step not saved: an optional step skipped counts', () => {
    const application = savedApplication({
      saved_steps: ['representative', 'about-you', 'login-details', 'address-details', 'emergency-contact'],
    });
    const input = { values: valuesFromApplication(application), schemas, application };
    const steps = visibleSteps('resume', 'myself');
    expect(firstUnsavedPlace(steps, application)).toBe('benefit-details');
    expect(resolvePlace(null, 'resume', steps, input)).toBe('benefit-details');
    expect(resolvePlace('no-such-step', 'resume', steps, input)).toBe('benefit-details');
    // A step the URL names may still be opened when the steps before it are complete.
    expect(resolvePlace('housing-details', 'resume', steps, input)).toBe('housing-details');
  });

  it('counts only the steps shown: Contact Details, not asked of a client applying themselves, never holds them back', () => {
    const application = savedApplication({
      saved_steps: INTAKE_STEP_SLUGS.filter((slug) => slug !== 'contact-details' && slug !== 'login-details'),
    });
    expect(firstUnsavedPlace(visibleSteps('resume', 'myself'), application)).toBe(CHECK_PAGE);
    expect(firstUnsavedPlace(visibleSteps('resume', 'relative'), application)).toBe('contact-details');
    expect(isStepSaved('about-you', application)).toBe(true);
    expect(isStepSaved('about-you', null)).toBe(false);
  });

  it('never opens past the first incomplete step, even when later steps are saved', () => {
    const application = savedApplication({ saved_steps: ['representative', 'about-you'], ssa_documents: [] });
    const input = { values: valuesFromApplication(application), schemas, application };
    expect(resolvePlace(null, 'resume', visibleSteps('resume', 'myself'), input)).toBe('address-details');
    const later = savedApplication({ saved_steps: INTAKE_STEP_SLUGS.filter((slug) => slug !== 'referral-details'), ssa_documents: [] });
    expect(
      resolvePlace(null, 'resume', visibleSteps('resume', 'myself'), { values: valuesFromApplication(later), schemas, application: later }),
    ).toBe('ssa-documents');
  });

  it('falls back to the first incomplete step of a saved application: missing documents stop at the SSA step', () => {
    const application = savedApplication({ ssa_documents: [] });
    const input = { values: valuesFromApplication(application), schemas, application };
    const steps = visibleSteps('resume', 'myself');
    expect(resolvePlace(CHECK_PAGE, 'resume', steps, input)).toBe('ssa-documents');
    expect(resolvePlace('referral-details', 'resume', steps, input)).toBe('ssa-documents');
    expect(resolvePlace('address-details', 'resume', steps, input)).toBe('address-details');
  });
});

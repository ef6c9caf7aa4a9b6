import { useFormContext, useWatch } from 'react-hook-form';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { DEFAULT_COUNTRY_ID, maskSsn, personName } from '@payee/contract';
import { ControlledField } from '@/lib/controlled-field';
import { SsnField } from '@/components/ui/ssn-field';
import { useCountries } from '@/lib/api/get-countries';
import { useDropdown } from '@/lib/api/get-dropdown';
import { useStates } from '@/lib/api/get-states';
import { officeTodayDate } from '@/lib/office-day';
import { choiceAnswer, choicesAnswer, dateAnswer, textAnswer } from '../fields/answer-format';
import { IntakeDateField, IntakeMultiSelectField, IntakeSelectField, IntakeTextField } from '../fields/intake-controls';
import { isOtherChosen } from '@/lib/other-option';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import type { IntakeFormValues } from '../values';
import { AnswerRow } from './answer-row';

const copy = INTAKE_FORM_CONTENT.aboutYou;

/**
 * Step 3, About You: the applicant's name, SSN, birth, family, gender,
 * ethnicity, races, language and how they heard about us. "Other" choices ask for a few words; a birth
 * country other than the United States asks for the state as free text.
 */
export function AboutYouStep(_props: IntakeStepProps) {
  const { control, setValue, getValues, clearErrors } = useFormContext<IntakeFormValues>();
  const [representativeType, birthCountryId, genderId, raceIds, sourceId] = useWatch({
    control,
    name: ['representative.representative_type', 'birth_country_id', 'gender_id', 'race_id', 'source_id'],
  });
  const countries = useCountries();
  const isBornInDefaultCountry = birthCountryId === DEFAULT_COUNTRY_ID;
  const states = useStates(DEFAULT_COUNTRY_ID, isBornInDefaultCountry);
  const fluencies = useDropdown('language-fluencies');
  const maritalStatuses = useDropdown('marital-statuses');
  const genders = useDropdown('genders');
  const ethnicities = useDropdown('ethnicities');
  const races = useDropdown('races');
  const languages = useDropdown('languages');
  const sources = useDropdown('sources');
  // The browser may fill in the applicant's own details only; a representative's would be wrong here.
  const isOwn = representativeType === 'myself';
  const auto = (token: string) => (isOwn ? token : 'off');

  /** Empties a field that belongs to a choice no longer made (an "Other" text, a birth state). */
  const clear = (name: 'other_gender' | 'other_race' | 'other_source' | 'birth_state_name', isKept: boolean) => {
    if (!isKept && getValues(name) !== '') setValue(name, '', { shouldDirty: true });
    if (!isKept) clearErrors(name);
  };

  return (
    <>
      <p>{isOwn ? copy.introMyself : copy.introForSomeone}</p>
      <IntakeTextField name="title" label={copy.labels.title} hint={copy.hints.title} autoComplete={auto('honorific-prefix')} isShort />
      <IntakeTextField name="first_name" label={copy.labels.firstName} autoComplete={auto('given-name')} />
      <IntakeTextField
        name="middle_name"
        label={copy.labels.middleName}
        hint={copy.hints.middleName}
        autoComplete={auto('additional-name')}
      />
      <IntakeTextField name="last_name" label={copy.labels.lastName} autoComplete={auto('family-name')} />
      <IntakeTextField name="suffix" label={copy.labels.suffix} hint={copy.hints.suffix} autoComplete={auto('honorific-suffix')} isShort />
      <ControlledField control={control} name="ssn">
        {(bound) => <SsnField label={copy.labels.ssn} hint={copy.hints.ssn} canReveal {...bound} />}
      </ControlledField>
      <IntakeDateField name="date_of_birth" label={copy.labels.dateOfBirth} hint={copy.hints.dateOfBirth} max={officeTodayDate()} />
      <IntakeTextField name="birth_city" label={copy.labels.birthCity} hint={copy.hints.birthCity} autoComplete="off" />
      <IntakeSelectField
        name="birth_country_id"
        label={copy.labels.birthCountry}
        hint={copy.hints.birthCountry}
        list={countries}
        onChosen={() => {
          // A new birth country clears the birth state, chosen or typed.
          if (getValues('birth_state_id') !== null) setValue('birth_state_id', null, { shouldDirty: true });
          clear('birth_state_name', false);
          clearErrors('birth_state_id');
        }}
      />
      {isBornInDefaultCountry ? (
        <IntakeSelectField
          name="birth_state_id"
          isOptional={false}
          label={copy.labels.birthState}
          hint={copy.hints.birthState}
          list={states}
        />
      ) : (
        <IntakeTextField name="birth_state_name" label={copy.labels.birthStateName} hint={copy.hints.birthStateName} autoComplete="off" />
      )}
      <IntakeSelectField name="english_fluency_id" label={copy.labels.englishFluency} hint={copy.hints.englishFluency} list={fluencies} />
      <IntakeSelectField name="marital_status_id" label={copy.labels.maritalStatus} list={maritalStatuses} />
      <IntakeTextField name="mother_name" label={copy.labels.motherName} hint={copy.hints.motherName} autoComplete="off" />
      <IntakeTextField name="father_name" label={copy.labels.fatherName} hint={copy.hints.fatherName} autoComplete="off" />
      <IntakeSelectField
        name="gender_id"
        label={copy.labels.gender}
        list={genders}
        onChosen={(id) => clear('other_gender', isOtherChosen(genders.data, id))}
      />
      {isOtherChosen(genders.data, genderId) && (
        <IntakeTextField
          name="other_gender"
          isOptional={false}
          label={copy.labels.otherGender}
          hint={copy.hints.otherGender}
          autoComplete="off"
        />
      )}
      <IntakeSelectField name="ethnicity_id" label={copy.labels.ethnicity} list={ethnicities} />
      <IntakeMultiSelectField
        name="race_id"
        label={copy.labels.races}
        hint={copy.hints.races}
        list={races}
        onChosen={(ids) => clear('other_race', isOtherChosen(races.data, ids))}
      />
      {isOtherChosen(races.data, raceIds) && (
        <IntakeTextField
          name="other_race"
          isOptional={false}
          label={copy.labels.otherRace}
          hint={copy.hints.otherRace}
          autoComplete="off"
        />
      )}
      <IntakeSelectField name="language_id" label={copy.labels.language} hint={copy.hints.language} list={languages} />
      <IntakeSelectField
        name="source_id"
        label={copy.labels.source}
        list={sources}
        onChosen={(id) => clear('other_source', isOtherChosen(sources.data, id))}
      />
      {isOtherChosen(sources.data, sourceId) && (
        <IntakeTextField
          name="other_source"
          isOptional={false}
          label={copy.labels.otherSource}
          hint={copy.hints.otherSource}
          autoComplete="off"
        />
      )}
    </>
  );
}

/** "Mr John Albert Smith Jr". */
const fullName = (values: IntakeFormValues) =>
  personName({
    title: values.title,
    firstName: values.first_name,
    middleName: values.middle_name,
    lastName: values.last_name,
    suffix: values.suffix,
  });

/** Step 3 on "Check your answers"; the SSN shows only its last four digits. */
export function AboutYouAnswers({ values, changeTo }: IntakeAnswersProps) {
  const answers = copy.answers;
  const countries = useCountries();
  const isBornInDefaultCountry = values.birth_country_id === DEFAULT_COUNTRY_ID;
  const states = useStates(DEFAULT_COUNTRY_ID, isBornInDefaultCountry);
  const fluencies = useDropdown('language-fluencies');
  const maritalStatuses = useDropdown('marital-statuses');
  const genders = useDropdown('genders');
  const ethnicities = useDropdown('ethnicities');
  const races = useDropdown('races');
  const languages = useDropdown('languages');
  const sources = useDropdown('sources');
  const row = (label: string, value: string, field: string) => <AnswerRow label={label} value={value} changeTo={changeTo} field={field} />;
  return (
    <>
      {row(answers.name, textAnswer(fullName(values)), 'first_name')}
      {row(answers.ssn, values.ssn ? maskSsn(values.ssn) : textAnswer(''), 'ssn')}
      {row(answers.dateOfBirth, dateAnswer(values.date_of_birth), 'date_of_birth')}
      {row(answers.birthCity, textAnswer(values.birth_city), 'birth_city')}
      {row(answers.birthCountry, choiceAnswer(countries.data, values.birth_country_id), 'birth_country_id')}
      {isBornInDefaultCountry
        ? row(answers.birthState, choiceAnswer(states.data, values.birth_state_id), 'birth_state_id')
        : row(answers.birthState, textAnswer(values.birth_state_name), 'birth_state_name')}
      {row(answers.englishFluency, choiceAnswer(fluencies.data, values.english_fluency_id), 'english_fluency_id')}
      {row(answers.maritalStatus, choiceAnswer(maritalStatuses.data, values.marital_status_id), 'marital_status_id')}
      {row(answers.motherName, textAnswer(values.mother_name), 'mother_name')}
      {row(answers.fatherName, textAnswer(values.father_name), 'father_name')}
      {row(answers.gender, choiceAnswer(genders.data, values.gender_id, values.other_gender), 'gender_id')}
      {row(answers.ethnicity, choiceAnswer(ethnicities.data, values.ethnicity_id), 'ethnicity_id')}
      {row(answers.races, choicesAnswer(races.data, values.race_id, values.other_race), 'race_id')}
      {row(answers.language, choiceAnswer(languages.data, values.language_id), 'language_id')}
      {row(answers.source, choiceAnswer(sources.data, values.source_id, values.other_source), 'source_id')}
    </>
  );
}

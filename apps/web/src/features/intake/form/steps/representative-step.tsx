import { useFormContext, useWatch } from 'react-hook-form';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { REPRESENTATIVE_TYPES, type RepresentativeType } from '@payee/contract';
import { ControlledField } from '@/lib/controlled-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { useDropdown } from '@/lib/api/get-dropdown';
import { choiceAnswer, phoneAnswer, textAnswer } from '../fields/answer-format';
import { IntakeEmailField, IntakePhoneField, IntakeSelectField, IntakeTextField } from '../fields/intake-controls';
import { isOtherChosen, isOtherOption } from '@/lib/other-option';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import type { IntakeFormValues, RepresentativeValues } from '../values';
import { AnswerRow } from './answer-row';
import {
  clearsPersonalContact,
  emptyPersonalContact,
  representativeForAgency,
  representativeForCaseManager,
  representativeForType,
} from './representative-changes';
import { optionLabel, useAllCaseManagers, useCaseManagerOptions } from './use-intake-options';

const copy = INTAKE_FORM_CONTENT.representative;

const isRepresentativeType = (value: string): value is RepresentativeType => (REPRESENTATIVE_TYPES as readonly string[]).includes(value);

/**
 * Step 1, Representative: who fills in the form; a case manager's agency
 * and name, or a relative's name and relationship, with their phones and e-mails; the client's own phones and
 * e-mails when they fill it in themselves; and how we should get in touch.
 */
export function RepresentativeStep(_props: IntakeStepProps) {
  const { control, setValue, getValues, clearErrors } = useFormContext<IntakeFormValues>();
  const [type, agencyId, caseManagerId] = useWatch({
    control,
    name: ['representative.representative_type', 'representative.agency_id', 'representative.case_manager_id'],
  });
  const agencies = useDropdown('case-manager-agencies');
  const relationships = useDropdown('relationships');
  const isOtherAgency = isOtherChosen(agencies.data, agencyId);
  const caseManagers = useCaseManagerOptions(type === 'case_manager' && agencyId !== null && !isOtherAgency ? agencyId : null);
  const isOtherCaseManager = isOtherChosen(caseManagers.data, caseManagerId);

  /** Writes the representative's answers that changed, marking the form as changed. */
  const applyRepresentative = (next: RepresentativeValues) => {
    const current = getValues('representative');
    for (const key of Object.keys(next) as (keyof RepresentativeValues)[]) {
      if (current[key] !== next[key]) setValue(`representative.${key}`, next[key], { shouldDirty: true });
    }
  };

  const onTypeChange = (next: RepresentativeType) => {
    const previous = getValues('representative.representative_type');
    if (previous === next) return;
    applyRepresentative(representativeForType(next));
    if (clearsPersonalContact(previous, next)) setValue('personal_contact', emptyPersonalContact(), { shouldDirty: true });
    clearErrors(['representative', 'personal_contact']);
  };

  const onAgencyChosen = (id: number | null) => {
    applyRepresentative(representativeForAgency(getValues('representative'), id));
    clearErrors(['representative.case_manager_id', 'representative.name', 'representative.other_agency']);
  };

  const onCaseManagerChosen = (id: number | null) => {
    const option = caseManagers.data?.find((entry) => entry.value === id);
    const chosen = option ? { id: option.value, label: option.label, isOther: isOtherOption(option) } : null;
    applyRepresentative(representativeForCaseManager(getValues('representative'), chosen));
    clearErrors('representative.name');
  };

  const needsTypedCaseManagerName = isOtherAgency || isOtherCaseManager;

  return (
    <>
      <p>{copy.intro}</p>
      <ControlledField control={control} name="representative.representative_type">
        {(bound) => (
          <RadioGroup
            {...bound}
            legend={copy.typeLegend}
            options={REPRESENTATIVE_TYPES.map((value) => ({ value, label: copy.types[value], hint: copy.typeHints[value] }))}
            onChange={(event) => {
              if (isRepresentativeType(event.target.value)) onTypeChange(event.target.value);
            }}
          />
        )}
      </ControlledField>

      {type === 'case_manager' && (
        <>
          <IntakeSelectField
            name="representative.agency_id"
            isOptional={false}
            label={copy.labels.agency}
            hint={copy.hints.agency}
            list={agencies}
            onChosen={onAgencyChosen}
          />
          {isOtherAgency && (
            <IntakeTextField
              name="representative.other_agency"
              isOptional={false}
              label={copy.labels.otherAgency}
              hint={copy.hints.otherAgency}
              autoComplete="organization"
            />
          )}
          {agencyId !== null && !isOtherAgency && (
            <IntakeSelectField
              name="representative.case_manager_id"
              isOptional={false}
              label={copy.labels.caseManager}
              hint={copy.hints.caseManager}
              list={caseManagers}
              onChosen={onCaseManagerChosen}
            />
          )}
          {needsTypedCaseManagerName && (
            <IntakeTextField
              name="representative.name"
              isOptional={false}
              label={copy.labels.caseManagerName}
              hint={copy.hints.caseManagerName}
              autoComplete="name"
            />
          )}
        </>
      )}

      {type === 'relative' && (
        <>
          <IntakeTextField
            name="representative.name"
            isOptional={false}
            label={copy.labels.relativeName}
            hint={copy.hints.relativeName}
            autoComplete="name"
          />
          <IntakeSelectField
            name="representative.relationship_id"
            isOptional={false}
            label={copy.labels.relationship}
            hint={copy.hints.relationship}
            list={relationships}
          />
        </>
      )}

      {(type === 'case_manager' || type === 'relative') && <RepresentativeContactFields />}
      {type === 'myself' && <OwnContactFields />}

      {type !== null && (
        <ControlledField control={control} name="representative.preferred_communication">
          {({ value, onChange, ...bound }) => (
            <RadioGroup
              {...bound}
              legend={copy.labels.preferredCommunication}
              hint={copy.hints.preferredCommunication}
              options={copy.communicationOptions.map((option) => ({ value: String(option.value), label: option.label }))}
              value={value === null ? null : String(value)}
              onChange={(event) => onChange(Number(event.target.value))}
              isInline
            />
          )}
        </ControlledField>
      )}
    </>
  );
}

/** The representative's own phones and e-mails: the first of each is needed to reach them. */
function RepresentativeContactFields() {
  return (
    <>
      <IntakePhoneField
        name="representative.primary_phone"
        isOptional={false}
        label={copy.labels.primaryPhone}
        hint={copy.hints.primaryPhone}
      />
      <IntakePhoneField name="representative.other_phone" label={copy.labels.otherPhone} hint={copy.hints.otherPhone} />
      <IntakeEmailField
        name="representative.primary_email"
        isOptional={false}
        label={copy.labels.primaryEmail}
        hint={copy.hints.primaryEmail}
        autoComplete="email"
      />
      <IntakeEmailField name="representative.other_email" label={copy.labels.otherEmail} hint={copy.hints.otherEmail} />
    </>
  );
}

/** The client's own phones and e-mails, asked here when they fill in the form themselves (step 2 is then hidden). */
function OwnContactFields() {
  const own = copy.ownContact;
  return (
    <fieldset className="fieldset" aria-describedby="personal_contact-hint">
      <legend className="fieldset__legend">{own.legend}</legend>
      <p id="personal_contact-hint" className="field__hint">
        {own.hint}
      </p>
      <IntakePhoneField name="personal_contact.primary_phone" label={own.primaryPhone} hint={copy.hints.primaryPhone} />
      <IntakePhoneField name="personal_contact.other_phone" label={own.otherPhone} hint={copy.hints.otherPhone} />
      <IntakeEmailField
        name="personal_contact.primary_email"
        label={own.primaryEmail}
        hint={copy.hints.primaryEmail}
        autoComplete="email"
      />
      <IntakeEmailField name="personal_contact.other_email" label={own.otherEmail} hint={copy.hints.otherEmail} />
    </fieldset>
  );
}

/** Step 1 on "Check your answers". */
export function RepresentativeAnswers({ values, changeTo }: IntakeAnswersProps) {
  const answers = copy.answers;
  const rep = values.representative;
  const agencies = useDropdown('case-manager-agencies');
  const relationships = useDropdown('relationships');
  const allCaseManagers = useAllCaseManagers();
  const type = rep.representative_type;
  const communication = copy.communicationOptions.find((option) => option.value === rep.preferred_communication)?.label;
  const caseManagerName = rep.name || optionLabel(allCaseManagers.data, rep.case_manager_id);
  const row = (label: string, value: string, field: string) => (
    <AnswerRow key={field} label={label} value={value} changeTo={changeTo} field={field} />
  );
  return (
    <>
      {row(answers.type, type ? copy.types[type] : '', 'representative.representative_type')}
      {type === 'case_manager' && (
        <>
          {row(answers.agency, choiceAnswer(agencies.data, rep.agency_id, rep.other_agency), 'representative.agency_id')}
          {row(
            answers.caseManager,
            textAnswer(caseManagerName),
            rep.case_manager_id === null || isOtherChosen(allCaseManagers.data, rep.case_manager_id)
              ? 'representative.name'
              : 'representative.case_manager_id',
          )}
        </>
      )}
      {type === 'relative' && (
        <>
          {row(answers.name, textAnswer(rep.name), 'representative.name')}
          {row(answers.relationship, choiceAnswer(relationships.data, rep.relationship_id), 'representative.relationship_id')}
        </>
      )}
      {(type === 'case_manager' || type === 'relative') && (
        <>
          {row(answers.primaryPhone, phoneAnswer(rep.primary_phone), 'representative.primary_phone')}
          {row(answers.otherPhone, phoneAnswer(rep.other_phone), 'representative.other_phone')}
          {row(answers.primaryEmail, textAnswer(rep.primary_email), 'representative.primary_email')}
          {row(answers.otherEmail, textAnswer(rep.other_email), 'representative.other_email')}
        </>
      )}
      {type === 'myself' && (
        <>
          {row(answers.ownPrimaryPhone, phoneAnswer(values.personal_contact.primary_phone), 'personal_contact.primary_phone')}
          {row(answers.ownOtherPhone, phoneAnswer(values.personal_contact.other_phone), 'personal_contact.other_phone')}
          {row(answers.ownPrimaryEmail, textAnswer(values.personal_contact.primary_email), 'personal_contact.primary_email')}
          {row(answers.ownOtherEmail, textAnswer(values.personal_contact.other_email), 'personal_contact.other_email')}
        </>
      )}
      {type !== null && row(answers.preferredCommunication, communication ?? '', 'representative.preferred_communication')}
    </>
  );
}

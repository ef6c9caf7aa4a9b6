import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { useDropdown } from '@/lib/api/get-dropdown';
import { choiceAnswer, phoneAnswer, textAnswer } from '../fields/answer-format';
import { IntakePhoneField, IntakeSelectField, IntakeEmailField, IntakeTextField } from '../fields/intake-controls';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import { AnswerRow } from './answer-row';

/** Step 6, Emergency Contact Details: everything but the other phone and e-mail is asked for. */
export function EmergencyContactStep(_props: IntakeStepProps) {
  const copy = INTAKE_STEPS_CONTENT.emergencyContact;
  const categories = useDropdown('contact-categories');
  return (
    <>
      <IntakeTextField name="emergency_contact.name" label={copy.labels.name} hint={copy.hints.name} autoComplete="off" />
      <IntakeSelectField
        name="emergency_contact.contact_category_id"
        label={copy.labels.contactCategory}
        hint={copy.hints.contactCategory}
        list={categories}
      />
      <IntakePhoneField name="emergency_contact.primary_phone" label={copy.labels.primaryPhone} hint={copy.hints.primaryPhone} />
      <IntakePhoneField name="emergency_contact.other_phone" label={copy.labels.otherPhone} hint={copy.hints.otherPhone} />
      <IntakeEmailField name="emergency_contact.primary_email" label={copy.labels.primaryEmail} hint={copy.hints.primaryEmail} />
      <IntakeEmailField name="emergency_contact.other_email" label={copy.labels.otherEmail} hint={copy.hints.otherEmail} />
    </>
  );
}

/** Step 6 on "Check your answers". */
export function EmergencyContactAnswers({ values, changeTo }: IntakeAnswersProps) {
  const copy = INTAKE_STEPS_CONTENT.emergencyContact.labels;
  const categories = useDropdown('contact-categories');
  const contact = values.emergency_contact;
  return (
    <>
      <AnswerRow label={copy.name} value={textAnswer(contact.name)} changeTo={changeTo} field="emergency_contact.name" />
      <AnswerRow
        label={copy.contactCategory}
        value={choiceAnswer(categories.data, contact.contact_category_id)}
        changeTo={changeTo}
        field="emergency_contact.contact_category_id"
      />
      <AnswerRow
        label={copy.primaryPhone}
        value={phoneAnswer(contact.primary_phone)}
        changeTo={changeTo}
        field="emergency_contact.primary_phone"
      />
      <AnswerRow
        label={copy.otherPhone}
        value={phoneAnswer(contact.other_phone)}
        changeTo={changeTo}
        field="emergency_contact.other_phone"
      />
      <AnswerRow
        label={copy.primaryEmail}
        value={textAnswer(contact.primary_email)}
        changeTo={changeTo}
        field="emergency_contact.primary_email"
      />
      <AnswerRow
        label={copy.otherEmail}
        value={textAnswer(contact.other_email)}
        changeTo={changeTo}
        field="emergency_contact.other_email"
      />
    </>
  );
}

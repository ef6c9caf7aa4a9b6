import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { phoneAnswer, textAnswer } from '../fields/answer-format';
import { IntakeEmailField, IntakePhoneField } from '../fields/intake-controls';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import { AnswerRow } from './answer-row';

const copy = INTAKE_FORM_CONTENT.contactDetails;

/**
 * Step 2, Contact Details (optional; shown when a case manager or a relative fills in the form): the phones
 * and e-mails of the person applying (`personal_contact`), each only checked for its format.
 */
export function ContactDetailsStep(_props: IntakeStepProps) {
  return (
    <>
      <p>{copy.intro}</p>
      <IntakePhoneField name="personal_contact.primary_phone" label={copy.labels.primaryPhone} hint={copy.hints.primaryPhone} />
      <IntakePhoneField name="personal_contact.other_phone" label={copy.labels.otherPhone} hint={copy.hints.otherPhone} />
      <IntakeEmailField name="personal_contact.primary_email" label={copy.labels.primaryEmail} hint={copy.hints.primaryEmail} />
      <IntakeEmailField name="personal_contact.other_email" label={copy.labels.otherEmail} hint={copy.hints.otherEmail} />
    </>
  );
}

/** Step 2 on "Check your answers". */
export function ContactDetailsAnswers({ values, changeTo }: IntakeAnswersProps) {
  const contact = values.personal_contact;
  return (
    <>
      <AnswerRow
        label={copy.answers.primaryPhone}
        value={phoneAnswer(contact.primary_phone)}
        changeTo={changeTo}
        field="personal_contact.primary_phone"
      />
      <AnswerRow
        label={copy.answers.otherPhone}
        value={phoneAnswer(contact.other_phone)}
        changeTo={changeTo}
        field="personal_contact.other_phone"
      />
      <AnswerRow
        label={copy.answers.primaryEmail}
        value={textAnswer(contact.primary_email)}
        changeTo={changeTo}
        field="personal_contact.primary_email"
      />
      <AnswerRow
        label={copy.answers.otherEmail}
        value={textAnswer(contact.other_email)}
        changeTo={changeTo}
        field="personal_contact.other_email"
      />
    </>
  );
}

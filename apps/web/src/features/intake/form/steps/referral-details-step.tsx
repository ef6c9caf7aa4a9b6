import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { useDropdown } from '@/lib/api/get-dropdown';
import { officeTodayDate } from '@/lib/office-day';
import { choiceAnswer, dateAnswer, textAnswer } from '../fields/answer-format';
import { IntakeDateField, IntakeSelectField, IntakeTextField } from '../fields/intake-controls';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import { AnswerRow } from './answer-row';

/** Step 11, Referral Details (optional step): who referred the applicant, and when (not in the future). */
export function ReferralDetailsStep(_props: IntakeStepProps) {
  const copy = INTAKE_STEPS_CONTENT.referralDetails;
  const referrals = useDropdown('referrals');
  return (
    <>
      <IntakeSelectField name="referral_id" label={copy.labels.referral} hint={copy.hints.referral} list={referrals} />
      <IntakeTextField name="referral_agency" label={copy.labels.referralAgency} hint={copy.hints.referralAgency} autoComplete="off" />
      <IntakeDateField name="referral_date" label={copy.labels.referralDate} hint={copy.hints.referralDate} max={officeTodayDate()} />
    </>
  );
}

/** Step 11 on "Check your answers". */
export function ReferralDetailsAnswers({ values, changeTo }: IntakeAnswersProps) {
  const copy = INTAKE_STEPS_CONTENT.referralDetails.labels;
  const referrals = useDropdown('referrals');
  return (
    <>
      <AnswerRow label={copy.referral} value={choiceAnswer(referrals.data, values.referral_id)} changeTo={changeTo} field="referral_id" />
      <AnswerRow label={copy.referralAgency} value={textAnswer(values.referral_agency)} changeTo={changeTo} field="referral_agency" />
      <AnswerRow label={copy.referralDate} value={dateAnswer(values.referral_date)} changeTo={changeTo} field="referral_date" />
    </>
  );
}

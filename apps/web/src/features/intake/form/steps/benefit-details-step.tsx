import { MONEY_TEXT_MAX_LENGTH } from '@payee/contract';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { moneyAnswer, textAnswer } from '../fields/answer-format';
import { IntakeNumberField, IntakeTextField } from '../fields/intake-controls';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import { AnswerRow } from './answer-row';

/** Step 7, Benefit Details (optional step): amounts accept 0. */
export function BenefitDetailsStep(_props: IntakeStepProps) {
  const copy = INTAKE_STEPS_CONTENT.benefitDetails;
  return (
    <>
      <IntakeNumberField
        name="benefit.food_stamp"
        label={copy.labels.foodStamp}
        hint={copy.hints.foodStamp}
        maxLength={MONEY_TEXT_MAX_LENGTH}
        autoComplete="off"
      />
      <IntakeNumberField
        name="benefit.life_insurance"
        label={copy.labels.lifeInsurance}
        hint={copy.hints.lifeInsurance}
        maxLength={MONEY_TEXT_MAX_LENGTH}
        autoComplete="off"
      />
      <IntakeTextField
        name="benefit.life_insurance_type"
        label={copy.labels.lifeInsuranceType}
        hint={copy.hints.lifeInsuranceType}
        autoComplete="off"
      />
      <IntakeTextField
        name="benefit.veteran_service_no"
        label={copy.labels.veteranServiceNo}
        hint={copy.hints.veteranServiceNo}
        isShort
        autoComplete="off"
        spellCheck={false}
      />
    </>
  );
}

/** Step 7 on "Check your answers". */
export function BenefitDetailsAnswers({ values, changeTo }: IntakeAnswersProps) {
  const copy = INTAKE_STEPS_CONTENT.benefitDetails.labels;
  const benefit = values.benefit;
  return (
    <>
      <AnswerRow label={copy.foodStamp} value={moneyAnswer(benefit.food_stamp)} changeTo={changeTo} field="benefit.food_stamp" />
      <AnswerRow
        label={copy.lifeInsurance}
        value={moneyAnswer(benefit.life_insurance)}
        changeTo={changeTo}
        field="benefit.life_insurance"
      />
      <AnswerRow
        label={copy.lifeInsuranceType}
        value={textAnswer(benefit.life_insurance_type)}
        changeTo={changeTo}
        field="benefit.life_insurance_type"
      />
      <AnswerRow
        label={copy.veteranServiceNo}
        value={textAnswer(benefit.veteran_service_no)}
        changeTo={changeTo}
        field="benefit.veteran_service_no"
      />
    </>
  );
}

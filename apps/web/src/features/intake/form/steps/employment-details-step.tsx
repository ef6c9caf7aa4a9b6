import { MONEY_TEXT_MAX_LENGTH } from '@payee/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { useDropdown } from '@/lib/api/get-dropdown';
import { choiceAnswer, choicesAnswer, moneyAnswer } from '../fields/answer-format';
import { IntakeMultiSelectField, IntakeNumberField, IntakeSelectField, IntakeTextField } from '../fields/intake-controls';
import { isOtherChosen } from '@/lib/other-option';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import type { IntakeFormValues } from '../values';
import { AnswerRow } from './answer-row';

/**
 * Step 8, Employment Details (sent under `benefit[...]`): employment status, monthly income and types of
 * income; choosing "Other" in either list reveals a box to describe it.
 */
export function EmploymentDetailsStep(_props: IntakeStepProps) {
  const copy = INTAKE_STEPS_CONTENT.employmentDetails;
  const statuses = useDropdown('employment-statuses');
  const incomeTypes = useDropdown('income-types');
  const { setValue, clearErrors } = useFormContext<IntakeFormValues>();
  const [status, types] = useWatch<IntakeFormValues, ['benefit.employment_status', 'benefit.income_types']>({
    name: ['benefit.employment_status', 'benefit.income_types'],
  });
  const isOtherStatus = isOtherChosen(statuses.data, status);
  const isOtherIncome = isOtherChosen(incomeTypes.data, types);

  // A description of "Other" is dropped with it, so it is never sent for a choice that no longer needs it.
  const dropUnlessOther = (field: 'benefit.other_employment' | 'benefit.other_income', isStillOther: boolean) => {
    if (isStillOther) return;
    setValue(field, '', { shouldDirty: true });
    clearErrors(field);
  };

  return (
    <>
      <IntakeSelectField
        name="benefit.employment_status"
        label={copy.labels.employmentStatus}
        hint={copy.hints.employmentStatus}
        list={statuses}
        onChosen={(id) => dropUnlessOther('benefit.other_employment', isOtherChosen(statuses.data, id))}
      />
      {isOtherStatus && (
        <IntakeTextField
          name="benefit.other_employment"
          isOptional={false}
          label={copy.labels.otherEmployment}
          hint={copy.hints.otherEmployment}
          autoComplete="off"
        />
      )}
      <IntakeNumberField
        name="benefit.monthly_income"
        label={copy.labels.monthlyIncome}
        hint={copy.hints.monthlyIncome}
        maxLength={MONEY_TEXT_MAX_LENGTH}
        autoComplete="off"
      />
      <IntakeMultiSelectField
        name="benefit.income_types"
        label={copy.labels.incomeTypes}
        hint={copy.hints.incomeTypes}
        list={incomeTypes}
        onChosen={(ids) => dropUnlessOther('benefit.other_income', isOtherChosen(incomeTypes.data, ids))}
      />
      {isOtherIncome && (
        <IntakeTextField
          name="benefit.other_income"
          isOptional={false}
          label={copy.labels.otherIncome}
          hint={copy.hints.otherIncome}
          autoComplete="off"
        />
      )}
    </>
  );
}

/** Step 8 on "Check your answers": "Other" answers show what was typed with them. */
export function EmploymentDetailsAnswers({ values, changeTo }: IntakeAnswersProps) {
  const copy = INTAKE_STEPS_CONTENT.employmentDetails.labels;
  const statuses = useDropdown('employment-statuses');
  const incomeTypes = useDropdown('income-types');
  const benefit = values.benefit;
  return (
    <>
      <AnswerRow
        label={copy.employmentStatus}
        value={choiceAnswer(statuses.data, benefit.employment_status, benefit.other_employment)}
        changeTo={changeTo}
        field="benefit.employment_status"
      />
      <AnswerRow
        label={copy.monthlyIncome}
        value={moneyAnswer(benefit.monthly_income)}
        changeTo={changeTo}
        field="benefit.monthly_income"
      />
      <AnswerRow
        label={copy.incomeTypes}
        value={choicesAnswer(incomeTypes.data, benefit.income_types, benefit.other_income)}
        changeTo={changeTo}
        field="benefit.income_types"
      />
    </>
  );
}

import { useWatch } from 'react-hook-form';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import { isHousingWithoutLandlord, MONEY_TEXT_MAX_LENGTH } from '@payee/contract';
import { useDropdown } from '@/lib/api/get-dropdown';
import { choiceAnswer, dateAnswer, moneyAnswer, phoneAnswer, textAnswer } from '../fields/answer-format';
import {
  IntakeDateField,
  IntakeEmailField,
  IntakeNumberField,
  IntakePhoneField,
  IntakeSelectField,
  IntakeTextareaField,
  IntakeTextField,
} from '../fields/intake-controls';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import type { IntakeFormValues } from '../values';
import { AnswerRow } from './answer-row';
import '../fields/housing-details.css';

/**
 * Step 9, Housing Details. The housing provider, move-in date, landlord's phone and e-mail and the rent are
 * asked for unless the housing type has no landlord (7, 8, 9); then they stay on screen
 * marked optional, with a note saying so, and nothing typed is lost.
 */
export function HousingDetailsStep(_props: IntakeStepProps) {
  const copy = INTAKE_STEPS_CONTENT.housingDetails;
  const houseTypes = useDropdown('housing-types');
  const houseTypeId = useWatch<IntakeFormValues, 'housing.house_type_id'>({ name: 'housing.house_type_id' });
  const isWaived = houseTypeId !== null && isHousingWithoutLandlord(houseTypeId);
  return (
    <>
      <IntakeSelectField name="housing.house_type_id" label={copy.labels.houseType} hint={copy.hints.houseType} list={houseTypes} />
      {/* Always in the page, so the note is announced when it appears. */}
      <div role="status" className="intake-housing__status">
        {isWaived && <p className="intake-housing__note">{copy.noLandlordNote}</p>}
      </div>
      <IntakeTextField
        name="housing.housing_provider"
        label={copy.labels.housingProvider}
        hint={copy.hints.housingProvider}
        isOptional={isWaived}
        autoComplete="off"
      />
      <IntakeDateField name="housing.move_in_date" label={copy.labels.moveInDate} hint={copy.hints.moveInDate} isOptional={isWaived} />
      <IntakePhoneField
        name="housing.landlord_primary_phone"
        label={copy.labels.landlordPrimaryPhone}
        hint={copy.hints.landlordPrimaryPhone}
        isOptional={isWaived}
      />
      <IntakePhoneField name="housing.landlord_other_phone" label={copy.labels.landlordOtherPhone} hint={copy.hints.landlordOtherPhone} />
      <IntakePhoneField name="housing.landlord_fax" label={copy.labels.landlordFax} hint={copy.hints.landlordFax} />
      <IntakeEmailField
        name="housing.landlord_primary_email"
        label={copy.labels.landlordPrimaryEmail}
        hint={copy.hints.landlordPrimaryEmail}
        isOptional={isWaived}
      />
      <IntakeEmailField name="housing.landlord_other_email" label={copy.labels.landlordOtherEmail} hint={copy.hints.landlordOtherEmail} />
      <IntakeNumberField
        name="housing.rent_amount"
        label={copy.labels.rentAmount}
        hint={copy.hints.rentAmount}
        isOptional={isWaived}
        maxLength={MONEY_TEXT_MAX_LENGTH}
        autoComplete="off"
      />
      <IntakeTextareaField name="housing.remarks" label={copy.labels.remarks} hint={copy.hints.remarks} />
    </>
  );
}

/** Step 9 on "Check your answers". */
export function HousingDetailsAnswers({ values, changeTo }: IntakeAnswersProps) {
  const copy = INTAKE_STEPS_CONTENT.housingDetails.labels;
  const houseTypes = useDropdown('housing-types');
  const housing = values.housing;
  const row = (label: string, value: string, field: keyof IntakeFormValues['housing']) => (
    <AnswerRow label={label} value={value} changeTo={changeTo} field={`housing.${field}`} />
  );
  return (
    <>
      {row(copy.houseType, choiceAnswer(houseTypes.data, housing.house_type_id), 'house_type_id')}
      {row(copy.housingProvider, textAnswer(housing.housing_provider), 'housing_provider')}
      {row(copy.moveInDate, dateAnswer(housing.move_in_date), 'move_in_date')}
      {row(copy.landlordPrimaryPhone, phoneAnswer(housing.landlord_primary_phone), 'landlord_primary_phone')}
      {row(copy.landlordOtherPhone, phoneAnswer(housing.landlord_other_phone), 'landlord_other_phone')}
      {row(copy.landlordFax, phoneAnswer(housing.landlord_fax), 'landlord_fax')}
      {row(copy.landlordPrimaryEmail, textAnswer(housing.landlord_primary_email), 'landlord_primary_email')}
      {row(copy.landlordOtherEmail, textAnswer(housing.landlord_other_email), 'landlord_other_email')}
      {row(copy.rentAmount, moneyAnswer(housing.rent_amount), 'rent_amount')}
      {row(copy.remarks, textAnswer(housing.remarks), 'remarks')}
    </>
  );
}

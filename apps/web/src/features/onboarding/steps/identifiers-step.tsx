import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { MAX_OTHER_IDENTIFIERS } from '@payee/contract';
import { useIdentificationTypes } from '../api/get-onboarding-lists';
import { RepeatableItems } from '../components/repeatable-item';
import { useRepeatableList } from '../components/use-repeatable-list';
import { OnboardingSelectField, OnboardingTextField } from '../onboarding-controls';
import { emptyOtherIdentifier, type OnboardingFormValues } from '../values';
import type { OnboardingStepProps } from './step-props';

const copy = ONBOARDING_CONTENT.identifiers;
const OTHERS_HEADING_ID = 'other-identifiers-heading';

/**
 * Step 2, "Write Your Identifiers Details": debit card, VA and RSS / Medicaid numbers
 * (optional), the identification type and number, and up to 3 other identifiers in a repeatable accordion.
 */
export function IdentifiersStep(_props: OnboardingStepProps) {
  const identificationTypes = useIdentificationTypes();
  return (
    <>
      <OnboardingTextField
        name="identifiers.debit_card_no"
        label={copy.labels.debitCardNo}
        hint={copy.hints.debitCardNo}
        autoComplete="off"
      />
      <OnboardingTextField name="identifiers.va_no" label={copy.labels.vaNo} hint={copy.hints.vaNo} autoComplete="off" />
      <OnboardingTextField name="identifiers.medicaid_no" label={copy.labels.medicaidNo} hint={copy.hints.medicaidNo} autoComplete="off" />
      <OnboardingSelectField
        name="identifiers.identification_type_id"
        label={copy.labels.identificationType}
        hint={copy.hints.identificationType}
        list={identificationTypes}
      />
      <OnboardingTextField
        name="identifiers.identity_code"
        label={copy.labels.identityCode}
        hint={copy.hints.identityCode}
        autoComplete="off"
      />
      <OtherIdentifiers />
    </>
  );
}

/** The other identifiers: at most 3, each "Identifier 2: Passport". */
function OtherIdentifiers() {
  const { control, clearErrors } = useFormContext<OnboardingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'other_identifiers', keyName: 'key' });
  const items = useWatch<OnboardingFormValues, 'other_identifiers'>({ name: 'other_identifiers' });
  const list = useRepeatableList(fields, {
    listName: 'other_identifiers',
    headingId: OTHERS_HEADING_ID,
    firstFieldId: (index) => `other_identifiers.${index}.identity_type`,
  });
  const isFull = fields.length >= MAX_OTHER_IDENTIFIERS;

  return (
    <section className="onboarding-list" aria-labelledby={OTHERS_HEADING_ID}>
      <h2 id={OTHERS_HEADING_ID} className="onboarding-list__heading" tabIndex={-1}>
        {copy.others.heading} <span className="field__optional">{ONBOARDING_CONTENT.optional}</span>
      </h2>
      <p className="field__hint">{copy.others.hint}</p>
      {fields.length === 0 && <p>{copy.others.empty}</p>}
      <RepeatableItems
        items={fields}
        list={list}
        headingOf={(index) => copy.others.itemHeading(index + 1, items?.[index]?.identity_type.trim() ?? '')}
        removeLabel={copy.others.remove}
        onRemove={(index) => {
          clearErrors('other_identifiers');
          remove(index);
        }}
      >
        {(index) => (
          <>
            <OnboardingTextField
              name={`other_identifiers.${index}.identity_type`}
              label={copy.others.labels.identityType}
              hint={copy.others.hints.identityType}
              autoComplete="off"
            />
            <OnboardingTextField
              name={`other_identifiers.${index}.identity_code`}
              label={copy.others.labels.identityCode}
              hint={copy.others.hints.identityCode}
              autoComplete="off"
            />
          </>
        )}
      </RepeatableItems>
      {isFull ? (
        <p role="status">{copy.others.full}</p>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => append(emptyOtherIdentifier(), { shouldFocus: false })}>
          {copy.others.add}
        </button>
      )}
    </section>
  );
}

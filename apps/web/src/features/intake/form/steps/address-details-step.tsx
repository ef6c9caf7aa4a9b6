import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import { AddressAnswer } from '../fields/address-answer';
import { MailingAddressFields, PhysicalAddressFields } from '@/components/form/address-fields';

/** Step 5, Address Details: the physical address and the mailing address. */
export function AddressDetailsStep(_props: IntakeStepProps) {
  return (
    <>
      <PhysicalAddressFields copy={INTAKE_STEPS_CONTENT.address} />
      <MailingAddressFields copy={INTAKE_STEPS_CONTENT.address} />
    </>
  );
}

/** Step 5 on "Check your answers": each address as it would be written on an envelope. */
export function AddressDetailsAnswers({ values, changeTo }: IntakeAnswersProps) {
  const copy = INTAKE_STEPS_CONTENT.address;
  const mailing = values.mailing_address;
  return (
    <>
      <AddressAnswer label={copy.physical.answer} prefix="physical_address" address={values.physical_address} changeTo={changeTo} />
      <AddressAnswer
        label={copy.mailing.answer}
        prefix="mailing_address"
        address={mailing}
        isSameAsPhysical={mailing.is_same_as_primary_address === 1}
        changeTo={changeTo}
      />
    </>
  );
}

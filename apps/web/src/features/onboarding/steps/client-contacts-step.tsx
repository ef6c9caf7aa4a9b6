import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { MailingAddressFields, PhysicalAddressFields } from '@/components/form/address-fields';
import { isOtherChosen } from '@/lib/other-option';
import { useContactCategories } from '../api/get-onboarding-lists';
import { RepeatableItems } from '../components/repeatable-item';
import { useRepeatableList } from '../components/use-repeatable-list';
import {
  OnboardingEmailField,
  OnboardingPhoneField,
  OnboardingSelectField,
  OnboardingTextareaField,
  OnboardingTextField,
} from '../onboarding-controls';
import { emptyContact, type OnboardingFormValues } from '../values';
import type { OnboardingStepProps } from './step-props';

const copy = ONBOARDING_CONTENT.clientContacts;
const LIST_HEADING_ID = 'client-contacts-heading';

/**
 * Step 5, "Client Contact Details" (optional): repeatable contacts, each with a
 * name, a category (and its words for "Other"), a description, phones, e-mails, website, fax number and fax
 * e-mail, a physical address in the United States and a mailing address (same as the physical one, or its
 * own, at home or abroad with a country). A contact left empty is not sent.
 */
export function ClientContactsStep(_props: OnboardingStepProps) {
  const { control, clearErrors } = useFormContext<OnboardingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'client_contacts', keyName: 'key' });
  const names = useWatch<OnboardingFormValues, 'client_contacts'>({ name: 'client_contacts' });
  const list = useRepeatableList(fields, {
    listName: 'client_contacts',
    headingId: LIST_HEADING_ID,
    firstFieldId: (index) => `client_contacts.${index}.name`,
  });

  return (
    <>
      <p>{copy.intro}</p>
      <section className="onboarding-list" aria-labelledby={LIST_HEADING_ID}>
        <h2 id={LIST_HEADING_ID} className="onboarding-list__heading" tabIndex={-1}>
          {ONBOARDING_CONTENT.clientContacts.listHeading}
        </h2>
        {fields.length === 0 && <p>{copy.empty}</p>}
        <RepeatableItems
          items={fields}
          list={list}
          headingOf={(index) => copy.itemHeading(index + 1, names?.[index]?.name.trim() ?? '')}
          removeLabel={copy.remove}
          onRemove={(index) => {
            clearErrors('client_contacts');
            remove(index);
          }}
        >
          {(index) => <ContactFields index={index} />}
        </RepeatableItems>
        <button type="button" className="button button--secondary" onClick={() => append(emptyContact(), { shouldFocus: false })}>
          {copy.add}
        </button>
      </section>
    </>
  );
}

/** The fields of one contact. */
function ContactFields({ index }: { index: number }) {
  const prefix = `client_contacts.${index}` as const;
  const categories = useContactCategories();
  const { setValue } = useFormContext<OnboardingFormValues>();
  const categoryId = useWatch<OnboardingFormValues, `client_contacts.${number}.contact_category_id`>({
    name: `${prefix}.contact_category_id`,
  });
  const isOther = isOtherChosen(categories.data, categoryId);

  return (
    <>
      <OnboardingTextField name={`${prefix}.name`} label={copy.labels.name} hint={copy.hints.name} autoComplete="off" />
      <OnboardingSelectField
        name={`${prefix}.contact_category_id`}
        label={copy.labels.contactCategory}
        hint={copy.hints.contactCategory}
        list={categories}
        onChosen={(id) => {
          // A choice away from "Other" empties its words.
          if (!isOtherChosen(categories.data, id)) setValue(`${prefix}.other_contact_category`, '', { shouldDirty: true });
        }}
      />
      {isOther && (
        <OnboardingTextField
          name={`${prefix}.other_contact_category`}
          isOptional={false}
          label={copy.labels.otherContactCategory}
          hint={copy.hints.otherContactCategory}
          autoComplete="off"
        />
      )}
      <OnboardingTextareaField name={`${prefix}.description`} label={copy.labels.description} hint={copy.hints.description} />
      <OnboardingPhoneField
        name={`${prefix}.personal_contact.primary_phone`}
        label={copy.labels.primaryPhone}
        hint={copy.hints.primaryPhone}
      />
      <OnboardingPhoneField name={`${prefix}.personal_contact.other_phone`} label={copy.labels.otherPhone} hint={copy.hints.otherPhone} />
      <OnboardingEmailField
        name={`${prefix}.personal_contact.primary_email`}
        label={copy.labels.primaryEmail}
        hint={copy.hints.primaryEmail}
      />
      <OnboardingEmailField name={`${prefix}.personal_contact.other_email`} label={copy.labels.otherEmail} hint={copy.hints.otherEmail} />
      <OnboardingTextField
        name={`${prefix}.personal_contact.website`}
        label={copy.labels.website}
        hint={copy.hints.website}
        type="url"
        autoComplete="off"
        spellCheck={false}
      />
      <OnboardingPhoneField name={`${prefix}.personal_contact.fax_no`} label={copy.labels.faxNo} hint={copy.hints.faxNo} />
      <OnboardingEmailField name={`${prefix}.personal_contact.fax_email`} label={copy.labels.faxEmail} hint={copy.hints.faxEmail} />
      <PhysicalAddressFields prefix={`${prefix}.physical_address`} copy={copy.address} isDomesticOnly isOptional />
      <MailingAddressFields
        prefix={`${prefix}.mailing_address`}
        physicalPrefix={`${prefix}.physical_address`}
        copy={copy.address}
        isOptional
      />
    </>
  );
}

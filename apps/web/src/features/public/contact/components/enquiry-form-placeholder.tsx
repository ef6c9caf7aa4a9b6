import type { Ref } from 'react';
import { SITE } from '@payee/content';
import { Checkbox } from '@/components/ui/checkbox';
import { PhoneField } from '@/components/ui/phone-field';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { EnquiryTypePlaceholder } from './enquiry-type-field';
import { ENQUIRY_HEADING_ID, ENQUIRY_SUBMIT_ID } from './enquiry-form-ids';
import './enquiry-form.css';

const ignoreChange = () => {};

/**
 * What the Contact Us page shows, prerendered, until the enquiry form's code (react-hook-form, zod, the
 * HTTP client) loads after the page: the same heading, fields and button with the same components and
 * classes, so the real form takes its place without moving anything (no layout shift). Inert: nothing
 * can be typed that the real form would then drop.
 */
export function EnquiryFormPlaceholder({ formRef }: { formRef?: Ref<HTMLFormElement> }) {
  const copy = SITE.contact.form;
  return (
    <div className="pp-enquiry">
      <h2 id={ENQUIRY_HEADING_ID} className="pp-enquiry__heading">
        {copy.heading}
      </h2>
      <p className="pp-enquiry__note">{copy.requiredNote}</p>
      <form ref={formRef} className="pp-enquiry__form" aria-labelledby={ENQUIRY_HEADING_ID} aria-busy="true" inert noValidate>
        <Checkbox id="is_client" name="is_client" label={copy.labels.isClient} hint={copy.hints.isClient} />
        <div className="pp-enquiry__pair">
          <TextField id="first_name" name="first_name" label={copy.labels.firstName} />
          <TextField id="last_name" name="last_name" label={copy.labels.lastName} />
        </div>
        <TextField id="email" name="email" type="email" label={copy.labels.email} hint={copy.hints.email} />
        <PhoneField
          id="phone_number"
          name="phone_number"
          label={copy.labels.phone}
          hint={copy.hints.phone}
          value=""
          onChange={ignoreChange}
        />
        <EnquiryTypePlaceholder name="enquiry_type_id" label={copy.labels.enquiryType} />
        <TextareaField id="description" name="description" label={copy.labels.description} hint={copy.hints.description} isOptional />
        <div className="pp-enquiry__actions">
          <SpinnerButton id={ENQUIRY_SUBMIT_ID} isPending={false} className="pp-enquiry__submit">
            {copy.submit}
          </SpinnerButton>
        </div>
      </form>
    </div>
  );
}

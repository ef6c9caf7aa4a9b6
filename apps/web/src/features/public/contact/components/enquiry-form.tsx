import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { SITE } from '@payee/content';
import { ZEnquiryRequestSchema, type TEnquiryRequest, type TEnquiryRequestInput } from '@payee/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { ControlledField } from '@/lib/controlled-field';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { PhoneField } from '@/components/ui/phone-field';
import { RecaptchaNotice } from '@/components/ui/recaptcha-notice';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { SsnField } from '@/components/ui/ssn-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useDropdown } from '@/lib/api/get-dropdown';
import { requireCaptchaToken } from '@/lib/captcha';
import { readApiError, TOASTED_STATUSES } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useCreateEnquiry } from '../api/create-enquiry';
import { ENQUIRY_HEADING_ID, ENQUIRY_SUBMIT_ID } from './enquiry-form-ids';
import { EnquiryTypeField } from './enquiry-type-field';
import { ENQUIRY_FIELDS, ENQUIRY_FORM_DEFAULTS, isEnquiryField, toEnquiryPayload } from './enquiry-form-values';
import './enquiry-form.css';

const HEADING_ID = ENQUIRY_HEADING_ID;
const SUBMIT_ID = ENQUIRY_SUBMIT_ID;
const CAPTCHA_ACTION = 'enquiry';

// The contract's schema, the same one the server runs; its messages are shown as they are.
const enquiryResolver = zodResolver(ZEnquiryRequestSchema);

/**
 * The Contact Us enquiry form: checked in the browser with the
 * contract's schema, sent with a captcha token, server field errors shown beside each field and in an
 * error summary that takes focus. What the user typed is kept on any failure.
 */
export function EnquiryForm() {
  const copy = SITE.contact.form;
  const enquiryTypes = useDropdown('enquiry-types');
  const { mutateAsync: sendEnquiry } = useCreateEnquiry();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TEnquiryRequestInput, unknown, TEnquiryRequest>({
    resolver: enquiryResolver,
    defaultValues: ENQUIRY_FORM_DEFAULTS,
    // The error summary takes focus instead (govuk pattern); it links to each field.
    shouldFocusError: false,
  });
  const isClient = useWatch({ control, name: 'is_client' });

  const onValid = async () => {
    const values = getValues();
    const captchaToken = await requireCaptchaToken(CAPTCHA_ACTION);
    if (captchaToken === null) return; // requireCaptchaToken has shown the captcha toast; nothing is sent.
    try {
      const { message } = await sendEnquiry(toEnquiryPayload(values, captchaToken));
      clearErrors();
      showToast('success', message || copy.successFallback);
      reset(ENQUIRY_FORM_DEFAULTS);
    } catch (error) {
      const apiError = readApiError(error, copy.failureFallback);
      const unplaced: string[] = [];
      for (const [field, message] of Object.entries(apiError.fieldErrors)) {
        // The SSN field is on screen only for a client; its error would otherwise point nowhere.
        if (isEnquiryField(field) && (field !== 'ssn' || values.is_client)) {
          setError(field, { type: 'server', message });
        } else {
          unplaced.push(message);
        }
      }
      const hasFieldErrors = Object.keys(apiError.fieldErrors).length > unplaced.length;
      if (unplaced.length > 0 || !hasFieldErrors) {
        setError('root.server', { type: 'server', message: unplaced.length > 0 ? unplaced.join(' ') : apiError.message });
      }
      // lib/http has already toasted these statuses; one toast is enough.
      const isToasted = apiError.status !== null && (TOASTED_STATUSES as readonly number[]).includes(apiError.status);
      if (!isToasted) showToast('error', apiError.message);
    }
  };

  const summaryItems: ErrorSummaryItem[] = ENQUIRY_FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: field, message }] : [];
  });
  const generalError = errors.root?.server?.message;
  if (generalError) summaryItems.push({ fieldId: SUBMIT_ID, message: generalError });

  return (
    <div className="pp-enquiry">
      <ErrorSummary items={summaryItems} title={copy.errorSummaryTitle} focusKey={submitCount} />
      <h2 id={HEADING_ID} className="pp-enquiry__heading">
        {copy.heading}
      </h2>
      <p className="pp-enquiry__note">{copy.requiredNote}</p>
      <form className="pp-enquiry__form" aria-labelledby={HEADING_ID} noValidate onSubmit={handleSubmit(onValid)}>
        <ControlledField control={control} name="is_client">
          {({ value, onChange, ...bound }) => (
            <Checkbox
              {...bound}
              label={copy.labels.isClient}
              hint={copy.hints.isClient}
              checked={value === 1}
              onChange={(event) => {
                onChange(event.target.checked ? 1 : 0);
                // An SSN typed before unticking is not kept: it is sensitive, and it would no longer be sent.
                if (!event.target.checked) {
                  setValue('ssn', '');
                  clearErrors('ssn');
                }
              }}
            />
          )}
        </ControlledField>
        {isClient === 1 && (
          <ControlledField control={control} name="ssn">
            {(bound) => <SsnField label={copy.labels.ssn} hint={copy.hints.ssn} {...bound} />}
          </ControlledField>
        )}
        <div className="pp-enquiry__pair">
          <TextField
            id="first_name"
            label={copy.labels.firstName}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            id="last_name"
            label={copy.labels.lastName}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          id="email"
          type="email"
          label={copy.labels.email}
          hint={copy.hints.email}
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <ControlledField control={control} name="phone_number">
          {(bound) => <PhoneField label={copy.labels.phone} hint={copy.hints.phone} {...bound} />}
        </ControlledField>
        <ControlledField control={control} name="enquiry_type_id">
          {({ id: _id, ...bound }) => (
            <EnquiryTypeField
              {...bound}
              label={copy.labels.enquiryType}
              hint={enquiryTypes.isError ? copy.enquiryTypesUnavailable : undefined}
              options={enquiryTypes.data ?? []}
              isLoading={enquiryTypes.isPending}
            />
          )}
        </ControlledField>
        {/* Controlled, so the counter follows a reset as well as the typing. */}
        <ControlledField control={control} name="description">
          {(bound) => <TextareaField label={copy.labels.description} hint={copy.hints.description} isOptional {...bound} />}
        </ControlledField>
        <div className="pp-enquiry__actions">
          <SpinnerButton id={SUBMIT_ID} isPending={isSubmitting} className="pp-enquiry__submit">
            {copy.submit}
          </SpinnerButton>
          <RecaptchaNotice />
        </div>
      </form>
    </div>
  );
}

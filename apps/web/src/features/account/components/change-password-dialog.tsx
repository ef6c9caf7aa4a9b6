import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { ZChangePasswordRequestSchema } from '@payee/contract';
import { NewPasswordFields } from '@/components/client-access/credential-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { RecaptchaNotice } from '@/components/ui/recaptcha-notice';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { formSummaryItems } from '@/lib/form-errors';
import { requestResolver } from '@/lib/request-resolver';
import { showToast } from '@/lib/toast';
import { requiredCaptcha, submitCredentials } from '@/lib/credential-submit';
import { useChangePassword, type ChangePasswordPayload } from '../api/change-password';

const CAPTCHA_ACTION = 'change_password';
const CHECKLIST_ID = 'change-password-rules';
const SUBMIT_ID = 'change-password-submit';
const FIELDS = ['current_password', 'password', 'confirm_password'] as const;
type ChangePasswordValues = Record<(typeof FIELDS)[number], string>;
const EMPTY: ChangePasswordValues = { current_password: '', password: '', confirm_password: '' };
/** The form holds the request itself (the captcha token is added when it is sent). */
const changePasswordResolver = requestResolver<ChangePasswordValues>(ZChangePasswordRequestSchema);

/** The Change Password button and its modal: current, new and confirm, with the live checklist. */
export function ChangePasswordDialog() {
  const copy = ACCOUNT_CONTENT.changePassword;
  const [isOpen, setIsOpen] = useState(false);
  const { mutateAsync: send } = useChangePassword();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ChangePasswordValues>({
    defaultValues: EMPTY,
    resolver: changePasswordResolver,
    shouldFocusError: false,
  });

  const close = () => {
    reset(EMPTY);
    setIsOpen(false);
  };

  const onSubmit = (values: ChangePasswordValues) =>
    submitCredentials({
      draft: values,
      schema: ZChangePasswordRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      captchaToken: requiredCaptcha(CAPTCHA_ACTION),
      send: (body) => send(body as ChangePasswordPayload),
      onSent: ({ message }) => {
        showToast('success', message || copy.successFallback);
        close();
      },
      failureFallback: copy.failureFallback,
      isMessageShownWithoutFieldErrors: true,
    });

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
        {copy.button}
      </button>
      <Modal isOpen={isOpen} onClose={close} title={copy.title}>
        <ErrorSummary items={formSummaryItems(errors, FIELDS, SUBMIT_ID)} focusKey={submitCount} />
        <form noValidate className="account-form" aria-label={copy.title} onSubmit={handleSubmit(onSubmit)}>
          <PasswordInput
            id="current_password"
            label={copy.labels.currentPassword}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <NewPasswordFields control={control} register={register} errors={errors} labels={copy.labels} checklistId={CHECKLIST_ID} />
          <div className="account-form__actions">
            <button type="button" className="button button--secondary" onClick={close}>
              {copy.cancel}
            </button>
            <SpinnerButton id={SUBMIT_ID} isPending={isSubmitting}>
              {copy.submit}
            </SpinnerButton>
          </div>
          <RecaptchaNotice />
        </form>
      </Modal>
    </>
  );
}

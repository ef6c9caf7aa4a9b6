import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { fieldErrorsFromIssues, ZChangePasswordRequestSchema } from '@payee/contract';
import { PasswordChecklist } from '@/components/ui/credential-checklist';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { Modal } from '@/components/ui/modal';
import { RecaptchaNotice } from '@/components/ui/recaptcha-notice';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { requireCaptchaToken } from '@/lib/captcha';
import { readApiError, TOASTED_STATUSES } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from '@/components/ui/password-input';

const CAPTCHA_ACTION = 'change_password';
const CHECKLIST_ID = 'change-password-rules';
const FIELDS = ['current_password', 'password', 'confirm_password'] as const;
type ChangePasswordField = (typeof FIELDS)[number];
type ChangePasswordValues = Record<ChangePasswordField, string>;
const EMPTY: ChangePasswordValues = { current_password: '', password: '', confirm_password: '' };
const isChangePasswordField = (field: string): field is ChangePasswordField => (FIELDS as readonly string[]).includes(field);

/** The Change Password button and its modal: current, new and confirm, with the live checklist. */
export function ChangePasswordDialog() {
  const copy = ACCOUNT_CONTENT.changePassword;
  const [isOpen, setIsOpen] = useState(false);
  const [general, setGeneral] = useState<string>();
  const { mutateAsync: send } = useChangePassword();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ChangePasswordValues>({ defaultValues: EMPTY, shouldFocusError: false });
  const password = useWatch({ control, name: 'password' });

  const close = () => {
    reset(EMPTY);
    setGeneral(undefined);
    setIsOpen(false);
  };

  const onSubmit = async (values: ChangePasswordValues) => {
    clearErrors();
    setGeneral(undefined);
    const checked = ZChangePasswordRequestSchema.safeParse(values);
    if (!checked.success) {
      for (const [field, messages] of Object.entries(fieldErrorsFromIssues(checked.error.issues))) {
        if (isChangePasswordField(field) && messages[0]) setError(field, { type: 'client', message: messages[0] });
      }
      return;
    }
    const captchaToken = await requireCaptchaToken(CAPTCHA_ACTION);
    if (captchaToken === null) return;
    try {
      const { message } = await send({ ...values, 'g-recaptcha-response': captchaToken });
      showToast('success', message || copy.successFallback);
      close();
    } catch (error) {
      const apiError = readApiError(error, copy.failureFallback);
      const unplaced: string[] = [];
      for (const [field, message] of Object.entries(apiError.fieldErrors)) {
        if (isChangePasswordField(field)) setError(field, { type: 'server', message });
        else unplaced.push(message);
      }
      if (unplaced.length > 0 || Object.keys(apiError.fieldErrors).length === 0) setGeneral(unplaced.join(' ') || apiError.message);
      const isToasted = apiError.status !== null && (TOASTED_STATUSES as readonly number[]).includes(apiError.status);
      if (!isToasted) showToast('error', apiError.message);
    }
  };

  const summaryItems: ErrorSummaryItem[] = FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: field, message }] : [];
  });
  if (general) summaryItems.push({ fieldId: 'change-password-submit', message: general });

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
        {copy.button}
      </button>
      <Modal isOpen={isOpen} onClose={close} title={copy.title}>
        <ErrorSummary items={summaryItems} focusKey={submitCount} />
        <form noValidate className="account-form" aria-label={copy.title} onSubmit={handleSubmit(onSubmit)}>
          <PasswordInput
            id="current_password"
            label={copy.labels.currentPassword}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <PasswordInput
            id="password"
            label={copy.labels.password}
            autoComplete="new-password"
            describedBy={CHECKLIST_ID}
            error={errors.password?.message}
            after={<PasswordChecklist id={CHECKLIST_ID} value={password} />}
            {...register('password')}
          />
          <PasswordInput
            id="confirm_password"
            label={copy.labels.confirmPassword}
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <div className="account-form__actions">
            <button type="button" className="button button--secondary" onClick={close}>
              {copy.cancel}
            </button>
            <SpinnerButton id="change-password-submit" isPending={isSubmitting}>
              {copy.submit}
            </SpinnerButton>
          </div>
          <RecaptchaNotice />
        </form>
      </Modal>
    </>
  );
}

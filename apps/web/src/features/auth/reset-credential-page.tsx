import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { AUTH_CONTENT } from '@payee/content/client-area';
import {
  INVALID_CREDENTIAL_MESSAGE,
  isStrongPassword,
  isValidUsername,
  RESET_REDIRECT_MS,
  ZResetCredentialRequestSchema,
  type CredentialType,
} from '@payee/contract';
import { UsernameChecklist } from '@/components/ui/credential-checklist';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Modal } from '@/components/ui/modal';
import { RecaptchaNotice } from '@/components/ui/recaptcha-notice';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { Field } from '@/components/ui/field';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { dismissToasts, showToast } from '@/lib/toast';
import { useResetTokenCheck } from './api/check-reset-token';
import { useResetCredential, type ResetCredentialPayload } from './api/reset-credential';
import { NewPasswordFields } from '@/components/client-access/credential-fields';
import { WarningBox } from '@/components/client-access/warning-box';
import { formSummaryItems } from '@/lib/form-errors';
import { requestResolver } from '@/lib/request-resolver';
import { requiredCaptcha, submitCredentials } from '@/lib/credential-submit';

const CAPTCHA_ACTION = 'reset_credential';
const SUBMIT_ID = 'reset-submit';
const CHECKLIST_ID = 'credential-rules';

interface ResetValues {
  password: string;
  confirm_password: string;
  username: string;
}
type ResetField = keyof ResetValues;

/** The field the live checklist is about. */
const checkedField = (credentialType: CredentialType): ResetField => (credentialType === 'password' ? 'password' : 'username');

/** Whether every rule of the live checklist holds (the button is marked disabled until then). */
const meetsChecklist = (credentialType: CredentialType, values: Pick<ResetValues, 'password' | 'username'>) =>
  credentialType === 'password' ? isStrongPassword(values.password) : isValidUsername(values.username);

/** The reset as the server takes it (without the captcha token). */
const resetRequestOf = (credentialType: CredentialType, token: string) => (values: ResetValues) =>
  credentialType === 'password'
    ? { credential_type: 'password' as const, password: values.password, confirm_password: values.confirm_password, token }
    : { credential_type: 'username' as const, username: values.username, token };

/**
 * The contract's schema checks the reset; before it, a new password or username that breaks the checklist gets the
 * one message "Invalid password. Please try again." at its field (pressed early, the marked-disabled button says so).
 */
function resetResolver(credentialType: CredentialType, token: string): Resolver<ResetValues> {
  const bySchema = requestResolver(ZResetCredentialRequestSchema, resetRequestOf(credentialType, token));
  return (values, context, options) =>
    meetsChecklist(credentialType, values)
      ? bySchema(values, context, options)
      : Promise.resolve({
          values: {},
          errors: { [checkedField(credentialType)]: { type: 'client', message: INVALID_CREDENTIAL_MESSAGE } },
        });
}

/** Which credential the link resets. */
export interface ResetCredentialPageProps {
  credentialType: CredentialType;
}

/**
 * `/auth/password/reset/:token` and `/auth/username/reset/:token`. The link
 * is checked first, so nobody fills in a form a used or expired link would refuse. The button is marked
 * disabled (aria-disabled) until every rule of the live checklist holds; it stays focusable, so pressing it
 * early gives "Invalid password. Please try again." rather than nothing.
 */
export function ResetCredentialPage({ credentialType }: ResetCredentialPageProps) {
  const copy = AUTH_CONTENT.reset;
  const pageCopy = copy[credentialType];
  const { token = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle(pageCopy.pageTitle);
  const check = useResetTokenCheck(credentialType, token);
  const { mutateAsync: sendReset } = useResetCredential();
  const [warning, setWarning] = useState<string>();
  const [isDone, setIsDone] = useState(false);
  const fields: readonly ResetField[] = credentialType === 'password' ? ['password', 'confirm_password'] : ['username'];
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ResetValues>({
    defaultValues: { password: '', confirm_password: '', username: '' },
    resolver: useMemo(() => resetResolver(credentialType, token), [credentialType, token]),
    shouldFocusError: false,
  });
  const [password, username] = useWatch({ control, name: ['password', 'username'] });
  const isValid = meetsChecklist(credentialType, { password, username });

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void navigate('/auth/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const forgotPath = credentialType === 'password' ? '/auth/forgot-password' : '/auth/forgot-username';

  if (check.isPending) {
    return (
      <div className="access-card">
        <h1>{pageCopy.heading}</h1>
        <p role="status">{copy.checking}</p>
      </div>
    );
  }
  if (check.isError) {
    const apiError = readApiError(check.error, copy.failureFallback);
    return (
      <div className="access-card">
        <h1>{copy.linkProblemHeading}</h1>
        <WarningBox message={apiError.fieldErrors.token ?? apiError.message} />
        <p>
          <Link className="button" to={forgotPath}>
            {pageCopy.askAgain}
          </Link>
        </p>
      </div>
    );
  }

  const onSubmit = async (values: ResetValues) => {
    const draft = resetRequestOf(credentialType, token)(values);
    await submitCredentials({
      draft,
      schema: ZResetCredentialRequestSchema,
      fields,
      setError,
      clearErrors,
      setWarning,
      captchaToken: requiredCaptcha(CAPTCHA_ACTION),
      send: (body) => sendReset(body as ResetCredentialPayload),
      onSent: () => {
        setIsDone(true);
        // The success modal replaces the form: an earlier try's error toast must not contradict it.
        dismissToasts();
      },
      failureFallback: copy.failureFallback,
      // A used or expired link (`token`) goes in the warning box, with the server's warning.
      boxedField: 'token',
    });
  };

  /** A refused attempt: the last answer's warning goes, and a new value against the checklist is also toasted. */
  const onInvalid = () => {
    setWarning(undefined);
    if (!isValid) showToast('error', INVALID_CREDENTIAL_MESSAGE);
  };

  const summaryItems = formSummaryItems(errors, fields, SUBMIT_ID);

  return (
    <div className="access-card">
      <ErrorSummary items={summaryItems} title={copy.errorSummaryTitle} focusKey={submitCount} />
      <h1 id="reset-heading">{pageCopy.heading}</h1>
      <WarningBox message={warning} />
      <form aria-labelledby="reset-heading" noValidate className="access-form" onSubmit={handleSubmit(onSubmit, onInvalid)}>
        {credentialType === 'password' ? (
          <NewPasswordFields control={control} register={register} errors={errors} labels={copy.labels} checklistId={CHECKLIST_ID} />
        ) : (
          <Field
            id="username"
            label={copy.labels.username}
            describedBy={CHECKLIST_ID}
            error={errors.username?.message}
            after={<UsernameChecklist id={CHECKLIST_ID} value={username} />}
          >
            {(fieldControl) => (
              <input
                {...register('username')}
                {...fieldControl}
                type="text"
                className="field__input"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
        )}
        <SpinnerButton id={SUBMIT_ID} isPending={isSubmitting} aria-disabled={!isValid || undefined}>
          {copy.submit}
        </SpinnerButton>
        <RecaptchaNotice />
      </form>
      <Modal isOpen={isDone} onClose={() => undefined} isDismissable={false} title={pageCopy.successTitle}>
        <p>{copy.redirecting}</p>
      </Modal>
    </div>
  );
}

/** `/auth/password/reset/:token`. */
export function ResetPasswordPage() {
  return <ResetCredentialPage credentialType="password" />;
}

/** `/auth/username/reset/:token`. */
export function ResetUsernamePage() {
  return <ResetCredentialPage credentialType="username" />;
}

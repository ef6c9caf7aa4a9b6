import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { cleanSsn, ZForgotCredentialRequestSchema, type CredentialType } from '@payee/contract';
import { SsnInput, UsernameInput } from '@/components/client-access/credential-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RecaptchaNotice } from '@/components/ui/recaptcha-notice';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { usePageTitle } from '@/lib/page-title';
import { dismissToasts } from '@/lib/toast';
import { useForgotCredential, type ForgotCredentialPayload } from './api/forgot-credential';
import { ResendCountdown } from './components/resend-countdown';
import { WarningBox } from '@/components/client-access/warning-box';
import { formSummaryItems } from '@/lib/form-errors';
import { requestResolver } from '@/lib/request-resolver';
import { requiredCaptcha, submitCredentials } from '@/lib/credential-submit';

const CAPTCHA_ACTION = 'forgot_credential';
const SUBMIT_ID = 'forgot-submit';

interface ForgotValues {
  username: string;
  /** Formatted 3-2-4 while typing; cleaned before sending. */
  ssn: string;
}

/** The request as the server takes it (without the captcha token): the username, or the SSN as digits. */
const forgotRequestOf = (credentialType: CredentialType) => (values: ForgotValues) =>
  credentialType === 'password'
    ? { credential_type: 'password' as const, username: values.username }
    : { credential_type: 'username' as const, ssn: cleanSsn(values.ssn) };

/** Which credential the page recovers: `password` asks for the username, `username` for the SSN. */
export interface ForgotCredentialPageProps {
  credentialType: CredentialType;
}

/**
 * `/auth/forgot-password` and `/auth/forgot-username`: asks for a link by
 * e-mail, then says to look for it (without naming the address: the answer is the same for every username and
 * SSN) and whom to call if none comes, with a 60-second wait before Resend.
 */
export function ForgotCredentialPage({ credentialType }: ForgotCredentialPageProps) {
  const copy = AUTH_CONTENT.forgot;
  const pageCopy = copy[credentialType];
  const field = credentialType === 'password' ? 'username' : 'ssn';
  const fields = [field] as const;
  usePageTitle(pageCopy.pageTitle);
  const { mutateAsync: sendRequest, isPending } = useForgotCredential();
  const [warning, setWarning] = useState<string>();
  /** How many links were asked for: a new count restarts the countdown. */
  const [sentCount, setSentCount] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ForgotValues>({
    defaultValues: { username: '', ssn: '' },
    resolver: useMemo(() => requestResolver(ZForgotCredentialRequestSchema, forgotRequestOf(credentialType)), [credentialType]),
    shouldFocusError: false,
  });

  /** Sends the request; answers whether it succeeded. */
  const send = (values: ForgotValues): Promise<boolean> =>
    submitCredentials({
      draft: forgotRequestOf(credentialType)(values),
      schema: ZForgotCredentialRequestSchema,
      fields,
      setError,
      clearErrors,
      setWarning,
      captchaToken: requiredCaptcha(CAPTCHA_ACTION),
      send: (body) => sendRequest(body as ForgotCredentialPayload),
      onSent: () => {
        // A new count each time a link goes, which restarts the countdown.
        setSentCount((count) => count + 1);
        // The confirmation replaces the form: an earlier try's error toast must not contradict it.
        dismissToasts();
      },
      failureFallback: copy.failureFallback,
      isMessageShownWithoutFieldErrors: true,
    });

  if (sentCount > 0) {
    return (
      <div className="access-card">
        <WarningBox message={warning} />
        <h1>{copy.successHeading}</h1>
        <p>{copy.successText[credentialType]}</p>
        <p>{copy.spamAdvice}</p>
        <p>{copy.noEmailHelp}</p>
        <ResendCountdown sentAt={sentCount} isPending={isPending} onResend={() => void send(getValues())} />
        <p>
          <Link to="/auth/login">{copy.returnToLogin}</Link>
        </p>
      </div>
    );
  }

  const summaryItems = formSummaryItems(errors, fields, SUBMIT_ID);

  return (
    <div className="access-card">
      <ErrorSummary items={summaryItems} title={copy.errorSummaryTitle} focusKey={submitCount} />
      <h1 id="forgot-heading">{pageCopy.heading}</h1>
      <p>{pageCopy.lead}</p>
      <WarningBox message={warning} />
      <form
        aria-labelledby="forgot-heading"
        noValidate
        className="access-form"
        onSubmit={handleSubmit(
          async (values) => void (await send(values)),
          () => setWarning(undefined),
        )}
      >
        {credentialType === 'password' ? (
          <UsernameInput id="username" label={copy.labels.username} error={errors.username?.message} {...register('username')} />
        ) : (
          <SsnInput control={control} name="ssn" label={copy.labels.ssn} error={errors.ssn?.message} />
        )}
        <SpinnerButton id={SUBMIT_ID} isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
        <RecaptchaNotice />
      </form>
      <p>
        <Link to="/auth/login">{copy.returnToLogin}</Link>
      </p>
    </div>
  );
}

/** `/auth/forgot-password`. */
export function ForgotPasswordPage() {
  return <ForgotCredentialPage credentialType="password" />;
}

/** `/auth/forgot-username`. */
export function ForgotUsernamePage() {
  return <ForgotCredentialPage credentialType="username" />;
}

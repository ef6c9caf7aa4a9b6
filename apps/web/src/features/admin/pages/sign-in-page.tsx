import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ZStaffLoginRequestSchema, type TStaffChallenge } from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { PasswordInput } from '@/components/ui/password-input';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { focusPageHeading } from '@/lib/page-heading-focus';
import { usePageTitle } from '@/lib/page-title';
import { dismissToasts } from '@/lib/toast';
import { ADMIN_HOME_PATH } from '@/lib/back-office/admin-paths';
import { SecondStep, type StaffSignedIn } from '../components/second-step';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postStaffLogin } from '../api/post-staff-login';
import { staffSessionStore, type StaffSessionEnd } from '@/lib/back-office/staff-session-store';
import { useStaffSession } from '@/lib/back-office/use-staff-session';

const SUBMIT_ID = 'staff-sign-in-submit';
const FIELDS = ['email', 'password'] as const;
const copy = ADMIN_CONTENT.signIn;

interface SignInValues {
  email: string;
  password: string;
}
/** The sign-in as the server takes it: the address without spaces around it. */
const signInRequestOf = (values: SignInValues) => ({ email: values.email.trim(), password: values.password });
const signInResolver = requestResolver(ZStaffLoginRequestSchema, signInRequestOf);

const END_MESSAGES: Record<StaffSessionEnd, string> = {
  'signed-out': ADMIN_CONTENT.frame.signedOut,
  ended: ADMIN_CONTENT.frame.sessionEnded,
  idle: ADMIN_CONTENT.idle.timedOut,
  absolute: ADMIN_CONTENT.idle.absoluteEnded,
};

/** Where a page behind sign-in sent the person (RequireStaff), to go back after; the home page otherwise. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') ? from : ADMIN_HOME_PATH;
}

/**
 * Signs a new session in and goes where the person was going. What an earlier try said in a toast (a wrong
 * password, a wrong code) no longer holds, so it goes too.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return (signedIn: StaffSignedIn) => {
    const { token, recovery_codes: _codes, ...member } = signedIn;
    dismissToasts();
    staffSessionStore.signIn({ ...member, token });
    void navigate(returnPath(location.state), { replace: true });
  };
}

/**
 * `/admin/sign-in`: e-mail address and password, then the code of the authenticator app (or its set-up on a
 * first sign-in). Says why the last session ended (signed out, idle, the 12-hour limit, ended by the server).
 */
export function StaffSignInPage() {
  const session = useStaffSession();
  const [challenge, setChallenge] = useState<TStaffChallenge | null>(null);
  const [isRestart, setIsRestart] = useState(false);
  const [ended] = useState(() => staffSessionStore.takeLastEnd());
  const finish = useFinishSignIn();
  const location = useLocation();
  if (session) return <Navigate to={returnPath(location.state)} replace />;
  if (challenge) {
    return (
      <SecondStep
        challenge={challenge}
        onSignedIn={finish}
        onRestart={() => {
          setChallenge(null);
          setIsRestart(true);
        }}
      />
    );
  }
  return <PasswordStep endedMessage={ended ? END_MESSAGES[ended] : undefined} isRestart={isRestart} onChallenge={setChallenge} />;
}

function PasswordStep({
  endedMessage,
  isRestart,
  onChallenge,
}: {
  endedMessage?: string;
  /** Back from the second step ("Start again"): focus goes to the heading, as the address does not change. */
  isRestart: boolean;
  onChallenge: (challenge: TStaffChallenge) => void;
}) {
  usePageTitle(copy.pageTitle);
  useEffect(() => {
    if (isRestart) focusPageHeading();
  }, [isRestart]);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SignInValues>({
    defaultValues: { email: '', password: '' },
    resolver: signInResolver,
    shouldFocusError: false,
  });

  const onSubmit = async (values: { email: string; password: string }) => {
    await submitCredentials({
      draft: signInRequestOf(values),
      schema: ZStaffLoginRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: postStaffLogin,
      onSent: ({ data }) => onChallenge(data),
      ...staffFormFailure(copy.failureFallback),
    });
  };

  return (
    <div className="admin-card">
      <ErrorSummary items={formSummaryItems(errors, FIELDS, SUBMIT_ID)} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={submitCount} />
      {endedMessage && (
        <p className="admin-notice" role="status">
          {endedMessage}
        </p>
      )}
      <h1 id="staff-sign-in-heading">{copy.heading}</h1>
      <p>
        {copy.intro} <Link to="/auth/login">{copy.clientSignInLink}</Link>
      </p>
      <form aria-labelledby="staff-sign-in-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <TextField
          id="email"
          type="email"
          label={copy.email}
          autoComplete="username"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          id="password"
          label={copy.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SpinnerButton id={SUBMIT_ID} isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
    </div>
  );
}

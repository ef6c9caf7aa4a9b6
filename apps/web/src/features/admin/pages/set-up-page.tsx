import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { STAFF_PASSWORD_MIN_LENGTH, ZStaffSetUpRequestSchema, type TStaffChallenge } from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { PasswordInput } from '@/components/ui/password-input';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { usePageTitle } from '@/lib/page-title';
import { ADMIN_SIGN_IN_PATH } from '@/lib/back-office/admin-paths';
import { SecondStep } from '../components/second-step';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postStaffSetUp } from '../api/post-staff-set-up';
import { useFinishSignIn } from './sign-in-page';

const SUBMIT_ID = 'set-up-submit';
const FIELDS = ['password', 'confirm_password'] as const;
const copy = ADMIN_CONTENT.setUp;
type SetUpValues = Record<(typeof FIELDS)[number], string>;

/** The set-up as the server takes it: the invitation's token and the password (the repeat stays here). */
const setUpRequestOf = (token: string | null) => (values: SetUpValues) => ({ token: token ?? '', password: values.password });
/** Only the form checks that the password is typed the same twice. */
const passwordsMatch = (values: SetUpValues) => ({
  confirm_password: values.password && values.confirm_password !== values.password ? copy.mismatch : undefined,
});

/** The invitation's token, from the link's fragment (`#token=…`: never sent to a server, never in a log). */
function tokenFromFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && token.trim() ? token.trim() : null;
}

/**
 * `/admin/set-up#token=…`, the invitation's link (and `npm run staff:create`'s): choose a password, then set up
 * the authenticator app, then keep the recovery codes; signed in at the end. The fragment is cleared from the
 * address bar at once, so the token is not left in the history.
 */
export function StaffSetUpPage() {
  const [token] = useState(() => {
    const found = tokenFromFragment();
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname);
    return found;
  });
  const [challenge, setChallenge] = useState<TStaffChallenge | null>(null);
  const [warning, setWarning] = useState<string>();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  usePageTitle(copy.pageTitle);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SetUpValues>({
    defaultValues: { password: '', confirm_password: '' },
    resolver: useMemo(() => requestResolver(ZStaffSetUpRequestSchema, setUpRequestOf(token), passwordsMatch), [token]),
    shouldFocusError: false,
  });

  if (challenge) {
    // "Start again": the password is set, so from here on it is an ordinary sign-in.
    return <SecondStep challenge={challenge} onSignedIn={finish} onRestart={() => void navigate(ADMIN_SIGN_IN_PATH)} />;
  }

  const onSubmit = async (values: SetUpValues) => {
    await submitCredentials({
      draft: setUpRequestOf(token)(values),
      schema: ZStaffSetUpRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: postStaffSetUp,
      onSent: ({ data }) => setChallenge(data),
      setWarning,
      boxedField: 'token',
      ...staffFormFailure(copy.failureFallback),
    });
  };

  return (
    <div className="admin-card">
      <ErrorSummary items={formSummaryItems(errors, FIELDS, SUBMIT_ID)} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={submitCount} />
      <h1 id="set-up-heading">{copy.heading}</h1>
      {token === null || warning ? (
        <p className="admin-error" role="alert">
          {warning ?? copy.missingToken}
        </p>
      ) : (
        <>
          <p>{copy.intro}</p>
          <form aria-labelledby="set-up-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
            <PasswordInput
              id="password"
              label={copy.password}
              hint={copy.passwordHint(STAFF_PASSWORD_MIN_LENGTH)}
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordInput
              id="confirm_password"
              label={copy.confirmPassword}
              autoComplete="new-password"
              error={errors.confirm_password?.message}
              {...register('confirm_password')}
            />
            <SpinnerButton id={SUBMIT_ID} isPending={isSubmitting}>
              {copy.submit}
            </SpinnerButton>
          </form>
        </>
      )}
    </div>
  );
}

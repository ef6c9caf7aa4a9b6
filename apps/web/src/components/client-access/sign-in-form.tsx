import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { cleanSsn, isNotAfterToday, parseApiDate, ZLoginRequestSchema, type LoginMethod } from '@payee/contract';
import { DateField } from '@/components/ui/date-field';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RecaptchaNotice } from '@/components/ui/recaptcha-notice';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { getCaptchaToken } from '@/lib/captcha';
import { officeTodayDate } from '@/lib/office-day';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { dismissToasts, showToast } from '@/lib/toast';
import { useLogin, type LoginPayload } from '@/lib/api/login';
import { PasswordInput } from '@/components/ui/password-input';
import { formSummaryItems } from '@/lib/form-errors';
import { requestResolver } from '@/lib/request-resolver';
import { signInDestination } from '@/lib/sign-in-routing';
import { ApplicationCodeGreeting } from './application-code-greeting';
import { SsnInput, UsernameInput } from './credential-fields';
import { WarningBox } from './warning-box';
import './client-access.css';
import { requiredCaptcha, submitCredentials } from '@/lib/credential-submit';

const CAPTCHA_ACTION = 'login';
const SUBMIT_ID = 'sign-in-submit';

/** What the two sign-in forms hold while typing; the SSN formatted 3-2-4, the birth date yyyy-MM-dd. */
interface SignInValues {
  username: string;
  password: string;
  ssn: string;
  date_of_birth: string;
}

const FIELDS: Record<LoginMethod, readonly (keyof SignInValues)[]> = {
  username: ['username', 'password'],
  ssn: ['ssn', 'date_of_birth'],
};

/** The sign-in as the server takes it (without the captcha token): the chosen method's fields, the SSN as digits. */
const loginRequestOf = (method: LoginMethod, applicationCode: string | undefined) => (values: SignInValues) => {
  const base =
    method === 'username'
      ? { login_method: 'username' as const, username: values.username, password: values.password }
      : { login_method: 'ssn' as const, ssn: cleanSsn(values.ssn), date_of_birth: values.date_of_birth };
  return { ...base, ...(applicationCode ? { application_code: applicationCode } : {}) };
};

/** What only the form checks: a birth date after the office's today (the schema checks only that it is a date). */
const birthDateRule = (method: LoginMethod) => (values: SignInValues) => {
  const birthDate = method === 'ssn' ? parseApiDate(values.date_of_birth) : null;
  return { date_of_birth: birthDate && !isNotAfterToday(birthDate) ? AUTH_CONTENT.signIn.dateOfBirthFuture : undefined };
};

/** Which sign-in form to show, for which application, and where "Sign in another way" leads. */
export interface SignInFormProps {
  method: LoginMethod;
  /** The application code from the path, when there is one: greets the client and is sent along. */
  applicationCode?: string;
  /** The page that offers both ways to sign in. */
  otherWayTo: string;
  /** This page without the application code, offered when no application has the code. */
  withoutCodeTo: string;
}

/**
 * The sign-in card of `/auth/login[/:id]/user|ssn` and `/client/intake/resume-verification/…`: sign in by username
 * and password or by SSN and birth date, with the application code when the path has one; then go where the user's
 * process leads (lib/sign-in-routing).
 */
export function SignInForm({ method, applicationCode: id, otherWayTo, withoutCodeTo }: SignInFormProps) {
  const copy = AUTH_CONTENT.signIn;
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { mutateAsync: sendLogin } = useLogin();
  const [warning, setWarning] = useState<string>();
  usePageTitle(method === 'username' ? copy.pageTitleUsername : copy.pageTitleSsn);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SignInValues>({
    defaultValues: { username: '', password: '', ssn: '', date_of_birth: '' },
    resolver: useMemo(() => requestResolver(ZLoginRequestSchema, loginRequestOf(method, id), birthDateRule(method)), [method, id]),
    shouldFocusError: false,
  });

  const onSubmit = async (values: SignInValues) => {
    await submitCredentials({
      draft: loginRequestOf(method, id)(values),
      schema: ZLoginRequestSchema,
      fields: FIELDS[method],
      setError,
      clearErrors,
      setWarning,
      // By username, no token means the captcha toast and nothing sent; for SSN sign-in a missing captcha is only
      // logged; the server decides.
      captchaToken:
        method === 'username'
          ? requiredCaptcha(CAPTCHA_ACTION)
          : async () => {
              const token = await getCaptchaToken(CAPTCHA_ACTION);
              if (token === null) console.warn('Sign-in by SSN: no captcha token, sending without one.');
              return token;
            },
      isCaptchaOptional: method === 'ssn',
      send: (body) => sendLogin(body as LoginPayload),
      onSent: ({ message, data }) => {
        // What an earlier try said in a toast (a wrong password) no longer holds.
        dismissToasts();
        signIn(data);
        const destination = signInDestination(data);
        if (destination.kind === 'navigate') {
          if (destination.showMessage && message) showToast('success', message);
          const isIntake = data.process_type === 'intake';
          void navigate(destination.to, isIntake ? { state: { loginData: data } } : undefined);
        }
        // kind 'status': the auth layout now holds an onboarding user and shows the status screen.
      },
      failureFallback: copy.failureFallback,
    });
  };

  const summaryItems = formSummaryItems(errors, FIELDS[method], SUBMIT_ID);

  return (
    <div className="access-card">
      <ErrorSummary items={summaryItems} title={copy.errorSummaryTitle} focusKey={submitCount} />
      <ApplicationCodeGreeting applicationCode={id} greeting={copy.greeting} withoutCodeTo={withoutCodeTo} />
      <h1 id="sign-in-heading">{id ? copy.headingWithCode : copy.headingWithoutCode}</h1>
      <WarningBox message={warning} />
      <form
        aria-labelledby="sign-in-heading"
        noValidate
        onSubmit={handleSubmit(onSubmit, () => setWarning(undefined))}
        className="access-form"
      >
        {method === 'username' ? (
          <>
            <UsernameInput id="username" label={copy.labels.username} error={errors.username?.message} {...register('username')} />
            <PasswordInput
              id="password"
              label={copy.labels.password}
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
          </>
        ) : (
          <>
            <SsnInput control={control} name="ssn" label={copy.labels.ssn} error={errors.ssn?.message} />
            <Controller
              control={control}
              name="date_of_birth"
              render={({ field }) => (
                <DateField
                  id="date_of_birth"
                  label={copy.labels.dateOfBirth}
                  hint={copy.hints.dateOfBirth}
                  autoComplete="bday"
                  max={officeTodayDate()}
                  error={errors.date_of_birth?.message}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          </>
        )}
        <SpinnerButton id={SUBMIT_ID} isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
        <RecaptchaNotice />
      </form>
      <ul className="access-links">
        <li>
          <Link to="/auth/forgot-username">{copy.forgotUsername}</Link>
        </li>
        <li>
          <Link to="/auth/forgot-password">{copy.forgotPassword}</Link>
        </li>
        <li>
          <Link to={otherWayTo}>{copy.otherWay}</Link>
        </li>
      </ul>
    </div>
  );
}

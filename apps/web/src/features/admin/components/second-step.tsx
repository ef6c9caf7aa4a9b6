import { useEffect, useMemo, useState } from 'react';
import { focusPageHeading } from '@/lib/page-heading-focus';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toString as qrSvg } from 'qrcode';
import { ADMIN_CONTENT } from '@payee/content/admin';
import type { ZStaffSignedInResponseSchema } from '@payee/contract';
import { ZStaffEnrolConfirmRequestSchema, ZStaffTotpRequestSchema, type TStaffChallenge } from '@payee/contract';
import type { z } from 'zod';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { usePageTitle } from '@/lib/page-title';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postStaffLoginEnrol } from '../api/post-staff-login-enrol';
import { postStaffLoginEnrolConfirm } from '../api/post-staff-login-enrol-confirm';
import { postStaffLoginTotp } from '../api/post-staff-login-totp';

/** A new session as the second step answers it: the member, the token, and after enrolment the recovery codes. */
export type StaffSignedIn = z.infer<typeof ZStaffSignedInResponseSchema>['data'];

const SUBMIT_ID = 'second-step-submit';

interface CodeValues {
  code: string;
  recovery_code: string;
}

/** The second step's request is a union of two shapes; the form asks for one at a time, so it checks with that one. */
const [ZTotpCodeRequestSchema, ZTotpRecoveryRequestSchema] = ZStaffTotpRequestSchema.options;

/** The code as the server takes it: the app's digits without spaces, or the recovery code, with the challenge. */
const totpRequestOf = (challengeToken: string, isRecovery: boolean) => (values: CodeValues) =>
  isRecovery
    ? { challenge_token: challengeToken, recovery_code: values.recovery_code }
    : { challenge_token: challengeToken, code: values.code.replace(/\s/g, '') };

/**
 * The second step of staff sign-in: the 6-digit code of the authenticator app, or a recovery code. A wrong
 * code stays beside its field; a challenge that has run out sends the person back to the first step.
 */
export function TotpStep({ challenge, onSignedIn, onRestart }: StepProps) {
  const copy = ADMIN_CONTENT.totp;
  const [isRecovery, setIsRecovery] = useState(false);
  useEffect(focusPageHeading, []);
  usePageTitle(isRecovery ? copy.recoveryHeading : copy.pageTitle);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CodeValues>({
    defaultValues: { code: '', recovery_code: '' },
    resolver: useMemo(
      () =>
        requestResolver(
          isRecovery ? ZTotpRecoveryRequestSchema : ZTotpCodeRequestSchema,
          totpRequestOf(challenge.challenge_token, isRecovery),
        ),
      [challenge.challenge_token, isRecovery],
    ),
    shouldFocusError: false,
  });
  const fields = isRecovery ? (['recovery_code'] as const) : (['code'] as const);

  const onSubmit = async (values: CodeValues) => {
    await submitCredentials({
      draft: totpRequestOf(challenge.challenge_token, isRecovery)(values),
      schema: ZStaffTotpRequestSchema,
      fields,
      setError,
      clearErrors,
      send: postStaffLoginTotp,
      onSent: ({ data }) => onSignedIn(data),
      ...staffFormFailure(ADMIN_CONTENT.signIn.failureFallback),
    });
  };

  return (
    <div className="admin-card">
      <ErrorSummary items={formSummaryItems(errors, fields, SUBMIT_ID)} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={submitCount} />
      <h1 id="totp-heading">{isRecovery ? copy.recoveryHeading : copy.heading}</h1>
      <p>{isRecovery ? copy.recoveryIntro : copy.intro}</p>
      <form aria-labelledby="totp-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        {isRecovery ? (
          <TextField
            id="recovery_code"
            label={copy.recoveryCode}
            hint={copy.recoveryCodeHint}
            autoComplete="off"
            spellCheck={false}
            error={errors.recovery_code?.message}
            {...register('recovery_code')}
          />
        ) : (
          <CodeField label={copy.code} error={errors.code?.message} registration={register('code')} />
        )}
        <SpinnerButton id={SUBMIT_ID} isPending={isSubmitting}>
          {copy.submit}
        </SpinnerButton>
      </form>
      <ul className="admin-links">
        <li>
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              clearErrors();
              setIsRecovery((current) => !current);
            }}
          >
            {isRecovery ? copy.useAppCode : copy.useRecoveryCode}
          </button>
        </li>
        <li>
          <button type="button" className="button button--link" onClick={onRestart}>
            {copy.startAgain}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The 6-digit code of the authenticator app (spaces typed between the digits are dropped when sent). */
function CodeField({ label, error, registration }: { label: string; error?: string; registration: UseFormRegisterReturn<'code'> }) {
  return (
    <TextField
      id="code"
      label={label}
      hint={ADMIN_CONTENT.totp.codeHint}
      isShort
      inputMode="numeric"
      autoComplete="one-time-code"
      error={error}
      {...registration}
    />
  );
}

interface StepProps {
  challenge: TStaffChallenge;
  onSignedIn: (signedIn: StaffSignedIn) => void;
  onRestart: () => void;
}

/** The enrolment's code as the server takes it: with the challenge, the spaces typed between the digits dropped. */
const enrolConfirmOf = (challengeToken: string) => (values: Pick<CodeValues, 'code'>) => ({
  challenge_token: challengeToken,
  code: values.code.replace(/\s/g, ''),
});

/**
 * Enrolment of the authenticator app (a first sign-in, or after an invitation's set-up): the server makes a
 * secret, shown as a QR code and as text to type; the first code from the app proves it and signs in.
 */
export function EnrolStep({ challenge, onSignedIn, onRestart }: StepProps) {
  const copy = ADMIN_CONTENT.enrol;
  usePageTitle(copy.pageTitle);
  useEffect(focusPageHeading, []);
  const [enrolment, setEnrolment] = useState<{ secret: string; qr: string } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Pick<CodeValues, 'code'>>({
    defaultValues: { code: '' },
    resolver: useMemo(
      () => requestResolver(ZStaffEnrolConfirmRequestSchema, enrolConfirmOf(challenge.challenge_token)),
      [challenge.challenge_token],
    ),
    shouldFocusError: false,
  });

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      try {
        const answer = await postStaffLoginEnrol(challenge.challenge_token);
        const qr = await qrSvg(answer.data.otpauth_uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
        if (isCurrent) setEnrolment({ secret: answer.data.secret, qr });
      } catch (error) {
        if (isCurrent) setLoadError(readApiError(error, ADMIN_CONTENT.signIn.failureFallback).message);
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [challenge.challenge_token]);

  const onSubmit = async (values: Pick<CodeValues, 'code'>) => {
    await submitCredentials({
      draft: enrolConfirmOf(challenge.challenge_token)(values),
      schema: ZStaffEnrolConfirmRequestSchema,
      fields: ['code'] as const,
      setError,
      clearErrors,
      send: postStaffLoginEnrolConfirm,
      onSent: ({ data }) => onSignedIn(data),
      ...staffFormFailure(ADMIN_CONTENT.signIn.failureFallback),
    });
  };

  return (
    <div className="admin-card">
      <ErrorSummary items={formSummaryItems(errors, ['code'], SUBMIT_ID)} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={submitCount} />
      <h1 id="enrol-heading">{copy.heading}</h1>
      <p>{copy.intro}</p>
      {loadError ? (
        <p className="admin-error" role="alert">
          {loadError}
        </p>
      ) : !enrolment ? (
        <p role="status">{copy.loading}</p>
      ) : (
        <>
          <p>{copy.scan}</p>
          {/* The SVG is made here by the qrcode library from the server's otpauth URI: no markup from elsewhere. */}
          <div className="admin-qr" role="img" aria-label={copy.qrLabel} dangerouslySetInnerHTML={{ __html: enrolment.qr }} />
          <p>{copy.typeKey}</p>
          <p className="admin-secret">
            <span className="visually-hidden">{copy.keyLabel}: </span>
            <code>{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <form aria-labelledby="enrol-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
            <CodeField label={copy.code} error={errors.code?.message} registration={register('code')} />
            <SpinnerButton id={SUBMIT_ID} isPending={isSubmitting}>
              {copy.submit}
            </SpinnerButton>
          </form>
        </>
      )}
      <ul className="admin-links">
        <li>
          <button type="button" className="button button--link" onClick={onRestart}>
            {ADMIN_CONTENT.totp.startAgain}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The ten recovery codes, shown once after enrolment; the person confirms they kept them before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = ADMIN_CONTENT.recoveryCodes;
  usePageTitle(copy.pageTitle);
  useEffect(focusPageHeading, []);
  const [isKept, setIsKept] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setIsCopied(true);
    } catch {
      // clipboard refused (permissions): the codes stay on screen to write down
    }
  };
  return (
    <div className="admin-card">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <ol className="admin-codes" aria-label={copy.listLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <button type="button" className="button button--secondary" onClick={() => void copyCodes()}>
          {copy.copy}
        </button>{' '}
        <span role="status">{isCopied ? copy.copied : ''}</span>
      </p>
      <div className="admin-confirm">
        <input id="codes-kept" type="checkbox" checked={isKept} onChange={(event) => setIsKept(event.target.checked)} />
        <label htmlFor="codes-kept">{copy.confirm}</label>
      </div>
      <button type="button" className="button" onClick={onDone} disabled={!isKept}>
        {copy.continue}
      </button>
    </div>
  );
}

/**
 * Each step takes focus to its heading when it appears (the address does not change, so the router's focus
 * does not move it). After the first step (password, or an invitation's set-up): the code, or enrolment, then the recovery
 * codes when there are new ones, then `onDone`.
 */
export function SecondStep({ challenge, onSignedIn, onRestart }: StepProps) {
  const [signedIn, setSignedIn] = useState<StaffSignedIn | null>(null);
  if (signedIn?.recovery_codes?.length) return <RecoveryCodes codes={signedIn.recovery_codes} onDone={() => onSignedIn(signedIn)} />;
  const finish = (answer: StaffSignedIn) => (answer.recovery_codes?.length ? setSignedIn(answer) : onSignedIn(answer));
  return challenge.next_step === 'enrol' ? (
    <EnrolStep challenge={challenge} onSignedIn={finish} onRestart={onRestart} />
  ) : (
    <TotpStep challenge={challenge} onSignedIn={finish} onRestart={onRestart} />
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_ONBOARDING_CONTENT } from '@payee/content/admin-onboarding';
import {
  ONBOARDING_REASON_MAX_LENGTH,
  ZOnboardingActivateRequestSchema,
  ZOnboardingSendBackRequestSchema,
  type TOnboardingActionResponse,
} from '@payee/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorSummary, errorSummaryItems } from '@/components/ui/error-summary';
import { TextareaField } from '@/components/ui/textarea-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems, toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { adminOnboardingAssistPath } from '@/lib/back-office/admin-paths';
import { ENROLMENT_PROGRAMS } from '../lib/enrolment-programs';
import { CASEWORK_SUMMARY_QUERY_KEY, ONBOARDING_QUERY_KEY, onboardingChoices } from '../lib/onboarding-record';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postOnboardingActivate } from '../api/post-onboarding-activate';
import { postOnboardingInvite } from '../api/post-onboarding-invite';
import { postOnboardingSendBack } from '../api/post-onboarding-send-back';
import { CheckboxGroup } from './checkbox-group';
import type { OnboardingRecord } from './onboarding-answers';

const copy = ADMIN_ONBOARDING_CONTENT.act;

/**
 * After an action: its message as a toast, then the record, the queue and the home page's counts read again
 * (the status moved); focus goes to the actions' heading, since the form or button used may be gone.
 */
function useActionDone(focusTarget: () => void) {
  const queryClient = useQueryClient();
  return async ({ message }: TOnboardingActionResponse) => {
    showToast('success', message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ONBOARDING_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: CASEWORK_SUMMARY_QUERY_KEY }),
    ]);
    focusTarget();
  };
}

/** What staff can do with the onboarding where it stands (lib/onboarding-record.ts `onboardingChoices`). */
export function OnboardingActions({ record }: { record: OnboardingRecord }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const done = useActionDone(() => headingRef.current?.focus());
  const choices = onboardingChoices(record);
  const hasChoice = choices.canInvite || choices.canReview || choices.canBeFilled;
  return (
    <section aria-labelledby="actions-heading" className="admin-section">
      <h2 id="actions-heading" ref={headingRef} tabIndex={-1}>
        {copy.heading}
      </h2>
      {!hasChoice && <p>{copy.noActions}</p>}
      {choices.canInvite && <InviteAction record={record} isInvited={choices.isInvited} onDone={done} />}
      {choices.canBeFilled && (
        <p>
          <Link to={adminOnboardingAssistPath(record.application_code)}>{copy.assisted}</Link>
          <span className="field__hint">{copy.assistedHint}</span>
        </p>
      )}
      {choices.canReview && (
        <>
          <SendBackForm client={record.application_code} name={record.name} onDone={done} />
          <ActivateForm client={record.application_code} name={record.name} onDone={done} />
        </>
      )}
    </section>
  );
}

type ActionDone = (answer: TOnboardingActionResponse) => Promise<void>;

/** Invite (or invite again): a confirmation first, since it e-mails the client. */
function InviteAction({ record, isInvited, onDone }: { record: OnboardingRecord; isInvited: boolean; onDone: ActionDone }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const invite = useMutation({
    mutationFn: () => postOnboardingInvite(record.application_code),
    onSuccess: async (answer) => {
      setIsConfirming(false);
      await onDone(answer);
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });
  return (
    <>
      <p>{copy.inviteIntro}</p>
      <button type="button" className="button" onClick={() => setIsConfirming(true)}>
        {isInvited ? copy.inviteAgain : copy.invite}
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={copy.inviteTitle(record.name)}
        message={copy.inviteBody}
        confirmLabel={copy.inviteConfirm}
        cancelLabel={ADMIN_CONTENT.cancel}
        isPending={invite.isPending}
        onConfirm={() => invite.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}

interface SendBackValues {
  reasons: string[];
}

/** The sending back as the server takes it: the reasons of the boxes shown (a removed box's value may linger). */
const sendBackRequestOf = (count: number) => (values: SendBackValues) => ({ reasons: values.reasons.slice(0, count) });

interface ActionFormProps {
  /** The client's application code, which the action's address takes. */
  client: string;
  /** The client's name, for the confirmation. */
  name: string;
  onDone: ActionDone;
}

/**
 * Send back with reasons, one per box ("Add another" pattern): a new box takes focus; after a removal focus goes
 * to the form's heading. Each reason is checked with the contract's rules beside its box; since the client is
 * e-mailed, a confirmation says so before anything is sent.
 */
function SendBackForm({ client, name, onDone }: ActionFormProps) {
  const [count, setCount] = useState(1);
  const [confirming, setConfirming] = useState<SendBackValues | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    setFocus,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SendBackValues>({
    defaultValues: { reasons: [''] },
    resolver: useMemo(() => requestResolver(ZOnboardingSendBackRequestSchema, sendBackRequestOf(count)), [count]),
    shouldFocusError: false,
  });
  const fields = Array.from({ length: count }, (_, index) => `reasons.${index}` as const);

  useEffect(() => {
    if (focusIndex !== null) setFocus(`reasons.${focusIndex}`);
  }, [focusIndex, setFocus]);

  const add = () => {
    setValue(`reasons.${count}`, '');
    setCount(count + 1);
    setFocusIndex(count);
  };
  const remove = (index: number) => {
    const rest = getValues('reasons')
      .slice(0, count)
      .filter((_, at) => at !== index);
    clearErrors();
    setValue('reasons', rest);
    setCount(count - 1);
    setFocusIndex(null);
    headingRef.current?.focus();
  };

  const send = async (values: SendBackValues) => {
    await submitCredentials({
      draft: sendBackRequestOf(count)(values),
      schema: ZOnboardingSendBackRequestSchema,
      fields,
      setError,
      clearErrors,
      send: postOnboardingSendBack(client),
      onSent: (answer: TOnboardingActionResponse) => {
        reset({ reasons: [''] });
        setCount(1);
        void onDone(answer);
      },
      ...staffFormFailure(),
    });
    setConfirming(null);
  };

  return (
    <div className="admin-subsection">
      <h3 id="send-back-heading" ref={headingRef} tabIndex={-1}>
        {copy.sendBackHeading}
      </h3>
      <p>{copy.sendBackIntro}</p>
      <ErrorSummary
        // The reasons' errors are nested (`errors.reasons[0]`), which formSummaryItems does not read: flattened to
        // their dotted names, the boxes' ids, then the general error last.
        items={[...errorSummaryItems(errors.reasons ?? {}, 'reasons'), ...formSummaryItems(errors, [], 'send-back-submit')]}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="send-back-heading" noValidate onSubmit={handleSubmit(setConfirming)} className="admin-form">
        {fields.map((field, index) => (
          <div key={field} className="admin-reason">
            <TextareaField
              id={field}
              label={copy.reasonLabel(index + 1)}
              rows={2}
              maxLength={ONBOARDING_REASON_MAX_LENGTH}
              error={errors.reasons?.[index]?.message}
              {...register(field)}
            />
            {count > 1 && (
              <button type="button" className="button button--secondary" onClick={() => remove(index)}>
                {copy.removeReason(index + 1)}
              </button>
            )}
          </div>
        ))}
        <div className="admin-actions">
          <button type="button" className="button button--secondary" onClick={add}>
            {copy.addReason}
          </button>
          {/* Only checks and asks: the dialog's button sends, and shows it. Never disabled, so focus comes back here. */}
          <button id="send-back-submit" type="submit" className="button">
            {copy.sendBack}
          </button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={copy.sendBackTitle(name)}
        message={copy.sendBackMessage(name, confirming ? sendBackRequestOf(count)(confirming).reasons.length : 0)}
        confirmLabel={copy.sendBackConfirm}
        cancelLabel={ADMIN_CONTENT.cancel}
        isPending={isSubmitting}
        onConfirm={() => confirming && void handleSubmit(() => send(confirming))()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

interface ActivateValues {
  program_ids: string[];
}
const ACTIVATE_FIELDS = ['program_ids'] as const;
const PROGRAM_CHOICES = ENROLMENT_PROGRAMS.map((program) => ({ value: String(program.id), label: program.name }));

/** The activation as the server takes it: the programs ticked, as their ids. */
const activateRequestOf = (values: ActivateValues) => ({ program_ids: values.program_ids.map(Number) });
const activateResolver = requestResolver(ZOnboardingActivateRequestSchema, activateRequestOf);

/** The programs ticked, by name, for the confirmation. */
const programNames = (values: ActivateValues) =>
  PROGRAM_CHOICES.filter((choice) => values.program_ids.includes(choice.value))
    .map((choice) => choice.label)
    .join(', ');

/**
 * Activate: the programs to enrol the client in (lib/enrolment-programs.ts), one or more; confirmed first, since
 * the client is e-mailed.
 */
function ActivateForm({ client, name, onDone }: ActionFormProps) {
  const [confirming, setConfirming] = useState<ActivateValues | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ActivateValues>({
    defaultValues: { program_ids: [] },
    resolver: activateResolver,
    shouldFocusError: false,
  });

  const send = async (values: ActivateValues) => {
    await submitCredentials({
      draft: activateRequestOf(values),
      schema: ZOnboardingActivateRequestSchema,
      fields: ACTIVATE_FIELDS,
      setError,
      clearErrors,
      send: postOnboardingActivate(client),
      onSent: (answer: TOnboardingActionResponse) => void onDone(answer),
      ...staffFormFailure(),
    });
    setConfirming(null);
  };

  return (
    <div className="admin-subsection">
      <h3 id="activate-heading">{copy.activateHeading}</h3>
      <p>{copy.activateIntro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, ACTIVATE_FIELDS, 'activate-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="activate-heading" noValidate onSubmit={handleSubmit(setConfirming)} className="admin-form">
        <CheckboxGroup
          id="program_ids"
          legend={copy.programsLegend}
          hint={ADMIN_CONTENT.chooseOneOrMore}
          error={errors.program_ids?.message}
          options={PROGRAM_CHOICES}
          registration={register('program_ids')}
        />
        {/* Only checks and asks: the dialog's button sends, and shows it. Never disabled, so focus comes back here. */}
        <button id="activate-submit" type="submit" className="button">
          {copy.activate}
        </button>
      </form>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={copy.activateTitle(name)}
        message={copy.activateMessage(name, confirming ? programNames(confirming) : '')}
        confirmLabel={copy.activateConfirm}
        cancelLabel={ADMIN_CONTENT.cancel}
        isPending={isSubmitting}
        onConfirm={() => confirming && void handleSubmit(() => send(confirming))()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

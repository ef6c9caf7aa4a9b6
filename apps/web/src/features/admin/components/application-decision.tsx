import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_APPLICATION_CONTENT } from '@payee/content/admin-application';
import {
  APPLICATION_STATUS_IDS,
  INTAKE_DECISIONS,
  INTAKE_REJECTION_REASON_MAX_LENGTH,
  ZIntakeDecisionRequestSchema,
  type IntakeDecision,
  type TIntakeDecisionRequest,
  type TIntakeDecisionResponse,
  type TRejectionReasonTemplate,
} from '@payee/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { submitCredentials } from '@/lib/credential-submit';
import { applyFieldProblems, firstIssueMessages, formSummaryItems } from '@/lib/form-errors';
import { showToast } from '@/lib/toast';
import { refetchAfterDecision, rejectionReasonsQuery } from '../api/application-record';
import { CheckboxGroup } from './checkbox-group';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postIntakeDecision } from '../api/post-intake-decision';

const copy = ADMIN_APPLICATION_CONTENT.decision;

/** The form: the decision, the templates ticked (their ids) and the caseworker's own words. */
export interface DecisionValues {
  decision: IntakeDecision | '';
  reasons: string[];
  other_reason: string;
}
const FIELDS = ['decision', 'reasons', 'other_reason'] as const;
const EMPTY: DecisionValues = { decision: '', reasons: [], other_reason: '' };

/**
 * The request as the API takes it: a rejection's reasons are the texts of the templates ticked, in their
 * order, then the caseworker's own words; any other decision sends none.
 */
export function decisionRequestOf(values: DecisionValues, templates: readonly TRejectionReasonTemplate[]) {
  if (values.decision !== 'reject') return { decision: values.decision, reasons: [] };
  const ticked = templates.filter((template) => values.reasons.includes(String(template.id))).map((template) => template.text);
  const own = values.other_reason.trim();
  return { decision: values.decision, reasons: own ? [...ticked, own] : ticked };
}

/**
 * The contract's problems by the form's fields: a problem with one reason (`reasons.2`, too long) can only be
 * the caseworker's own words, the last one (the templates' texts are the office's). Without templates to
 * tick, "give a reason" stands at the own words.
 */
export function decisionProblemsOf(draft: unknown, hasTemplates: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, message] of Object.entries(firstIssueMessages(ZIntakeDecisionRequestSchema.safeParse(draft).error?.issues ?? []))) {
    // The contract's word for no decision names the API's values; the form names its own choices.
    if (key === 'decision') {
      problems.decision = copy.chooseDecision;
      continue;
    }
    const field = /^reasons\.\d+$/.test(key) || (key === 'reasons' && !hasTemplates) ? 'other_reason' : key;
    problems[field] ??= message;
  }
  return problems;
}

/** Props of ApplicationDecision. */
export interface ApplicationDecisionProps {
  code: string;
  /** The applicant's name, for the confirmation. */
  name: string;
  statusId: number;
  /** Called once the decision is saved and the record read again (the page moves focus to its status). */
  onDecided: () => void;
}

/**
 * The decision on an application that was sent in (modules/intake/decisions.ts): take it up for review, approve,
 * or reject with reasons. Approving and rejecting e-mail the applicant, so they are confirmed first. Only an
 * application in progress or under review can be decided; under review it cannot be taken up again.
 */
export function ApplicationDecision({ code, name, statusId, onDecided }: ApplicationDecisionProps) {
  const isDecidable = statusId === APPLICATION_STATUS_IDS.inProgress || statusId === APPLICATION_STATUS_IDS.underReview;
  if (!isDecidable) {
    return <p>{copy.cannotDecide[statusId as keyof typeof copy.cannotDecide] ?? copy.notDecidable}</p>;
  }
  return <DecisionForm code={code} name={name} isUnderReview={statusId === APPLICATION_STATUS_IDS.underReview} onDecided={onDecided} />;
}

function DecisionForm({ code, name, isUnderReview, onDecided }: Omit<ApplicationDecisionProps, 'statusId'> & { isUnderReview: boolean }) {
  const queryClient = useQueryClient();
  const templates = useQuery(rejectionReasonsQuery);
  const [confirming, setConfirming] = useState<TIntakeDecisionRequest | null>(null);
  // No resolver: decisionProblemsOf re-keys the schema's problems (a reason's index to the own words) against the loaded templates.
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DecisionValues>({ defaultValues: EMPTY, shouldFocusError: false });
  const decision = useWatch({ control, name: 'decision' });
  const templateList = templates.data ?? [];

  const decide = async (draft: TIntakeDecisionRequest) => {
    await submitCredentials<DecisionValues, TIntakeDecisionRequest, TIntakeDecisionResponse>({
      draft,
      schema: ZIntakeDecisionRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: postIntakeDecision(code),
      onSent: ({ message }) => {
        showToast('success', message);
        reset(EMPTY);
        void refetchAfterDecision(queryClient, code).then(onDecided);
      },
      ...staffFormFailure(),
    });
    setConfirming(null);
  };

  const onSubmit = async (values: DecisionValues) => {
    clearErrors();
    const draft = decisionRequestOf(values, templateList);
    if (applyFieldProblems(decisionProblemsOf(draft, templateList.length > 0), FIELDS, setError)) return;
    const request = draft as TIntakeDecisionRequest;
    if (request.decision === 'in_progress') await decide(request);
    else setConfirming(request);
  };

  const options = INTAKE_DECISIONS.filter((option) => !(isUnderReview && option === 'in_progress')).map((option) => ({
    value: option,
    ...copy.options[option],
  }));
  const confirmCopy = confirming && confirming.decision !== 'in_progress' ? copy.confirm[confirming.decision] : null;

  return (
    <>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'decision-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="decision-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <RadioGroup id="decision" legend={copy.legend} options={options} error={errors.decision?.message} {...register('decision')} />
        {decision === 'reject' &&
          (!templates.data ? (
            <QueryWaiting error={templates.error} loading={copy.loadingReasons} />
          ) : (
            <>
              {templateList.length > 0 && (
                <CheckboxGroup
                  id="reasons"
                  legend={copy.reasonsLegend}
                  hint={copy.reasonsHint}
                  error={errors.reasons?.message}
                  options={templateList.map((template) => ({ value: String(template.id), label: template.title, hint: template.text }))}
                  registration={register('reasons')}
                />
              )}
              <TextareaField
                id="other_reason"
                label={copy.otherReason}
                hint={copy.otherReasonHint}
                rows={3}
                maxLength={INTAKE_REJECTION_REASON_MAX_LENGTH}
                error={errors.other_reason?.message}
                {...register('other_reason')}
              />
            </>
          ))}
        {/* Approve and Reject only check and ask here (the dialog's button sends): disabling it for that would drop focus. */}
        <SpinnerButton id="decision-submit" isPending={isSubmitting && decision === 'in_progress'}>
          {copy.submit}
        </SpinnerButton>
      </form>
      <ConfirmDialog
        isOpen={confirmCopy !== null}
        title={confirmCopy?.title(code) ?? ''}
        message={
          confirming?.decision === 'reject'
            ? copy.confirm.reject.message(name, confirming.reasons.length)
            : copy.confirm.approve.message(name)
        }
        confirmLabel={confirmCopy?.confirmLabel}
        cancelLabel={ADMIN_CONTENT.cancel}
        isPending={isSubmitting}
        onConfirm={() => confirming && void handleSubmit(() => decide(confirming))()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

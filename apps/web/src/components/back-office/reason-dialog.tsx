import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { STAFF_REASON_MAX_LENGTH } from '@payee/contract';
import { Modal } from '@/components/ui/modal';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { submitCredentials } from '@/lib/credential-submit';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';

const copy = ADMIN_CONTENT.reasonDialog;
const REASON_ONLY = ['reason'] as const;
const PURPOSE_AND_DETAILS = ['purpose', 'reason'] as const;

interface ReasonValues {
  purpose: string;
  reason: string;
}
/** What is sent: the reason, and the purpose chosen when the dialog offers purposes. */
type ReasonBody = { reason: string; purpose?: string };

/** Props of ReasonDialog. */
export interface ReasonDialogProps<R> {
  title: string;
  /** What the action does and that it is recorded. */
  intro: string;
  submitLabel: string;
  /** The contract's schema of the request (the length rules), which checks the reason before it is sent. */
  requestSchema: z.ZodType;
  /**
   * The purposes to choose from, their words by code (a reveal's): chosen first, the reason is then their details,
   * required only for "other". Without them, the reason alone is asked for.
   */
  purposes?: Readonly<Record<string, string>>;
  /** The POST that takes `{reason}` (and `purpose`) and answers R, from the feature's `api/` (a `sendTo`). */
  send: (body: ReasonBody) => Promise<R>;
  /** The answer, once the server has recorded the reason; the dialog closes itself. */
  onDone: (answer: R) => void;
  onClose: () => void;
}

/**
 * An action that needs a typed reason (show a full SSN, show medical details, lock a sign-in): the reason is
 * checked with the contract's rules beside its field, sent, and the server writes it to the audit trail
 * before it answers. Focus starts in the reason (the native dialog would put it on the close button) and
 * returns to the opening button on close (Modal).
 */
export function ReasonDialog<R>({ title, intro, submitLabel, requestSchema, purposes, send, onDone, onClose }: ReasonDialogProps<R>) {
  const fields = purposes ? PURPOSE_AND_DETAILS : REASON_ONLY;
  const bodyOf = ({ purpose, reason }: ReasonValues): ReasonBody => (purposes ? { purpose, reason } : { reason });
  const first = fields[0];
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues>({
    defaultValues: { purpose: '', reason: '' },
    resolver: requestResolver(requestSchema, bodyOf),
    shouldFocusError: true,
  });
  // Runs after Modal's own effect (a child's effects run first), which opened the dialog with showModal() and so
  // put focus on its close button; setFocus moves it on the next task.
  useEffect(() => setFocus(first), [setFocus, first]);

  const onSubmit = async (values: ReasonValues) => {
    const isSent = await submitCredentials<ReasonValues, ReasonBody, R>({
      draft: bodyOf(values),
      schema: requestSchema,
      fields,
      setError,
      clearErrors,
      send,
      onSent: (answer) => {
        onClose();
        onDone(answer);
      },
      ...staffFormFailure(),
    });
    // Refused by the server (the form checked the rest): the reason, with its error beside it, is where to type again.
    if (!isSent) setFocus('reason');
  };

  return (
    <Modal isOpen onClose={onClose} title={title}>
      <p>{intro}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        {purposes && (
          <RadioGroup
            id="purpose"
            legend={copy.purposeLegend}
            hint={copy.purposeHint}
            options={Object.entries(purposes).map(([value, label]) => ({ value, label }))}
            error={errors.purpose?.message}
            {...register('purpose')}
          />
        )}
        <TextareaField
          id="reason"
          label={purposes ? copy.detailsLabel : copy.label}
          hint={purposes ? copy.detailsHint : copy.hint}
          isOptional={purposes !== undefined}
          rows={3}
          maxLength={STAFF_REASON_MAX_LENGTH}
          error={errors.reason?.message ?? errors.root?.server?.message}
          {...register('reason')}
        />
        <div className="admin-actions">
          <SpinnerButton isPending={isSubmitting}>{submitLabel}</SpinnerButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {ADMIN_CONTENT.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

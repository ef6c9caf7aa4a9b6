import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { STAFF_REASON_MAX_LENGTH, ZReverseEntryRequestSchema, type TJournalEntryResponse } from '@payee/contract';
import { Modal } from '@/components/ui/modal';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { submitCredentials } from '@/lib/credential-submit';
import { showToast } from '@/lib/toast';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { postEntryReverse } from '../api/post-entry-reverse';
import { refreshFinance } from '../api/finance-keys';

const copy = ADMIN_FINANCE_CONTENT.reverse;
const FIELDS = ['reason', 'override_reason'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** The reversal as the server takes it: the reason to go below zero only once it is asked for and given. */
const reverseRequestOf = (values: Values) => ({
  reason: values.reason,
  ...(values.override_reason.trim() ? { override_reason: values.override_reason } : {}),
});
const reverseResolver = requestResolver(ZReverseEntryRequestSchema, reverseRequestOf);

/** Props of ReverseEntryDialog. */
export interface ReverseEntryDialogProps {
  entryId: number;
  description: string;
  onClose: () => void;
  /** After the reversal is posted (the dialog has closed). */
  onDone?: (reversalId: number) => void;
}

/**
 * Reverses a journal entry (issue 14: entries are never edited; a new entry undoes one): the dialog is the
 * confirmation, and the reason is required. When the reversal would take a client below zero, the server says so
 * beside a second field, the reason to go ahead anyway.
 */
export function ReverseEntryDialog({ entryId, description, onClose, onDone }: ReverseEntryDialogProps) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { reason: '', override_reason: '' },
    resolver: reverseResolver,
    shouldFocusError: true,
  });
  // Once the server has asked for it, the second reason stays (a new submit clears the errors first).
  const [needsOverride, setNeedsOverride] = useState(false);
  if (errors.override_reason !== undefined && !needsOverride) setNeedsOverride(true);
  useEffect(() => {
    if (needsOverride) setFocus('override_reason');
  }, [needsOverride, setFocus]);
  // After Modal's own effect put focus on its close button (ReasonDialog does the same).
  useEffect(() => setFocus('reason'), [setFocus]);

  const onSubmit = async (values: Values) => {
    const isSent = await submitCredentials({
      draft: reverseRequestOf(values),
      schema: ZReverseEntryRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: postEntryReverse(entryId),
      onSent: ({ data }: TJournalEntryResponse) => {
        showToast('success', copy.done(entryId, data.id));
        void refreshFinance(queryClient);
        onClose();
        onDone?.(data.id);
      },
      ...staffFormFailure(),
    });
    if (isSent) return;
    // The field to fix: the reason, else the reason to go below zero (its effect focuses it if it is new).
    setFocus(!getFieldState('reason').error && getFieldState('override_reason').error ? 'override_reason' : 'reason');
  };

  return (
    <Modal isOpen onClose={onClose} title={copy.title(entryId)}>
      <p>{copy.intro(description)}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <TextareaField
          id="reason"
          label={copy.reason}
          hint={copy.reasonHint}
          rows={3}
          maxLength={STAFF_REASON_MAX_LENGTH}
          error={errors.reason?.message ?? errors.root?.server?.message}
          {...register('reason')}
        />
        {needsOverride && (
          <TextareaField
            id="override_reason"
            label={copy.overrideReason}
            hint={copy.overrideHint}
            rows={2}
            maxLength={STAFF_REASON_MAX_LENGTH}
            error={errors.override_reason?.message}
            {...register('override_reason')}
          />
        )}
        <div className="admin-actions">
          <SpinnerButton isPending={isSubmitting} variant="danger">
            {copy.submit}
          </SpinnerButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {ADMIN_CONTENT.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

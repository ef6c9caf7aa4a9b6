import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_TASKS_CONTENT } from '@payee/content/admin-tasks';
import { formatDisplayDate, TASK_NOTE_MAX_LENGTH, ZTaskCloseRequestSchema, type TTask, type TTaskResponse } from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems, toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { useStaffSession } from '@/lib/back-office/use-staff-session';
import { TASKS_KEY } from '../api/get-tasks';
import { postTaskClose, postTaskReassign } from '../api/post-task';

const copy = ADMIN_TASKS_CONTENT;

/** What a task says under its title: due day (overdue in words), kind, who has it. */
export function TaskFacts({ task, showClient }: { task: TTask; showClient?: boolean }) {
  return (
    <p className="admin-muted">
      {task.is_overdue && <strong className="admin-task__overdue">{copy.task.overdue} · </strong>}
      {copy.task.due(formatDisplayDate(task.due_on))} · {copy.kinds[task.kind]}
      {showClient && <> · {copy.task.client(task.client.name)}</>} ·{' '}
      {task.assignee ? copy.task.assignee(task.assignee.name) : copy.task.unassigned}
    </p>
  );
}

/**
 * "Take this task": the task given to the signed-in caseworker, when it is not theirs yet (a task of the service
 * nobody has taken, or a colleague's). The server checks they are an active caseworker; the lists are read again.
 */
export function TakeTask({ task }: { task: TTask }) {
  const me = useStaffSession();
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);
  if (!me || task.assignee?.id === me.id) return null;
  const take = async () => {
    setIsPending(true);
    try {
      const answer = await postTaskReassign(task.id)({ assignee_id: me.id });
      showToast('success', answer.message ?? '');
      await queryClient.invalidateQueries({ queryKey: TASKS_KEY });
    } catch (error) {
      toastFailure(readApiError(error));
    } finally {
      setIsPending(false);
    }
  };
  return (
    <SpinnerButton type="button" variant="secondary" isPending={isPending} aria-label={copy.task.takeLabel(task.title)} onClick={take}>
      {copy.task.take}
    </SpinnerButton>
  );
}

export type CloseHow = 'complete' | 'cancel';

interface CloseValues {
  note: string;
}
const FIELDS = ['note'] as const;

/**
 * Closes a task: done with what was done, or cancelled with why (both required by the server, checked here with the
 * contract's schema beside the field and in the error summary). Focus goes to its field when it opens.
 */
export function CloseTaskForm({ task, how, onClosed, onBack }: { task: TTask; how: CloseHow; onClosed: () => void; onBack: () => void }) {
  const queryClient = useQueryClient();
  const field = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CloseValues>({
    defaultValues: { note: '' },
    resolver: requestResolver(ZTaskCloseRequestSchema, (values: CloseValues) => values),
    shouldFocusError: false,
  });
  useEffect(() => field.current?.focus(), []);
  const isDone = how === 'complete';
  const headingId = `task-${task.id}-close`;
  const submitId = `task-${task.id}-close-submit`;
  const { ref, ...noteField } = register('note');

  const onSubmit = async (values: CloseValues) => {
    await submitCredentials<CloseValues, CloseValues, TTaskResponse>({
      draft: values,
      schema: ZTaskCloseRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: postTaskClose(task.id, how),
      onSent: ({ message }) => {
        showToast('success', message ?? '');
        void queryClient.invalidateQueries({ queryKey: TASKS_KEY });
        onClosed();
      },
      ...staffFormFailure(),
    });
  };

  return (
    <div className="admin-task__close">
      <h3 id={headingId}>{isDone ? copy.close.completeHeading(task.title) : copy.close.cancelHeading(task.title)}</h3>
      <ErrorSummary items={formSummaryItems(errors, FIELDS, submitId)} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={submitCount} />
      <form aria-labelledby={headingId} noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <TextareaField
          id="note"
          label={isDone ? copy.close.completeNoteLabel : copy.close.cancelNoteLabel}
          hint={copy.close.noteHint}
          rows={3}
          maxLength={TASK_NOTE_MAX_LENGTH}
          error={errors.note?.message}
          ref={(element) => {
            ref(element);
            field.current = element;
          }}
          {...noteField}
        />
        <div className="admin-actions">
          <SpinnerButton id={submitId} isPending={isSubmitting}>
            {isDone ? copy.close.completeSubmit : copy.close.cancelSubmit}
          </SpinnerButton>
          <button type="button" className="button button--secondary" onClick={onBack}>
            {copy.close.back}
          </button>
        </div>
      </form>
    </div>
  );
}

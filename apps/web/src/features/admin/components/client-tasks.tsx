import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import { ADMIN_TASKS_CONTENT } from '@payee/content/admin-tasks';
import { officeToday, TASK_TITLE_MAX_LENGTH, ZTaskRequestSchema, type TTask, type TTaskResponse } from '@payee/contract';
import { AdminSection } from '@/components/back-office/admin-section';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { DateField } from '@/components/ui/date-field';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextField } from '@/components/ui/text-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { officeTodayDate } from '@/lib/office-day';
import { requestResolver } from '@/lib/request-resolver';
import { serverNow } from '@/lib/server-clock';
import { showToast } from '@/lib/toast';
import { adminClientNoteAbout } from '@/lib/back-office/admin-paths';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { TASKS_KEY, useTasks } from '../api/get-tasks';
import { postTask } from '../api/post-task';
import { CloseTaskForm, TakeTask, TaskFacts, type CloseHow } from './task-list';

const copy = ADMIN_TASKS_CONTENT;

/**
 * A client's open tasks on their record (caseworkers), overdue first: each with "Add a case note" (the note form
 * below, started with the task's words), "Mark as done" and "Cancel the task" (each asks for its note), and the
 * form that adds a task. Its own section, apart from the record's other parts.
 */
export function ClientTasksSection({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(1);
  const { data, error } = useTasks({ page, client_id: clientId });
  const [closing, setClosing] = useState<{ id: number; how: CloseHow } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <AdminSection id="client-tasks" heading={copy.client.heading} headingRef={heading}>
      <p>{copy.client.intro}</p>
      {!data ? (
        <QueryWaiting error={error} />
      ) : (
        <>
          <p role="status">{copy.client.summary(data.meta.total)}</p>
          {data.data.length === 0 ? (
            <p>{copy.client.empty}</p>
          ) : (
            <ul className="admin-tasks" aria-label={copy.client.heading}>
              {data.data.map((task) => (
                <ClientTask
                  key={task.id}
                  task={task}
                  closing={closing?.id === task.id ? closing.how : null}
                  onClose={(how) => setClosing(how ? { id: task.id, how } : null)}
                  onClosed={() => {
                    setClosing(null);
                    setPage(1);
                    heading.current?.focus();
                  }}
                />
              ))}
            </ul>
          )}
          {data.meta.last_page > 1 && (
            <nav aria-label={copy.client.heading} className="admin-actions">
              <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {copy.client.previous}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={page >= data.meta.last_page}
                onClick={() => setPage(page + 1)}
              >
                {copy.client.next}
              </button>
            </nav>
          )}
        </>
      )}
      <AddTaskForm clientId={clientId} />
    </AdminSection>
  );
}

function ClientTask({
  task,
  closing,
  onClose,
  onClosed,
}: {
  task: TTask;
  closing: CloseHow | null;
  onClose: (how: CloseHow | null) => void;
  onClosed: () => void;
}) {
  return (
    <li id={`task-${task.id}`} className="admin-tasks__entry">
      <p className="admin-tasks__title">{task.title}</p>
      <TaskFacts task={task} />
      <p className="admin-muted">{task.created_by ? copy.task.madeBy(task.created_by.name) : copy.task.madeByService}</p>
      {closing ? (
        <CloseTaskForm task={task} how={closing} onClosed={onClosed} onBack={() => onClose(null)} />
      ) : (
        <div className="admin-actions">
          <Link
            {...adminClientNoteAbout(task.client.id, ADMIN_CASE_NOTES_CONTENT.about.task(task.title))}
            aria-label={copy.task.addNoteLabel(task.title)}
          >
            {copy.task.addNote}
          </Link>
          <TakeTask task={task} />
          <button type="button" className="button" aria-label={copy.task.completeLabel(task.title)} onClick={() => onClose('complete')}>
            {copy.task.complete}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label={copy.task.cancelLabel(task.title)}
            onClick={() => onClose('cancel')}
          >
            {copy.task.cancel}
          </button>
        </div>
      )}
    </li>
  );
}

interface TaskValues {
  title: string;
  due_on: string;
}
const FIELDS = ['title', 'due_on'] as const;

/** Adds a task about this client, the signed-in member's, due today or later (m/d/Y with a calendar). */
export function AddTaskForm({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const toRequest = (values: TaskValues) => ({ ...values, client_id: clientId });
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TaskValues>({
    defaultValues: { title: '', due_on: officeToday(new Date(serverNow())) },
    resolver: requestResolver(ZTaskRequestSchema, toRequest),
    shouldFocusError: false,
  });

  const onSubmit = async (values: TaskValues) => {
    await submitCredentials<TaskValues, ReturnType<typeof toRequest>, TTaskResponse>({
      draft: toRequest(values),
      schema: ZTaskRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: postTask,
      onSent: ({ message }) => {
        showToast('success', message ?? '');
        void queryClient.invalidateQueries({ queryKey: TASKS_KEY });
        reset({ title: '', due_on: officeToday(new Date(serverNow())) });
      },
      ...staffFormFailure(),
    });
  };

  return (
    <>
      <h3 id="task-form-heading">{copy.form.heading}</h3>
      <p className="admin-muted">{copy.form.assigneeHint}</p>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'task-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="task-form-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <TextField
          id="title"
          label={copy.form.titleLabel}
          maxLength={TASK_TITLE_MAX_LENGTH}
          error={errors.title?.message}
          {...register('title')}
        />
        <Controller
          control={control}
          name="due_on"
          render={({ field }) => (
            <DateField
              id="due_on"
              label={copy.form.dueOnLabel}
              hint={copy.form.dueOnHint}
              min={officeTodayDate()}
              error={errors.due_on?.message}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <SpinnerButton id="task-submit" isPending={isSubmitting}>
          {copy.form.submit}
        </SpinnerButton>
      </form>
    </>
  );
}

import { z } from 'zod';
import { TASK_KINDS, TASK_STATUSES } from '../enums';
import { blankToUndefined, makeDataResponseSchema, zOptionalId, zRequiredDate, zRequiredId, zRequiredText } from './fields';
import { makePageResponseSchema, zPageQuery } from './paging';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';

/**
 * Tasks and reminders of case work (issue 24): a title, the client it is about, a due day on the office's calendar,
 * the caseworker it is assigned to, open until done (with a note saying what was done) or cancelled (with the reason).
 * Made by a member of staff, or by the service itself once per source (`kind` and its source key): see
 * docs/decisions/back-office.md, "Tasks".
 */

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_NOTE_MAX_LENGTH = 2000;
/** Tasks a page of "My tasks" or a client's tasks shows unless asked otherwise. */
export const TASKS_PER_PAGE = 10;

const ID_MESSAGE = ADMIN_MESSAGES.wholeNumber;

/**
 * `GET /admin/tasks?status=&client_id=&page=&per_page=`: without `client_id`, the signed-in caseworker's tasks (and
 * the service's not yet given to anyone); with it, that client's, whoever has them. Overdue first, then by due day.
 */
export const ZTasksQuerySchema = z.object({
  ...zPageQuery(TASKS_PER_PAGE),
  status: z.preprocess(blankToUndefined, z.enum(TASK_STATUSES, { error: ADMIN_MESSAGES.taskStatus }).default('open')),
  client_id: zOptionalId(ID_MESSAGE),
});
export type TTasksQuery = z.infer<typeof ZTasksQuerySchema>;

/** `POST /admin/tasks` (with an `Idempotency-Key`): who made it comes from the session; the assignee defaults to them. */
export const ZTaskRequestSchema = z.object({
  title: zRequiredText(ADMIN_MESSAGES.taskTitle, ADMIN_MESSAGES.taskTitleLabel, TASK_TITLE_MAX_LENGTH),
  client_id: zRequiredId(ADMIN_MESSAGES.taskClient),
  due_on: zRequiredDate(ADMIN_MESSAGES.taskDueOn, ADMIN_MESSAGES.taskDueOn),
  assignee_id: zOptionalId(ID_MESSAGE),
});
export type TTaskRequest = z.infer<typeof ZTaskRequestSchema>;
export type TTaskFormInput = z.input<typeof ZTaskRequestSchema>;

/** `POST /admin/tasks/{id}/complete` (what was done) and `…/cancel` (why it is not needed): the note is required. */
export const ZTaskCloseRequestSchema = z.object({
  note: zRequiredText(ADMIN_MESSAGES.taskNote, ADMIN_MESSAGES.taskNoteLabel, TASK_NOTE_MAX_LENGTH),
});
export type TTaskCloseRequest = z.infer<typeof ZTaskCloseRequestSchema>;

/** `POST /admin/tasks/{id}/reassign`: to another active member with the caseworker role. */
export const ZTaskReassignRequestSchema = z.object({ assignee_id: zRequiredId(ADMIN_MESSAGES.taskAssignee) });
export type TTaskReassignRequest = z.infer<typeof ZTaskReassignRequestSchema>;

export const ZTaskIdParamsSchema = z.object({ id: zRequiredId(ID_MESSAGE) });

const zPerson = z.object({ id: z.number().int(), name: z.string() });

/** A task as the lists show it. `created_by` null: the service made it (`kind` says why). */
export const ZTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(TASK_KINDS),
  status: z.enum(TASK_STATUSES),
  client: z.object({ id: z.number().int(), name: z.string(), application_code: z.string().nullable() }),
  /** The office's day it is due (yyyy-MM-dd). */
  due_on: z.string(),
  /** Open and due before the office's today. */
  is_overdue: z.boolean(),
  /** Null: the service made it and nobody has taken it yet (every caseworker's "My tasks" shows it). */
  assignee: zPerson.nullable(),
  created_by: zPerson.nullable(),
  created_at: z.string(),
  /** What was done (done), or why not (cancelled). */
  closing_note: z.string().nullable(),
  closed_by: zPerson.nullable(),
  closed_at: z.string().nullable(),
});
export type TTask = z.infer<typeof ZTaskSchema>;
export const ZTasksResponseSchema = makePageResponseSchema(ZTaskSchema);
export type TTasksResponse = z.infer<typeof ZTasksResponseSchema>;
export const ZTaskResponseSchema = makeDataResponseSchema(ZTaskSchema);
export type TTaskResponse = z.infer<typeof ZTaskResponseSchema>;

export const TASK_ADDED_MESSAGE = ADMIN_MESSAGES.taskAdded;
export const TASK_COMPLETED_MESSAGE = ADMIN_MESSAGES.taskCompleted;
export const TASK_CANCELLED_MESSAGE = ADMIN_MESSAGES.taskCancelled;
export const TASK_REASSIGNED_MESSAGE = ADMIN_MESSAGES.taskReassigned;
export const TASK_DUE_IN_PAST_MESSAGE = ADMIN_MESSAGES.taskDueInPast;
export const TASK_NOT_OPEN_MESSAGE = ADMIN_MESSAGES.taskNotOpen;
export const TASK_ASSIGNEE_NOT_CASEWORKER_MESSAGE = ADMIN_MESSAGES.taskAssigneeNotCaseworker;
export const taskNotFoundMessage = (id: number) => ADMIN_MESSAGES.taskNotFound(id);

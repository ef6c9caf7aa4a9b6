import {
  clientNotFoundMessage,
  officeToday,
  pageMeta,
  pageOffset,
  personName,
  TASK_ADDED_MESSAGE,
  TASK_ASSIGNEE_NOT_CASEWORKER_MESSAGE,
  TASK_CANCELLED_MESSAGE,
  TASK_COMPLETED_MESSAGE,
  TASK_DUE_IN_PAST_MESSAGE,
  TASK_NOT_OPEN_MESSAGE,
  TASK_REASSIGNED_MESSAGE,
  taskNotFoundMessage,
  type TTask,
  type TTaskCloseRequest,
  type TTaskReassignRequest,
  type TTaskRequest,
  type TTaskResponse,
  type TTasksQuery,
  type TTasksResponse,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { createAuditRepository, type StaffActor } from '../audit';
import { createTaskRepository, type StoredTask } from './repository';

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/**
 * Tasks and reminders (docs/decisions/back-office.md, "Tasks"): a caseworker's list (theirs and the service's not
 * taken yet) or a client's, overdue first; making one (for a client, due today or later, given to an active
 * caseworker, the maker by default); closing one, done with what was done or cancelled with why; giving it to
 * another caseworker. Every write is audited in its own transaction. Days are the office's (`now` is the app's clock).
 */
export function createTaskService(db: Database, now: () => Date) {
  const repository = createTaskRepository(db);

  const toView = (row: StoredTask, today: string): TTask => ({
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    client: { id: row.clientId, name: personName(row), application_code: row.applicationCode },
    due_on: row.dueOn,
    is_overdue: row.status === 'open' && row.dueOn < today,
    assignee: person(row.assigneeId, row.assigneeName),
    created_by: person(row.createdBy, row.createdByName),
    created_at: row.createdAt.toISOString(),
    closing_note: row.closingNote,
    closed_by: person(row.closedBy, row.closedByName),
    closed_at: row.closedAt?.toISOString() ?? null,
  });

  async function view(id: number, message: string): Promise<TTaskResponse> {
    const row = await repository.byId(id);
    if (!row) throw notFound(taskNotFoundMessage(id));
    return { message, data: toView(row, officeToday(now())) };
  }

  async function requireCaseworker(staffUserId: number, field: string) {
    if (!(await repository.isActiveCaseworker(staffUserId))) throw validationFailed({ [field]: [TASK_ASSIGNEE_NOT_CASEWORKER_MESSAGE] });
  }

  /** Locks an open task for the change, or answers 404 (none) or 409 (closed already). */
  async function lockOpen(tx: Database, id: number) {
    const task = await createTaskRepository(tx).lockStatus(id);
    if (!task) throw notFound(taskNotFoundMessage(id));
    if (task.status !== 'open') throw new ApiError(409, TASK_NOT_OPEN_MESSAGE);
    return task;
  }

  async function close(id: number, status: 'done' | 'cancelled', request: TTaskCloseRequest, actor: StaffActor) {
    const at = now();
    await db.transaction(async (tx) => {
      const task = await lockOpen(tx, id);
      await createTaskRepository(tx).close(id, status, request.note, actor.staffUserId, at);
      // Not the note: the audit trail is read by every admin, the task by caseworkers.
      await createAuditRepository(tx).record({
        action: status === 'done' ? 'task.complete' : 'task.cancel',
        staffUserId: actor.staffUserId,
        clientId: task.clientId,
        recordType: 'task',
        recordId: id,
        ip: actor.ip,
        at,
      });
    });
    return view(id, status === 'done' ? TASK_COMPLETED_MESSAGE : TASK_CANCELLED_MESSAGE);
  }

  return {
    async page(query: TTasksQuery, actor: StaffActor): Promise<TTasksResponse> {
      const owner = query.client_id === undefined ? { assigneeId: actor.staffUserId } : { clientId: query.client_id };
      const today = officeToday(now());
      const [rows, total] = await Promise.all([
        repository.page(owner, query.status, query.per_page, pageOffset(query.page, query.per_page)),
        repository.count(owner, query.status),
      ]);
      return { data: rows.map((row) => toView(row, today)), meta: pageMeta(query.page, query.per_page, total) };
    },

    async create(request: TTaskRequest, actor: StaffActor): Promise<TTaskResponse> {
      const at = now();
      if (request.due_on < officeToday(at)) throw validationFailed({ due_on: [TASK_DUE_IN_PAST_MESSAGE] });
      if (!(await repository.clientExists(request.client_id)))
        throw validationFailed({ client_id: [clientNotFoundMessage(request.client_id)] });
      const assigneeId = request.assignee_id ?? actor.staffUserId;
      await requireCaseworker(assigneeId, 'assignee_id');
      const id = await db.transaction(async (tx) => {
        const taskId = await createTaskRepository(tx).insert({
          clientId: request.client_id,
          title: request.title,
          dueOn: request.due_on,
          assigneeId,
          createdBy: actor.staffUserId,
          at,
        });
        await createAuditRepository(tx).record({
          action: 'task.create',
          staffUserId: actor.staffUserId,
          clientId: request.client_id,
          recordType: 'task',
          recordId: taskId,
          ip: actor.ip,
          details: { due_on: request.due_on, assignee_id: assigneeId },
          at,
        });
        return taskId;
      });
      return view(id, TASK_ADDED_MESSAGE);
    },

    complete: (id: number, request: TTaskCloseRequest, actor: StaffActor) => close(id, 'done', request, actor),
    cancel: (id: number, request: TTaskCloseRequest, actor: StaffActor) => close(id, 'cancelled', request, actor),

    async reassign(id: number, request: TTaskReassignRequest, actor: StaffActor): Promise<TTaskResponse> {
      await requireCaseworker(request.assignee_id, 'assignee_id');
      const at = now();
      await db.transaction(async (tx) => {
        const task = await lockOpen(tx, id);
        await createTaskRepository(tx).reassign(id, request.assignee_id);
        await createAuditRepository(tx).record({
          action: 'task.reassign',
          staffUserId: actor.staffUserId,
          clientId: task.clientId,
          recordType: 'task',
          recordId: id,
          ip: actor.ip,
          details: { from: task.assigneeId, to: request.assignee_id },
          at,
        });
      });
      return view(id, TASK_REASSIGNED_MESSAGE);
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;

import { API_PATHS, ZTaskResponseSchema } from '@payee/contract';
import { sendTo } from '@/lib/back-office/staff-form';

/** `POST /admin/tasks` (with an `Idempotency-Key`, lib/back-office/staff-session-store): the add form's `send`. */
export const postTask = sendTo('post', API_PATHS.adminTasks, ZTaskResponseSchema);

/** `POST /admin/tasks/{id}/complete` or `…/cancel` with `{ note }`: the close form's `send`. */
export const postTaskClose = (id: number, how: 'complete' | 'cancel') =>
  sendTo('post', how === 'complete' ? API_PATHS.adminTaskComplete(id) : API_PATHS.adminTaskCancel(id), ZTaskResponseSchema);

/** `POST /admin/tasks/{id}/reassign` with `{ assignee_id }`: "Take this task" gives it to the signed-in member. */
export const postTaskReassign = (id: number) => sendTo('post', API_PATHS.adminTaskReassign(id), ZTaskResponseSchema);

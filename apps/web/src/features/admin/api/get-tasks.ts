import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZTasksResponseSchema, type TaskStatus, type TTasksResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** Whose tasks a list reads: the signed-in caseworker's ("My tasks"), or one client's. */
export interface TasksFilter {
  page: number;
  status?: TaskStatus;
  client_id?: number;
}

/** Every read of tasks: read again once one is added, closed or given to someone else. */
export const TASKS_KEY = ['admin', 'tasks'] as const;

/** `GET /admin/tasks?status=&client_id=&page=`: overdue first, then by due day. */
export async function getTasks(filter: TasksFilter): Promise<TTasksResponse> {
  return ZTasksResponseSchema.parse((await staffHttp.get(API_PATHS.adminTasks, { params: filter })).data);
}

export const tasksQuery = (filter: TasksFilter) =>
  queryOptions({ queryKey: [...TASKS_KEY, filter], queryFn: () => getTasks(filter), placeholderData: keepPreviousData });

export const useTasks = (filter: TasksFilter) => useQuery(tasksQuery(filter));

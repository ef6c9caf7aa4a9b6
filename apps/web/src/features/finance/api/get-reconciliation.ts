import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_PATHS, ZReconciliationMonthsResponseSchema, ZReconciliationResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/reconciliation`: months with a statement or closed, newest first. */
export const reconciliationMonthsQuery = () =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'reconciliation'],
    queryFn: async () => ZReconciliationMonthsResponseSchema.parse((await staffHttp.get(API_PATHS.financeReconciliations)).data).data,
  });

/** `GET /admin/finance/reconciliation/{month}`: the statement's lines, their matches and the month's figures. */
export const reconciliationQuery = (month: string) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'reconciliation', month],
    queryFn: async () => ZReconciliationResponseSchema.parse((await staffHttp.get(API_PATHS.financeReconciliation(month))).data).data,
  });

/** One month of the reconciliation list. */
export type ReconciliationMonth = z.infer<typeof ZReconciliationMonthsResponseSchema>['data'][number];

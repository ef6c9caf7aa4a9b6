import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZApprovalLimitResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/settings/reconciliation-sign-off` (admins): the difference a month closes with alone, in the approval limit's shape. */
export const signOffLimitQuery = () =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'sign-off-limit'],
    queryFn: async () => ZApprovalLimitResponseSchema.parse((await staffHttp.get(API_PATHS.adminReconciliationSignOff)).data).data,
  });

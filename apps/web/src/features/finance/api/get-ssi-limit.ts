import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZApprovalLimitResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/settings/ssi-limit` (admins): the SSI resource limit, in the approval limit's shape. */
export const ssiLimitQuery = () =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'ssi-limit'],
    queryFn: async () => ZApprovalLimitResponseSchema.parse((await staffHttp.get(API_PATHS.adminSsiLimit)).data).data,
  });

import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZApprovalLimitResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/settings/approval-limit` (admins). */
export const approvalLimitQuery = () =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'approval-limit'],
    queryFn: async () => ZApprovalLimitResponseSchema.parse((await staffHttp.get(API_PATHS.adminApprovalLimit)).data).data,
  });

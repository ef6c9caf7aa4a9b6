import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZDepositApprovalsResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/deposit-approvals`: deposits by hand above the approval limit, waiting for a second person. */
export const depositApprovalsQuery = () =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'deposit-approvals'],
    queryFn: async () => ZDepositApprovalsResponseSchema.parse((await staffHttp.get(API_PATHS.financeDepositApprovals)).data).data,
  });

import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZFinanceOverviewResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/overview`: the book's totals and what waits for action. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'overview'],
    queryFn: async () => ZFinanceOverviewResponseSchema.parse((await staffHttp.get(API_PATHS.financeOverview)).data).data,
  });

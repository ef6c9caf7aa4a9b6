import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZBudgetResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/clients/{id}/budget?month=`: the monthly budget by category, with spent and remaining. */
export const budgetQuery = (clientId: number, month?: string) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'budget', clientId, month ?? null],
    queryFn: async () =>
      ZBudgetResponseSchema.parse((await staffHttp.get(API_PATHS.financeClientBudget(clientId), { params: month ? { month } : {} })).data)
        .data,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZFinanceClientPageSchema, type TAdminClientSearchQuery } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/clients?q=`: clients with their balances, by the caseworkers' search words. */
export const financeClientsQuery = (query: Partial<TAdminClientSearchQuery>) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'clients', query],
    queryFn: async () => ZFinanceClientPageSchema.parse((await staffHttp.get(API_PATHS.financeClients, { params: query })).data),
    placeholderData: keepPreviousData,
  });

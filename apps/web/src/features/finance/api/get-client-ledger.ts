import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZClientLedgerPageSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/clients/{id}/ledger?page=`: the client's sub-ledger, newest first, with the balance. */
export const clientLedgerQuery = (clientId: number, page: number) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'ledger', clientId, page],
    queryFn: async () =>
      ZClientLedgerPageSchema.parse((await staffHttp.get(API_PATHS.financeClientLedger(clientId), { params: { page } })).data),
    placeholderData: keepPreviousData,
  });

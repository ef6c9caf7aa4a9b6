import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZReconciliationLinePageSchema, type TReconciliationLinesQuery } from '@payee/contract';
import { listParamsOf } from '@/lib/back-office/list-query';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/reconciliation/{month}/lines?matched=&page=`: a page of the month's statement lines, with their matches. */
export const reconciliationLinesQuery = (month: string, query: Partial<TReconciliationLinesQuery>) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'reconciliation', month, 'lines', query],
    queryFn: async () =>
      ZReconciliationLinePageSchema.parse(
        (await staffHttp.get(API_PATHS.financeReconciliationLines(month), { params: listParamsOf(query) })).data,
      ),
    placeholderData: keepPreviousData,
  });

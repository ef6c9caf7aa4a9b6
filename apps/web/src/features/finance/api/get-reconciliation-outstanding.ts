import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZOutstandingPageSchema, type TOutstandingQuery } from '@payee/contract';
import { listParamsOf } from '@/lib/back-office/list-query';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/**
 * `GET /admin/finance/reconciliation/{month}/outstanding?page=`: a page of the entries on no statement line at the
 * month's end; with `candidates_for`, of those one line can be matched to by hand, the likeliest first.
 */
export const reconciliationOutstandingQuery = (month: string, query: Partial<TOutstandingQuery>) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'reconciliation', month, 'outstanding', query],
    queryFn: async () =>
      ZOutstandingPageSchema.parse(
        (await staffHttp.get(API_PATHS.financeReconciliationOutstanding(month), { params: listParamsOf(query) })).data,
      ),
    placeholderData: keepPreviousData,
  });

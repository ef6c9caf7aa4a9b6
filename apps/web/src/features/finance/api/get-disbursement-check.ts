import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZDisbursementCheckResponseSchema, type TDisbursementCheckQuery } from '@payee/contract';
import { listParamsOf } from '@/lib/back-office/list-query';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** The draft's fields the check reads, as far as they are known (`amount` a decimal string). */
export type DisbursementCheckParams = Partial<Omit<TDisbursementCheckQuery, 'amount'>> & { amount?: string };

/**
 * `GET /admin/finance/disbursements/check?…`: what a draft would meet before it is saved (nothing is written): its
 * category's budget in the month it counts in, by how much it would go over, and the possible duplicates.
 */
export const disbursementCheckQuery = (params: DisbursementCheckParams) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'disbursement-check', params],
    queryFn: async () =>
      ZDisbursementCheckResponseSchema.parse(
        (await staffHttp.get(API_PATHS.financeDisbursementCheck, { params: listParamsOf(params) })).data,
      ).data,
    placeholderData: keepPreviousData,
  });

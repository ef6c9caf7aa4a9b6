import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  ZDisbursementPageSchema,
  ZDisbursementResponseSchema,
  ZDuePageSchema,
  type TDisbursementQuery,
  type TDueQuery,
} from '@payee/contract';
import { listParamsOf } from '@/lib/back-office/list-query';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/disbursements?status=`: payments by due date, each with whether the asker may approve it. */
export const disbursementsQuery = (query: Partial<TDisbursementQuery>) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'disbursements', query],
    queryFn: async () =>
      ZDisbursementPageSchema.parse((await staffHttp.get(API_PATHS.financeDisbursements, { params: listParamsOf(query) })).data),
    placeholderData: keepPreviousData,
  });

/**
 * `GET /admin/finance/disbursements/{id}`: one payment, with the approve button's state for the asker; `paidOn` (the
 * pay form's date) gives its budget block as if it were paid that day.
 */
export const disbursementQuery = (id: number, paidOn?: string) =>
  queryOptions({
    queryKey: paidOn ? [...FINANCE_KEY, 'disbursement', id, paidOn] : [...FINANCE_KEY, 'disbursement', id],
    queryFn: async () =>
      ZDisbursementResponseSchema.parse(
        (await staffHttp.get(API_PATHS.financeDisbursement(id), { params: paidOn ? { paid_on: paidOn } : {} })).data,
      ).data,
  });

/** `GET /admin/finance/due?days=14&page=`: a page of the payments due from today, drafted or not. */
export const dueQuery = (query: Partial<TDueQuery>) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'due', query],
    queryFn: async () => ZDuePageSchema.parse((await staffHttp.get(API_PATHS.financeDue, { params: listParamsOf(query) })).data),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  ZCheckPageSchema,
  ZCheckResponseSchema,
  ZCheckStockResponseSchema,
  ZPaymentRunApproveResponseSchema,
  ZPaymentRunCandidatesResponseSchema,
  ZPaymentRunPageSchema,
  ZPaymentRunResponseSchema,
  type TCheckQuery,
  type TPaymentRunCandidatesQuery,
} from '@payee/contract';
import { listParamsOf } from '@/lib/back-office/list-query';
import { sendTo } from '@/lib/back-office/staff-form';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** Payment runs and checks (issue 25): every read and write of the runs' pages, one small function each. */

/** `GET /admin/finance/payment-runs?page=`: runs, newest first. */
export const paymentRunsQuery = (page: number) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'payment-runs', page],
    queryFn: async () => ZPaymentRunPageSchema.parse((await staffHttp.get(API_PATHS.financePaymentRuns, { params: { page } })).data),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/finance/payment-runs/candidates?…`: the payments a new run may take. */
export const paymentRunCandidatesQuery = (query: Partial<TPaymentRunCandidatesQuery>) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'payment-run-candidates', query],
    queryFn: async () =>
      ZPaymentRunCandidatesResponseSchema.parse(
        (await staffHttp.get(API_PATHS.financePaymentRunCandidates, { params: listParamsOf(query) })).data,
      ).data,
  });

/** `GET /admin/finance/payment-runs/{id}`. */
export const paymentRunQuery = (id: number) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'payment-run', id],
    queryFn: async () => ZPaymentRunResponseSchema.parse((await staffHttp.get(API_PATHS.financePaymentRun(id))).data).data,
  });

export const postPaymentRun = sendTo('post', API_PATHS.financePaymentRuns, ZPaymentRunResponseSchema);
export const postPaymentRunApprove = (id: number) =>
  sendTo('post', API_PATHS.financePaymentRunApprove(id), ZPaymentRunApproveResponseSchema);
export const postPaymentRunPay = (id: number) => sendTo('post', API_PATHS.financePaymentRunPay(id), ZPaymentRunResponseSchema);

/** `GET /admin/finance/checks?from=&to=&status=&page=`: the register by number. */
export const checksQuery = (query: Partial<TCheckQuery>) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'checks', query],
    queryFn: async () => ZCheckPageSchema.parse((await staffHttp.get(API_PATHS.financeChecks, { params: listParamsOf(query) })).data),
    placeholderData: keepPreviousData,
  });

export const checkStockQuery = () =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'check-stock'],
    queryFn: async () => ZCheckStockResponseSchema.parse((await staffHttp.get(API_PATHS.financeCheckStock)).data).data,
  });

export const putCheckStock = sendTo('put', API_PATHS.financeCheckStock, ZCheckStockResponseSchema);
export const postCheckVoid = (id: number) => sendTo('post', API_PATHS.financeCheckVoid(id), ZCheckResponseSchema);

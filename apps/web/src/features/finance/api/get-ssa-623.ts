import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZSsa623BatchClientsResponseSchema, ZSsa623ResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/clients/{id}/ssa-623?period_end=`: the worksheet of the 12 months ending then. */
export const ssa623Query = (clientId: number, periodEnd: string) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'ssa-623', clientId, periodEnd],
    queryFn: async () =>
      ZSsa623ResponseSchema.parse((await staffHttp.get(API_PATHS.financeSsa623(clientId), { params: { period_end: periodEnd } })).data)
        .data,
  });

/** `GET /admin/finance/reports/ssa-623/clients?month=`: whose report period ends in the month. */
export const ssa623BatchClientsQuery = (month: string) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'ssa-623-batch', month],
    queryFn: async () =>
      ZSsa623BatchClientsResponseSchema.parse((await staffHttp.get(API_PATHS.financeSsa623BatchClients, { params: { month } })).data).data,
  });

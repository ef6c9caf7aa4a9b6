import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZScheduledPaymentPageSchema, ZScheduledPaymentResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/scheduled-payments?page=`. */
export const schedulesQuery = (page: number) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'schedules', page],
    queryFn: async () =>
      ZScheduledPaymentPageSchema.parse((await staffHttp.get(API_PATHS.financeScheduledPayments, { params: { page } })).data),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/finance/scheduled-payments/{id}`. */
export const scheduleQuery = (id: number) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'schedule', id],
    queryFn: async () => ZScheduledPaymentResponseSchema.parse((await staffHttp.get(API_PATHS.financeScheduledPayment(id))).data).data,
  });

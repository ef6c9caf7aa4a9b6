import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZVendorPageSchema, ZVendorResponseSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/vendors?q=&kind=&page=`. */
export const vendorsQuery = (query: { q?: string; kind?: string; page?: number; per_page?: number }) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'vendors', query],
    queryFn: async () => ZVendorPageSchema.parse((await staffHttp.get(API_PATHS.financeVendors, { params: query })).data),
    placeholderData: keepPreviousData,
  });

/** Every vendor for a choice in a form (the API pages at 100 at most; an office pays far fewer). */
export const vendorChoicesQuery = () => vendorsQuery({ per_page: 100 });

/** `GET /admin/finance/vendors/{id}`. */
export const vendorQuery = (id: number) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'vendor', id],
    queryFn: async () => ZVendorResponseSchema.parse((await staffHttp.get(API_PATHS.financeVendor(id))).data).data,
  });

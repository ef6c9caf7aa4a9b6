import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZDepositImportPageSchema } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/deposit-imports?page=`: the deposit files imported, newest first. */
export const depositImportsQuery = (page: number) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'deposit-imports', page],
    queryFn: async () => ZDepositImportPageSchema.parse((await staffHttp.get(API_PATHS.financeDepositImports, { params: { page } })).data),
    placeholderData: keepPreviousData,
  });

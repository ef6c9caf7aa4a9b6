import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZTransactionsResponseSchema, type TTransactionsResponse } from '@payee/contract';
import { http } from '@/lib/http';

/** Rows per page of the recent transactions. */
export const TRANSACTIONS_PER_PAGE = 10;

/** `GET /website/client/transactions?program_id=&page=&per_page=`: newest first. */
export async function getTransactions(programId: number, page: number): Promise<TTransactionsResponse> {
  const response = await http.get<unknown>(API_PATHS.clientTransactions, {
    params: { program_id: programId, page, per_page: TRANSACTIONS_PER_PAGE },
  });
  return ZTransactionsResponseSchema.parse(response.data);
}

export const transactionsQueryOptions = (programId: number, page: number) =>
  queryOptions({
    queryKey: ['account', 'transactions', programId, page],
    queryFn: () => getTransactions(programId, page),
    // Paging keeps the table on screen until the next page arrives, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const useTransactions = (programId: number | null, page: number, isEnabled: boolean) =>
  useQuery({ ...transactionsQueryOptions(programId ?? 0, page), enabled: isEnabled && programId !== null });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZThisMonthResponseSchema, type TThisMonth } from '@payee/contract';
import { http } from '@/lib/http';

/** `GET /website/client/this-month?program_id=`: this month's spending by category against the budget. */
export async function getThisMonth(programId: number): Promise<TThisMonth> {
  const response = await http.get<unknown>(API_PATHS.clientThisMonth, { params: { program_id: programId } });
  return ZThisMonthResponseSchema.parse(response.data).data;
}

export const thisMonthQueryOptions = (programId: number) =>
  queryOptions({ queryKey: ['account', 'this-month', programId], queryFn: () => getThisMonth(programId) });

export const useThisMonth = (programId: number, isEnabled: boolean) =>
  useQuery({ ...thisMonthQueryOptions(programId), enabled: isEnabled });

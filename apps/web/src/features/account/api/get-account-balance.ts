import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZAccountBalanceResponseSchema } from '@payee/contract';
import { http } from '@/lib/http';

/** `GET /website/client/account-balance?program_id=`: the first entry's `value`, a decimal string ("-12.50"). */
export async function getAccountBalance(programId: number): Promise<string> {
  const response = await http.get<unknown>(API_PATHS.accountBalance, { params: { program_id: programId } });
  return ZAccountBalanceResponseSchema.parse(response.data).data[0]?.value ?? '0.00';
}

export const accountBalanceQueryOptions = (programId: number) =>
  queryOptions({ queryKey: ['account', 'balance', programId], queryFn: () => getAccountBalance(programId) });

/** The balance of one program, fetched only once the user asks to see it. */
export const useAccountBalance = (programId: number | null, isEnabled: boolean) =>
  useQuery({ ...accountBalanceQueryOptions(programId ?? 0), enabled: isEnabled && programId !== null });

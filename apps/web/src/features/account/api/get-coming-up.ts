import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZComingUpResponseSchema, type TComingUp } from '@payee/contract';
import { http } from '@/lib/http';

/** `GET /website/client/coming-up?program_id=`: the next bills the office pays and the next debit card load. */
export async function getComingUp(programId: number): Promise<TComingUp> {
  const response = await http.get<unknown>(API_PATHS.clientComingUp, { params: { program_id: programId } });
  return ZComingUpResponseSchema.parse(response.data).data;
}

export const comingUpQueryOptions = (programId: number) =>
  queryOptions({ queryKey: ['account', 'coming-up', programId], queryFn: () => getComingUp(programId) });

export const useComingUp = (programId: number, isEnabled: boolean) => useQuery({ ...comingUpQueryOptions(programId), enabled: isEnabled });

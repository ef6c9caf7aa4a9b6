import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZClientProcessResponseSchema, type TClientProcess } from '@payee/contract';
import { http } from '@/lib/http';

/** `GET /website/client/process`: where the signed-in user stands now (process type, status, rejection reasons). */
export async function getClientProcess(): Promise<TClientProcess> {
  const response = await http.get<unknown>(API_PATHS.clientProcess);
  return ZClientProcessResponseSchema.parse(response.data).data;
}

export const clientProcessQueryOptions = () =>
  queryOptions({
    queryKey: ['client-process'],
    queryFn: getClientProcess,
    // Staff decide while the applicant waits: every visit asks again rather than trusting an earlier answer.
    staleTime: 0,
  });

/** The signed-in user's process as the server knows it. */
export const useClientProcess = () => useQuery(clientProcessQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZProgramsResponseSchema, type TProgram } from '@payee/contract';
import { http } from '@/lib/http';

/** `GET /website/client/programs`: the signed-in client's programs. */
export async function getPrograms(): Promise<TProgram[]> {
  const response = await http.get<unknown>(API_PATHS.clientPrograms);
  return ZProgramsResponseSchema.parse(response.data).data;
}

export const programsQueryOptions = () => queryOptions({ queryKey: ['account', 'programs'], queryFn: getPrograms });

/** The programs; `isEnabled` false once signed out, so nothing is asked without a token. */
export const usePrograms = (isEnabled: boolean) => useQuery({ ...programsQueryOptions(), enabled: isEnabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZClientNameResponseSchema } from '@payee/contract';
import { http } from '@/lib/http';

/** `GET /website/client/name?application_code=`: the first name to greet a returning applicant with. */
export async function getClientName(applicationCode: string): Promise<string> {
  const response = await http.get<unknown>(API_PATHS.clientName, { params: { application_code: applicationCode } });
  return ZClientNameResponseSchema.parse(response.data).data.first_name;
}

export const clientNameQueryOptions = (applicationCode: string) =>
  queryOptions({
    queryKey: ['client-name', applicationCode],
    queryFn: () => getClientName(applicationCode),
    // A wrong code is a 404, which the page names (client-access/application-code-greeting): asking again would not help.
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

/** The first name for an application code in the path, or nothing without one. */
export const useClientName = (applicationCode: string | undefined) =>
  useQuery({ ...clientNameQueryOptions(applicationCode ?? ''), enabled: Boolean(applicationCode) });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZIntakeApplicationResponseSchema, type TIntakeApplication } from '@payee/contract';
import { http } from '@/lib/http';

/** `GET /website/intake` (bearer): the signed-in applicant's saved application. */
export async function getIntakeApplication(signal?: AbortSignal): Promise<TIntakeApplication> {
  const response = await http.get<unknown>(API_PATHS.intake, { signal });
  return ZIntakeApplicationResponseSchema.parse(response.data).data;
}

/** The "application_details" query, one per application id; saves invalidate it. */
export const intakeApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['intake', 'application_details', id],
    queryFn: ({ signal }) => getIntakeApplication(signal),
    // The form keeps what the applicant types; reloading on focus would only cost requests.
    refetchOnWindowFocus: false,
  });

export const useIntakeApplication = (id: number | null) => useQuery({ ...intakeApplicationQueryOptions(id ?? 0), enabled: id !== null });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type CredentialType } from '@payee/contract';
import { http } from '@/lib/http';

/**
 * `POST /website/reset-credential/check`: resolves when the link can still be used; a used, expired or
 * unknown link rejects with a 422 whose `token` error says why (read it with `readApiError`).
 */
export async function checkResetToken(credentialType: CredentialType, token: string): Promise<true> {
  await http.post<unknown>(API_PATHS.resetCredentialCheck, { credential_type: credentialType, token });
  return true;
}

export const resetTokenQueryOptions = (credentialType: CredentialType, token: string) =>
  queryOptions({
    queryKey: ['reset-token', credentialType, token],
    queryFn: () => checkResetToken(credentialType, token),
    retry: false,
    // Checked once per visit: the answer changes only when the link is used, which ends this page.
    staleTime: 0,
    gcTime: 0,
  });

/** Whether the reset link in the path can still be used. */
export const useResetTokenCheck = (credentialType: CredentialType, token: string) =>
  useQuery(resetTokenQueryOptions(credentialType, token));

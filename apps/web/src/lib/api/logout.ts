import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZLogoutResponseSchema, type TLogoutResponse } from '@payee/contract';
import { http } from '@/lib/http';

/**
 * `POST /website/logout`: ends this token on the server. Its callers sign out locally whatever it answers,
 * so a 401 (the server had already ended the session) is theirs to handle, not an ended-session redirect.
 */
export async function logout(): Promise<TLogoutResponse> {
  const response = await http.post<unknown>(API_PATHS.logout, {}, { handlesUnauthorized: true });
  return ZLogoutResponseSchema.parse(response.data);
}

export const useLogout = () => useMutation({ mutationFn: logout });

import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZLogoutResponseSchema, type TLogoutResponse } from '@payee/contract';
import { http } from '@/lib/http';

/** `POST /website/logout`: ends this token on the server. */
export async function logout(): Promise<TLogoutResponse> {
  const response = await http.post<unknown>(API_PATHS.logout, {});
  return ZLogoutResponseSchema.parse(response.data);
}

export const useLogout = () => useMutation({ mutationFn: logout });

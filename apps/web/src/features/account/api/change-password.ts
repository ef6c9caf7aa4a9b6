import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZChangePasswordResponseSchema, type CAPTCHA_FIELD, type TChangePasswordResponse } from '@payee/contract';
import { http } from '@/lib/http';

/** The body of `POST /website/user/change-password`. */
export interface ChangePasswordPayload {
  current_password: string;
  password: string;
  confirm_password: string;
  [CAPTCHA_FIELD]: string;
}

/** Changes the signed-in client's password; answers a message. */
export async function changePassword(payload: ChangePasswordPayload): Promise<TChangePasswordResponse> {
  const response = await http.post<unknown>(API_PATHS.changePassword, payload);
  return ZChangePasswordResponseSchema.parse(response.data);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

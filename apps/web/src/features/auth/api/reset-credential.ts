import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZResetCredentialResponseSchema, type CAPTCHA_FIELD, type TResetCredentialResponse } from '@payee/contract';
import { http } from '@/lib/http';

/** The body of `POST /website/reset-credential`. */
export type ResetCredentialPayload =
  | { credential_type: 'password'; password: string; confirm_password: string; token: string; [CAPTCHA_FIELD]: string | null }
  | { credential_type: 'username'; username: string; token: string; [CAPTCHA_FIELD]: string | null };

/** Sets the new password or username; answers a message. */
export async function resetCredential(payload: ResetCredentialPayload): Promise<TResetCredentialResponse> {
  const response = await http.post<unknown>(API_PATHS.resetCredential, payload);
  return ZResetCredentialResponseSchema.parse(response.data);
}

export const useResetCredential = () => useMutation({ mutationFn: resetCredential });

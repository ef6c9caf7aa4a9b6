import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZForgotCredentialResponseSchema, type CAPTCHA_FIELD, type TForgotCredentialResponse } from '@payee/contract';
import { http } from '@/lib/http';

/** The body of `POST /website/forgot-credential`: a password link by username, or a username link by SSN (nine digits). */
export type ForgotCredentialPayload =
  | { credential_type: 'password'; username: string; [CAPTCHA_FIELD]: string | null }
  | { credential_type: 'username'; ssn: string; [CAPTCHA_FIELD]: string | null };

/** Asks for a link by e-mail; the answer is the same whether the account exists or not. */
export async function forgotCredential(payload: ForgotCredentialPayload): Promise<TForgotCredentialResponse> {
  const response = await http.post<unknown>(API_PATHS.forgotCredential, payload);
  return ZForgotCredentialResponseSchema.parse(response.data);
}

export const useForgotCredential = () => useMutation({ mutationFn: forgotCredential });

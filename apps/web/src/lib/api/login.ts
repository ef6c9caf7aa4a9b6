import { useMutation } from '@tanstack/react-query';
import { API_PATHS, ZLoginResponseSchema, type CAPTCHA_FIELD, type TLoginResponse } from '@payee/contract';
import { http } from '@/lib/http';

/** The body of `POST /website/login`: one of the two ways to sign in, with the application code when resuming. */
export type LoginPayload =
  | { login_method: 'username'; username: string; password: string; application_code?: string; [CAPTCHA_FIELD]: string | null }
  | { login_method: 'ssn'; ssn: string; date_of_birth: string; application_code?: string; [CAPTCHA_FIELD]: string | null };

/** Signs in; answers the welcome message and the user with its token. */
export async function login(payload: LoginPayload): Promise<TLoginResponse> {
  // A refused sign-in is the form's to show, never an ended session (lib/http `handlesUnauthorized`).
  const response = await http.post<unknown>(API_PATHS.login, payload, { handlesUnauthorized: true });
  return ZLoginResponseSchema.parse(response.data);
}

/** The sign-in mutation; failures reject with the axios error, read with `readApiError`. */
export const useLogin = () => useMutation({ mutationFn: login });

import { API_PATHS } from '@payee/contract';
import { http } from '@/lib/http';

/** `POST /website/logout`: ends the token on the server. */
export async function logoutOnServer(): Promise<void> {
  await http.post<unknown>(API_PATHS.logout, {});
}

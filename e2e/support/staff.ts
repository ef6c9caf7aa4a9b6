import { expect, type APIRequestContext } from '@playwright/test';

/** The demo staff account the server seeds outside production (README). */
export const DEMO_STAFF = { email: 'staff@example.org', password: 'Staff@Demo2026' };

/** Signs the demo staff user in through the API and returns a bearer token. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/admin/login', { data: DEMO_STAFF });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** The stored enquiries, newest first, as the back office sees them. */
export async function storedEnquiries(request: APIRequestContext): Promise<Record<string, unknown>[]> {
  const token = await staffToken(request);
  const response = await request.get('/api/v1/admin/enquiries', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Record<string, unknown>[] };
  return body.data;
}

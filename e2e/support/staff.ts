import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF_SESSION_STORAGE_KEY } from '@payee/contract';
import { Secret, TOTP } from 'otpauth';

/** The demo staff account the server seeds outside production (README), with its fixed TOTP secret. */
export const DEMO_STAFF = {
  name: 'Demo Staff',
  email: 'staff@example.org',
  password: 'Staff@Demo2026',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/**
 * This worker's staff session. A TOTP code works once, so signing in again within 30 seconds would be refused
 * as a replay: the session is kept and reused while the server still accepts it (15 idle minutes).
 */
let session: string | undefined;

const TOTP_PERIOD_SECONDS = 30;
/** The last time step whose code this worker used, per secret (each worker has its own server and database). */
const lastSteps = new Map<string, number>();

/**
 * A code of `secret` the server has not seen: the current step's, or the next one's when this worker already
 * used the current (the server accepts one step either side of now, each step once). Waits for the clock only
 * when both are used.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
  const step = Math.max(stepNow(), (lastSteps.get(secret) ?? -1) + 1);
  if (step > stepNow() + 1) {
    await expect.poll(stepNow, { message: 'the next TOTP step', timeout: 2 * TOTP_PERIOD_SECONDS * 1000 }).toBeGreaterThanOrEqual(step - 1);
  }
  lastSteps.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

/** Signs the demo staff user in through the API (password, then a TOTP code) and returns a bearer token. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  if (session) {
    const check = await request.get('/api/v1/admin/session', { headers: { Authorization: `Bearer ${session}` } });
    if (check.status() === 200) return session;
  }
  const login = await request.post('/api/v1/admin/login', { data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { challenge_token } = ((await login.json()) as { data: { challenge_token: string } }).data;
  const code = await freshTotpCode(DEMO_STAFF.totpSecret);
  const response = await request.post('/api/v1/admin/login/totp', { data: { challenge_token, code } });
  expect(response.status(), await response.text()).toBe(200);
  session = ((await response.json()) as { data: { token: string } }).data.token;
  return session;
}

/** The stored enquiries, newest first, as the back office sees them. */
export async function storedEnquiries(request: APIRequestContext): Promise<Record<string, unknown>[]> {
  const token = await staffToken(request);
  const response = await request.get('/api/v1/admin/enquiries', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Record<string, unknown>[] };
  return body.data;
}

/**
 * Opens `path` of the back office as the demo member of staff, signed in through the API (the sign-in page
 * itself is walked by admin-access.spec.ts): the session goes into this tab's sessionStorage before the page
 * loads, as the sign-in page would leave it.
 */
export async function openSignedInAsStaff(page: Page, path: string): Promise<void> {
  const token = await staffToken(page.request);
  const response = await page.request.get('/api/v1/admin/session', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  await page.addInitScript(
    ([key, session]) => {
      // The page's own document only: a frame in it (a document previewed in the page) has no say in the session.
      if (window !== window.top) return;
      // Once per tab: after a sign-out the page must stay signed out.
      if (sessionStorage.getItem('e2e-staff-seeded')) return;
      sessionStorage.setItem('e2e-staff-seeded', '1');
      sessionStorage.setItem(key, session);
    },
    [STAFF_SESSION_STORAGE_KEY, JSON.stringify({ ...data, token })] as const,
  );
  await page.goto(path);
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF_SESSION_STORAGE_KEY } from '@payee/contract';
import { Secret, TOTP } from 'otpauth';

/** A member of staff the journeys sign in as. */
export interface StaffMember {
  email: string;
  password: string;
  totpSecret: string;
}

/** The demo staff account the server seeds outside production (README), with its fixed TOTP secret. */
export const DEMO_STAFF: StaffMember & { name: string } = {
  name: 'Demo Staff',
  email: 'staff@example.org',
  password: 'Staff@Demo2026',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
/** The two demo finance members (README, issue 14): the second approves what the first drafts above the limit. */
export const DEMO_FINANCE: StaffMember = { email: 'finance@example.org', password: 'Finance@Demo2026', totpSecret: DEMO_STAFF.totpSecret };
export const DEMO_FINANCE_TWO: StaffMember = { ...DEMO_FINANCE, email: 'finance2@example.org' };

/**
 * This worker's staff sessions, by e-mail address. A TOTP code works once per account, so signing in again within
 * 30 seconds would be refused as a replay: each session is kept and reused while the server still accepts it
 * (15 idle minutes).
 */
const sessions = new Map<string, string>();

const TOTP_PERIOD_SECONDS = 30;
/**
 * The last time step whose code this worker used, per secret (each worker has its own server and database). The
 * demo accounts share one secret, so a step is used once across them: more than the server asks (once per
 * account), never less.
 */
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

/** Signs a member of staff (the demo staff user unless told) in through the API (password, then a TOTP code); a bearer token. */
export async function staffToken(request: APIRequestContext, member: StaffMember = DEMO_STAFF): Promise<string> {
  const kept = sessions.get(member.email);
  if (kept) {
    const check = await request.get('/api/v1/admin/session', { headers: { Authorization: `Bearer ${kept}` } });
    if (check.status() === 200) return kept;
  }
  const login = await request.post('/api/v1/admin/login', { data: { email: member.email, password: member.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { challenge_token } = ((await login.json()) as { data: { challenge_token: string } }).data;
  const code = await freshTotpCode(member.totpSecret);
  const response = await request.post('/api/v1/admin/login/totp', { data: { challenge_token, code } });
  expect(response.status(), await response.text()).toBe(200);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  sessions.set(member.email, token);
  return token;
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
 * Opens `path` of the back office as a member of staff (the demo one unless told), signed in through the API (the
 * sign-in page itself is walked by admin-access.spec.ts): the session goes into this tab's sessionStorage before
 * the page loads, as the sign-in page would leave it.
 */
export async function openSignedInAsStaff(page: Page, path: string, member: StaffMember = DEMO_STAFF): Promise<void> {
  const token = await staffToken(page.request, member);
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

import { API_PREFIX, type StaffRole } from '@payee/contract';
import { Secret, TOTP } from 'otpauth';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO_STAFF, seedDemoStaff } from '../../src/seed/demo-staff';
import { hashPassword } from '../../src/lib/passwords';
import { createStaffRepository } from '../../src/modules/staff/repository';
import { encryptTotpSecret, newTotpSecret } from '../../src/modules/staff/totp';
import type { TestApp } from './app';

export const STAFF_LOGIN = `${API_PREFIX}/admin/login`;
export const STAFF_TOTP = `${API_PREFIX}/admin/login/totp`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clock tests move by hand (`useTestApp(driver, { now: clock.now })`): no sleeping. */
export function testClock(start = new Date()) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

const PERIOD_MS = 30_000;
/** The last TOTP step each secret was used for, per app (each has its own database), so a helper never replays a code itself. */
const lastSteps = new WeakMap<object, Map<string, number>>();

/**
 * A valid code the server has not seen yet: the server accepts the step before, of and after now, each once.
 * A fourth sign-in of one member within 30 seconds of the app's clock needs the clock moved on.
 */
export function freshTotpCode(ctx: TestApp, secret: string): string {
  const current = Math.floor(ctx.app.now().getTime() / PERIOD_MS);
  const used = lastSteps.get(ctx.app) ?? new Map<string, number>();
  lastSteps.set(ctx.app, used);
  const step = Math.max(current - 1, (used.get(secret) ?? -Infinity) + 1);
  if (step > current + 1) throw new Error('No unused TOTP code left in this window: move the test clock on 30 seconds.');
  used.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * PERIOD_MS });
}

export interface StaffCredentials {
  id?: number;
  email: string;
  password: string;
  totpSecret: string;
}

/** Password, then the code: the session's answer (status checked). */
export async function signInStaff(ctx: TestApp, who: StaffCredentials, headers: Record<string, string> = {}) {
  const login = await ctx.app.inject({ method: 'POST', url: STAFF_LOGIN, headers, payload: { email: who.email, password: who.password } });
  expect(login.statusCode, login.body).toBe(200);
  const { challenge_token } = login.json<{ data: { challenge_token: string } }>().data;
  const totp = await ctx.app.inject({
    method: 'POST',
    url: STAFF_TOTP,
    headers,
    payload: { challenge_token, code: freshTotpCode(ctx, who.totpSecret) },
  });
  expect(totp.statusCode, totp.body).toBe(200);
  return totp.json<{ data: { token: string; roles: StaffRole[]; expires_at: string; absolute_expires_at: string } }>().data;
}

const demoTokens = new WeakMap<object, string>();

/**
 * Signs the demo member of staff (admin and caseworker) in once per app (seeding them if needed) and answers
 * the bearer token: password, then a TOTP code made from the demo secret with otpauth.
 */
export async function staffToken(ctx: TestApp): Promise<string> {
  const cached = demoTokens.get(ctx.app);
  if (cached) return cached;
  await seedDemoStaff(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY);
  const { token } = await signInStaff(ctx, DEMO_STAFF);
  demoTokens.set(ctx.app, token);
  return token;
}

/** A member of staff with these roles, password set and TOTP enrolled (a fresh secret), straight into the database. */
export async function createStaffMember(
  ctx: TestApp,
  roles: StaffRole[],
  name = `Staff ${randomBytes(3).toString('hex')}`,
): Promise<StaffCredentials & { id: number; name: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`;
  const password = 'Staff@Test2026';
  const totpSecret = newTotpSecret();
  const id = await createStaffRepository(ctx.database.db).insertIfAbsent({
    email,
    name,
    roles,
    passwordHash: await hashPassword(password),
    totpSecretEncrypted: encryptTotpSecret(totpSecret, ctx.config.APP_ENCRYPTION_KEY),
    totpEnrolledAt: ctx.app.now(),
  });
  if (id === undefined) throw new Error(`${email} exists already.`);
  return { id, name, email, password, totpSecret };
}

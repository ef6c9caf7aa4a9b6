import { expect } from 'vitest';
import { DEMO_CLIENT, seedDemoClients } from '../../src/seed/demo-clients';
import { createClientUser, type NewClientInput } from '../../src/modules/clients/service';
import { createLedgerRepository } from '../../src/modules/ledger/repository';
import type { TestApp } from './app';

export const LOGIN = '/api/v1/website/login';
export const LOGOUT = '/api/v1/website/logout';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Seeds the demo clients (README) into the test app's database. */
export const seedClients = (ctx: TestApp) => seedDemoClients(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY);

/** Another client, enrolled in program 1 with a few transactions of their own. */
export async function createOtherClient(ctx: TestApp, overrides: Partial<NewClientInput> = {}) {
  const db = ctx.database.db;
  const id = await createClientUser(db, ctx.config.APP_ENCRYPTION_KEY, {
    username: 'other.client',
    password: 'Other@Client1',
    ssn: '987654329',
    dateOfBirth: '1980-02-02',
    firstName: 'Oscar',
    lastName: 'Other',
    email: 'oscar.other@example.org',
    processType: 'client',
    currentProcess: 'approved',
    ...overrides,
  });
  const ledger = createLedgerRepository(db);
  await ledger.enrol({ clientId: id, programId: 1, status: 1, enrolledOn: '2020-01-01' });
  await ledger.insertMany([
    { clientId: id, programId: 1, postedOn: '2024-01-03', description: 'Other deposit', category: 'benefit_deposit', amountCents: 99_900 },
    { clientId: id, programId: 1, postedOn: '2024-01-05', description: 'Other rent', category: 'housing', amountCents: -50_000 },
  ]);
  return id;
}

export function loginByUsername(ctx: TestApp, username: string, password: string, extra: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { login_method: 'username', username, password, 'g-recaptcha-response': 'dev-captcha:login', ...extra },
  });
}

export function loginBySsn(ctx: TestApp, ssn: string, dateOfBirth: string, extra: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { login_method: 'ssn', ssn, date_of_birth: dateOfBirth, 'g-recaptcha-response': 'dev-captcha:login', ...extra },
  });
}

/** Signs in and answers the bearer token. */
export async function tokenFor(ctx: TestApp, username: string = DEMO_CLIENT.username, password: string = DEMO_CLIENT.password) {
  const response = await loginByUsername(ctx, username, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { token: string } }>().data.token;
}

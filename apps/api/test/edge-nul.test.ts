import { API_PATHS, API_PREFIX, ZApiErrorBodySchema } from '@payee/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../src/plugins/edge-guard';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, LOGIN } from './helpers/clients';
import { createApplication, createValues, freshApplicant, INTAKE, multipart, updateUrl } from './helpers/intake';
import { createOnboardingClient, ONBOARDING } from './helpers/onboarding';
import { staffToken } from './helpers/staff';

/**
 * Issue 13, finding 3: U+0000 in any string that reached the database answered 500 on both databases
 * (PostgreSQL refuses it in text). It is refused at the edge: 422 naming the field, 404 in a path.
 */

const api = (route: string) => `${API_PREFIX}${route}`;

function expectFieldRefused(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(422);
  const body = ZApiErrorBodySchema.parse(response.json());
  expect(body.errors?.[field]).toEqual([NUL_CHARACTER_MESSAGE]);
}

describe.each(TEST_DATABASES)('U+0000 at the edge (%s)', (driver) => {
  const ctx = useTestApp(driver);
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(ctx);
  });

  it('refuses it in a JSON body field of the first intake save (it logged every value, then answered 500)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: INTAKE,
      payload: createValues({ ...freshApplicant(), last_name: 'Mil\u0000ler' }),
    });
    expectFieldRefused(response, 'last_name');
  });

  it('refuses it in a multipart field, nested under bracket names', async () => {
    const values = createValues({ ...freshApplicant() });
    const form = await multipart({ ...values, representative: { ...(values.representative as object), name: 'Helen\u0000' } });
    const response = await ctx.app.inject({ method: 'POST', url: INTAKE, ...form });
    expectFieldRefused(response, 'representative.name');
  });

  it('refuses it in a username at sign-in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { login_method: 'username', username: 'grace\u0000', password: 'Whatever@1', 'g-recaptcha-response': 'dev-captcha:login' },
    });
    expectFieldRefused(response, 'username');
  });

  it('refuses it in a query string', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${api(API_PATHS.clientName)}?application_code=%00` });
    expectFieldRefused(response, 'application_code');
  });

  it('refuses it in a key of a JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: api(API_PATHS.enquiry),
      headers: { 'content-type': 'application/json' },
      payload: '{"name\\u0000": "x", "nested": {"a\\u0000b": 1}}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ name: [NUL_CHARACTER_MESSAGE], 'nested.ab': [NUL_CHARACTER_MESSAGE] });
  });

  it('answers 404 for it in a path: an application code of the back office or of the wizard', async () => {
    const byStaff = await ctx.app.inject({ method: 'GET', url: api(API_PATHS.adminIntake('APP-%00')), headers: bearer(staff) });
    expect(byStaff.statusCode).toBe(404);
    expect(ZApiErrorBodySchema.safeParse(byStaff.json()).success).toBe(true);
    const client = await createOnboardingClient(ctx);
    const byClient = await ctx.app.inject({ method: 'GET', url: `${ONBOARDING}/${client.code}%00`, headers: bearer(client.token) });
    expect(byClient.statusCode).toBe(404);
    expect(ZApiErrorBodySchema.safeParse(byClient.json()).success).toBe(true);
  });

  it("refuses it in an upload's file name, at the file's field", async () => {
    const applicant = await createApplication(ctx, freshApplicant());
    const boundary = '----nul';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="step"\r\n\r\nssa-documents\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="ssa_6233"; filename*=UTF-8''scan%00.pdf\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.4\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: updateUrl(applicant.id),
      headers: { ...bearer(applicant.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectFieldRefused(response, 'ssa_6233');
  });
});

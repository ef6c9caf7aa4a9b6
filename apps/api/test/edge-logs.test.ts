import path from 'node:path';
import { API_PREFIX } from '@payee/contract';
import { describe, expect, it } from 'vitest';
import { generateToken } from '../src/lib/crypto';
import { createClientUser } from '../src/modules/clients/service';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer } from './helpers/clients';
import { createApplication, freshApplicant, updateUrl } from './helpers/intake';
import { captureLogs } from './helpers/log-lines';
import { filesUnder, listenOnLoopback, multipartFileStart, openRequest } from './helpers/raw-http';

/**
 * Issue 13, findings 2 and 4: what the server writes to its log. A failed insert logged every value of the
 * row (username, password hash, encrypted SSN, birth date, name, e-mail); a reset link was logged with its token.
 */

/** The row of a failed insert: each value distinct enough to find in a log line. */
const PROBE = {
  username: 'log.probe.username',
  password: 'Log@Probe.Password1',
  ssn: '987654329',
  dateOfBirth: '1931-07-19',
  firstName: 'Probefirstname',
  lastName: 'Probelastname\u0000',
  email: 'log.probe@example.org',
  phone: '5175550177',
} as const;
const PROBE_VALUES = [
  PROBE.username,
  PROBE.dateOfBirth,
  PROBE.firstName,
  'Probelastname',
  PROBE.email,
  PROBE.phone,
  '$argon2id',
  '987654329',
];

describe.each(TEST_DATABASES)('database errors in the log (%s)', (driver) => {
  const { logger, lines } = captureLogs();
  const ctx = useTestApp(driver, {
    logger,
    setup: (app) => {
      // A row the database refuses (U+0000 in text), written by the service the first intake save uses.
      app.post(`${API_PREFIX}/test/failing-insert`, async () => {
        await createClientUser(app.db, app.config.APP_ENCRYPTION_KEY, { ...PROBE, processType: 'intake', currentProcess: 'pending' });
        return { ok: true };
      });
    },
  });

  it('logs a failed insert with its SQL, code and request id, and none of its values', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: `${API_PREFIX}/test/failing-insert` });
    expect(response.statusCode).toBe(500);
    const requestId = response.json<{ request_id: string }>().request_id;
    const failure = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'request failed' && entry.reqId === requestId);
    expect(failure, 'the log line of the failure').toBeDefined();
    const line = JSON.stringify(failure);
    for (const value of PROBE_VALUES) expect(line, value).not.toContain(value);
    expect(line).not.toMatch(/"params"|"detail"/);
    expect(failure!.err).toMatchObject({ query: expect.stringContaining('insert into "client_users"') });
    // The database's own words stay, to find the cause.
    expect(String((failure!.err as { message: string }).message)).toMatch(/0x00|null character|invalid byte sequence/i);
    // Nothing of the row anywhere in the log.
    for (const value of PROBE_VALUES) expect(lines.join(''), value).not.toContain(value);
  });
});

describe('token paths in the request log', () => {
  const { logger, lines } = captureLogs();
  const ctx = useTestApp('none', { logger });

  it.each(['password', 'username'])('logs a %s reset link without its token', async (kind) => {
    const token = generateToken();
    const response = await ctx.app.inject({ method: 'GET', url: `/auth/${kind}/reset/${token}` });
    // The page itself (503 without a web build in tests): what matters is the log.
    expect(response.statusCode).toBeGreaterThan(0);
    const logged = lines.filter((line) => line.includes(`/auth/${kind}/reset/`));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).toContain(`/auth/${kind}/reset/[redacted]`);
    expect(lines.join('')).not.toContain(token);
  });
});

// An upload the client cut off mid-way is the client's doing: the log says so, not that the database failed.
describe.each(TEST_DATABASES)('an aborted upload in the log (%s)', (driver) => {
  const { logger, lines } = captureLogs();
  const ctx = useTestApp(driver, { logger });

  it('logs that the client aborted the upload, and no database failure', async () => {
    const port = await listenOnLoopback(ctx.app);
    const applicant = await createApplication(ctx, freshApplicant());
    const { head, contentType } = multipartFileStart('ssa_6233', 'scan.pdf', 'application/pdf');
    const upload = openRequest(port, 'POST', updateUrl(applicant.id), {
      'content-type': contentType,
      'content-length': String(5 * 1024 * 1024),
      ...bearer(applicant.token),
    });
    await upload.write(Buffer.concat([head, Buffer.from('%PDF-1.4\n'), Buffer.alloc(256 * 1024, 0x41)]));
    await expect.poll(() => filesUnder(path.join(ctx.config.DATA_DIR, 'tmp')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    upload.abort();

    const aborted = () =>
      lines.map((line) => JSON.parse(line) as { msg?: string }).filter((line) => line.msg === 'client aborted the request');
    await expect.poll(() => aborted().length, { timeout: 10_000 }).toBe(1);
    expect(lines.join('')).not.toContain('database unavailable');
  });
});

import { API_PATHS, API_PREFIX } from '@payee/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClientUser } from '../src/modules/clients/service';
import { createLedgerRepository } from '../src/modules/ledger/repository';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { call, staffWithToken } from './helpers/finance';
import { testClock } from './helpers/staff';

const clock = testClock(new Date('2026-11-27T17:00:00Z'));

describe.each(TEST_DATABASES)('finance names a client by first and last name, and lists only the enrolled (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let token: string;
  let clientId: number;

  beforeAll(async () => {
    token = (await staffWithToken(ctx, ['finance'], 'Fiona Finance')).token;
    clientId = await createClientUser(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, {
      username: 'maria.names',
      password: 'Ledger@Client1',
      ssn: '987654001',
      dateOfBirth: '1970-01-01',
      title: 'Ms.',
      firstName: 'Maria',
      middleName: 'Elena',
      lastName: 'Lopez',
      suffix: 'Jr.',
      processType: 'client',
      currentProcess: 'approved',
    });
    await createLedgerRepository(ctx.database.db).enrol({ clientId, programId: 1, status: 1, enrolledOn: '2025-01-01' });
  });

  it('in its list and on their ledger, whatever else of the name the record holds', async () => {
    const list = await call(ctx, 'GET', '/clients?search=Lopez', token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((client: { name: string }) => client.name)).toEqual(['Maria Lopez']);
    const ledger = await call(ctx, 'GET', `/clients/${clientId}/ledger`, token);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().client.name).toBe('Maria Lopez');
  });

  it('leaves out an applicant not yet enrolled in a program, whom the caseworkers still find', async () => {
    const marioId = await createClientUser(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, {
      username: 'mario.applicant',
      password: 'Ledger@Client1',
      ssn: '987654002',
      dateOfBirth: '1971-01-01',
      firstName: 'Mario',
      lastName: 'Lopez',
      processType: 'intake',
      currentProcess: 'inProgress',
    });
    const finance = await call(ctx, 'GET', '/clients?q=Lopez', token);
    expect(finance.statusCode, finance.body).toBe(200);
    expect(finance.json().data.map((client: { name: string }) => client.name)).toEqual(['Maria Lopez']);
    expect(finance.json().meta.total).toBe(1);
    const caseworker = await staffWithToken(ctx, ['caseworker'], 'Casey Worker');
    const search = await call(ctx, 'GET', `${API_PREFIX}${API_PATHS.adminClients}?q=Lopez`, caseworker.token);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.map((client: { first_name?: string; name?: string }) => client.name ?? client.first_name)).toHaveLength(2);
    // Enrolled (even inactive), he is finance's client: the database keeps the list's flag with the enrolment.
    await createLedgerRepository(ctx.database.db).enrol({ clientId: marioId, programId: 1, status: 0, enrolledOn: '2026-11-01' });
    const enrolled = await call(ctx, 'GET', '/clients?q=Lopez', token);
    expect(enrolled.json().data.map((client: { name: string }) => client.name)).toEqual(['Maria Lopez', 'Mario Lopez']);
    expect(enrolled.json().meta.total).toBe(2);
  });
});

import { API_PREFIX, type AlertKind, type TAlert, type TAlerts } from '@payee/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import {
  bankStatementLines,
  bankStatements,
  closedMonths,
  journalEntries,
  onboardingBenefits,
  onboardingProfiles,
} from '../src/db/schema/index';
import { createLedgerRepository } from '../src/modules/ledger/repository';
import { DEMO_CLIENT, DEMO_OVERDRAWN_CLIENT } from '../src/seed/demo-clients';
import { seedDemoData } from '../src/seed/index';
import { TEST_DATABASES, useTestApp, type TestApp } from './helpers/app';
import { call, createLedgerClient, staffWithToken, postDeposit } from './helpers/finance';
import { queryCounter, routeStatements } from './helpers/query-count';
import { testClock } from './helpers/staff';

/**
 * The office's today in these tests: Wednesday 20 January 2027, 7:30 p.m. in Michigan, which is already the 21st in
 * UTC: every day below is the office's. Last month (the SSA deposits expected) is December 2026; the next 14 days end
 * on 3 February, the next 30 on 19 February.
 */
const clock = testClock(new Date('2027-01-21T00:30:00Z'));
const ALERTS = `${API_PREFIX}/admin/alerts`;
const SSI_LIMIT = `${API_PREFIX}/admin/settings/ssi-limit`;

/** Reporting accounts of migration 0001: the benefits SSA pays. */
const SOCIAL_SECURITY = 1;
const SSI = 2;
const SSDI = 3;

async function giveBenefits(ctx: TestApp, clientId: number, benefits: { account: number; cents: number; from: string; till: string }[]) {
  const [profile] = await ctx.database.db
    .insert(onboardingProfiles)
    .values({ clientUserId: clientId })
    .returning({ id: onboardingProfiles.id });
  await ctx.database.db.insert(onboardingBenefits).values(
    benefits.map((benefit) => ({
      profileId: profile!.id,
      reportingAccountId: benefit.account,
      amountCents: benefit.cents,
      effectiveFrom: benefit.from,
      effectiveTill: benefit.till,
    })),
  );
}

describe.each(TEST_DATABASES)('the home page alerts (%s)', (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  const tokens = {} as Record<'finance' | 'caseworker' | 'admin' | 'adminFinance', string>;
  const ids = {} as Record<string, number>;

  const deposit = async (clientId: number, amount: string, receivedOn: string, source = 'other') => {
    const response = await postDeposit(ctx, tokens.finance, { client_id: clientId, source, amount, received_on: receivedOn });
    expect(response.statusCode, response.body).toBe(201);
  };
  const schedule = async (clientId: number, amount: string, nextDueOn: string) => {
    const response = await call(ctx, 'POST', '/scheduled-payments', tokens.finance, {
      client_id: clientId,
      program_id: 1,
      description: 'Rent',
      category: 'housing',
      amount,
      frequency: 'monthly',
      next_due_on: nextDueOn,
      remaining_count: null,
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const alerts = async (token: string): Promise<TAlerts> => {
    const response = await ctx.app.inject({ method: 'GET', url: ALERTS, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const group = (data: TAlerts, kind: AlertKind) => data.groups.find((candidate) => candidate.kind === kind)!;
  const about = (data: TAlerts, kind: AlertKind, clientId: number): TAlert | undefined =>
    group(data, kind).alerts.find((alert) => alert.client?.id === clientId);

  beforeAll(async () => {
    tokens.finance = (await staffWithToken(ctx, ['finance'], 'Fiona Finance')).token;
    tokens.caseworker = (await staffWithToken(ctx, ['caseworker'], 'Casey Worker')).token;
    tokens.admin = (await staffWithToken(ctx, ['admin'], 'Ada Admin')).token;
    tokens.adminFinance = (await staffWithToken(ctx, ['admin', 'finance'], 'Avery Both')).token;

    // 1. SSI: exactly at the limit now and in 30 days (the benefit in, the rent out, the same); a cent over; not over
    // now but over within 30 days given the benefit; over but not an SSI recipient (SSDI only).
    for (const [name, amount] of [
      ['ssiAt', '2000.00'],
      ['ssiOver', '2000.01'],
    ] as const) {
      ids[name] = await createLedgerClient(ctx, name);
      await giveBenefits(ctx, ids[name], [{ account: SSI, cents: 5_000, from: '2027-01-01', till: '2027-12-31' }]);
      await deposit(ids[name], amount, '2027-01-02');
      await schedule(ids[name], '50.00', '2027-01-30');
    }
    ids.ssiWill = await createLedgerClient(ctx, 'ssiWill');
    await giveBenefits(ctx, ids.ssiWill, [{ account: SSI, cents: 94_300, from: '2027-01-01', till: '2027-12-31' }]);
    await deposit(ids.ssiWill, '1500.00', '2027-01-02');
    ids.notSsi = await createLedgerClient(ctx, 'notSsi');
    await giveBenefits(ctx, ids.notSsi, [{ account: SSDI, cents: 100_000, from: '2027-01-01', till: '2027-12-31' }]);
    await deposit(ids.notSsi, '5000.00', '2027-01-02');

    // 2. Below zero (an override, as finance's) and exactly zero.
    ids.negative = await createLedgerClient(ctx, 'negative');
    ids.zero = await createLedgerClient(ctx, 'zero');
    const ledger = createLedgerRepository(ctx.database.db);
    await ledger.insertMany([
      {
        clientId: ids.negative,
        programId: 1,
        postedOn: '2027-01-05',
        description: 'Furnace',
        category: 'housing',
        amountCents: -12_345,
        overrideReason: 'Emergency',
      },
    ]);

    // 3. Bills of the next 14 days: a cent more than the balance; exactly the balance; more, but due on day 15.
    for (const [name, amount, due] of [
      ['lowShort', '100.01', '2027-02-03'],
      ['lowEnough', '100.00', '2027-02-03'],
      ['lowLater', '500.00', '2027-02-04'],
    ] as const) {
      ids[name] = await createLedgerClient(ctx, name);
      await deposit(ids[name], '100.00', '2027-01-02');
      await schedule(ids[name], amount, due);
    }

    // 5. SSA deposits expected in December 2026: one arrived on its last day; one arrived on 1 January (late); an
    // SSI benefit whose December deposit came as Social Security; a benefit that ended in November.
    ids.arrived = await createLedgerClient(ctx, 'arrived');
    await giveBenefits(ctx, ids.arrived, [{ account: SSDI, cents: 118_200, from: '2026-01-01', till: '2027-12-31' }]);
    await deposit(ids.arrived, '1182.00', '2026-12-31', 'social_security');
    ids.late = await createLedgerClient(ctx, 'late');
    await giveBenefits(ctx, ids.late, [{ account: SOCIAL_SECURITY, cents: 118_200, from: '2026-01-01', till: '2027-12-31' }]);
    await deposit(ids.late, '1182.00', '2027-01-01', 'social_security');
    ids.wrongSource = await createLedgerClient(ctx, 'wrongSource');
    await giveBenefits(ctx, ids.wrongSource, [{ account: SSI, cents: 5_000, from: '2026-06-01', till: '2026-12-31' }]);
    await deposit(ids.wrongSource, '50.00', '2026-12-03', 'social_security');
    ids.ended = await createLedgerClient(ctx, 'ended');
    await giveBenefits(ctx, ids.ended, [{ account: SOCIAL_SECURITY, cents: 118_200, from: '2026-01-01', till: '2026-11-30' }]);

    // 4. Bank lines: unmatched for 5 days and for 6; matched and old; unmatched and old in a closed month.
    const db = ctx.database.db;
    const [january] = await db
      .insert(bankStatements)
      .values({ month: '2027-01', fileName: 'jan.csv', fileHash: 'a'.repeat(64), closingBalanceCents: 0 })
      .returning({ id: bankStatements.id });
    const [november] = await db
      .insert(bankStatements)
      .values({ month: '2026-11', fileName: 'nov.csv', fileHash: 'b'.repeat(64), closingBalanceCents: 0 })
      .returning({ id: bankStatements.id });
    await db
      .insert(closedMonths)
      .values({ month: '2026-11', bankBalanceCents: 0, bookBalanceCents: 0, clientTotalCents: 0, outstandingTotalCents: 0 });
    await deposit(ids.zero, '1.00', '2027-01-02');
    const [{ id: matchedEntry } = { id: 0 }] = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .orderBy(desc(journalEntries.id))
      .limit(1);
    await ledger.insertMany([
      { clientId: ids.zero, programId: 1, postedOn: '2027-01-03', description: 'Back out', category: 'other', amountCents: -100 },
    ]);
    const line = (statementId: number, lineNo: number, date: string, description: string, matchedEntryId?: number) => ({
      statementId,
      lineNo,
      date,
      description,
      amountCents: 2_500,
      balanceCents: 2_500,
      ...(matchedEntryId ? { matchedEntryId, matchedHow: 'manual' as const } : {}),
    });
    await db
      .insert(bankStatementLines)
      .values([
        line(january!.id, 1, '2027-01-15', 'FIVE DAYS'),
        line(january!.id, 2, '2027-01-14', 'SIX DAYS'),
        line(january!.id, 3, '2027-01-01', 'MATCHED', matchedEntry),
        line(november!.id, 1, '2026-11-10', 'CLOSED MONTH'),
      ]);
  });

  it('finds an SSI recipient over the limit, or over it within 30 days, and not one exactly at it', async () => {
    const data = await alerts(tokens.finance);
    expect(about(data, 'ssi_over_limit', ids.ssiAt!)).toBeUndefined();
    expect(about(data, 'ssi_over_limit', ids.ssiOver!)).toMatchObject({
      client: { id: ids.ssiOver, name: 'ssiOver Ledger' },
      balance: '2000.01',
      limit: '2000.00',
      projected_balance: '2000.01',
    });
    // $1,500.00 now, $2,443.00 in 30 days with the month's benefit.
    expect(about(data, 'ssi_over_limit', ids.ssiWill!)).toMatchObject({ balance: '1500.00', projected_balance: '2443.00' });
    expect(about(data, 'ssi_over_limit', ids.notSsi!)).toBeUndefined();
    expect(group(data, 'ssi_over_limit').total).toBe(2);
  });

  it('takes the SSI limit from the setting an admin changes (decimal text, whole cents, audited by its own action)', async () => {
    expect((await call(ctx, 'PUT', SSI_LIMIT, tokens.finance, { amount: '2500.00' })).statusCode).toBe(403);
    expect((await call(ctx, 'PUT', SSI_LIMIT, tokens.admin, { amount: 'lots' })).statusCode).toBe(422);
    const saved = await call(ctx, 'PUT', SSI_LIMIT, tokens.admin, { amount: '2443.00' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.amount).toBe('2443.00');
    expect((await call(ctx, 'GET', SSI_LIMIT, tokens.admin)).json().data).toMatchObject({
      amount: '2443.00',
      updated_by: { name: 'Ada Admin' },
    });
    // The approval limit is its own row.
    expect((await call(ctx, 'GET', `${API_PREFIX}/admin/settings/approval-limit`, tokens.admin)).json().data.amount).toBe('500.00');
    const audit = await call(ctx, 'GET', `${API_PREFIX}/admin/audit?action=settings.ssi_limit`, tokens.admin);
    expect(audit.body).toContain('settings.ssi_limit');
    // Exactly at the new limit in 30 days: no alert.
    let data = await alerts(tokens.finance);
    expect(group(data, 'ssi_over_limit').alerts.map((alert) => alert.client?.id)).toEqual([]);
    await call(ctx, 'PUT', SSI_LIMIT, tokens.admin, { amount: '2442.99' });
    data = await alerts(tokens.finance);
    expect(group(data, 'ssi_over_limit').alerts.map((alert) => [alert.client?.id, alert.limit])).toEqual([[ids.ssiWill, '2442.99']]);
    await call(ctx, 'PUT', SSI_LIMIT, tokens.admin, { amount: '2000.00' });
  });

  it('finds a balance below zero, not one at zero', async () => {
    const data = await alerts(tokens.finance);
    expect(about(data, 'negative_balance', ids.negative!)).toMatchObject({ balance: '-123.45', client: { id: ids.negative } });
    expect(about(data, 'negative_balance', ids.zero!)).toBeUndefined();
    expect(group(data, 'negative_balance').total).toBe(1);
  });

  it("finds a balance short of the due list's bills of the next 14 days, not one that covers them exactly or a bill due on day 15", async () => {
    const data = await alerts(tokens.finance);
    expect(about(data, 'low_for_bills', ids.lowShort!)).toMatchObject({ balance: '100.00', bills_due: '100.01' });
    expect(about(data, 'low_for_bills', ids.lowEnough!)).toBeUndefined();
    expect(about(data, 'low_for_bills', ids.lowLater!)).toBeUndefined();
    expect(group(data, 'low_for_bills').alerts.map((alert) => alert.client?.id)).toEqual([ids.lowShort]);
  });

  it('finds a bank line unmatched for 6 days, not 5, nor a matched one or one of a closed month', async () => {
    const data = await alerts(tokens.finance);
    expect(group(data, 'bank_line_unmatched')).toMatchObject({
      total: 1,
      alerts: [
        { client: null, bank_line: { date: '2027-01-14', description: 'SIX DAYS', amount: '25.00', month: '2027-01', days_unmatched: 6 } },
      ],
    });
  });

  it('finds an SSA benefit whose deposit did not arrive last month, not one that arrived on its last day', async () => {
    const data = await alerts(tokens.finance);
    const missing = group(data, 'ssa_deposit_missing').alerts;
    expect(missing.map((alert) => alert.client?.id)).toEqual([ids.late, ids.wrongSource]);
    expect(missing[0]).toMatchObject({ deposit: { month: '2026-12', benefit: 'Social Security (SSA)', amount: '1182.00' } });
    expect(missing[1]).toMatchObject({ deposit: { month: '2026-12', benefit: 'Supplemental Security Income (SSI)', amount: '50.00' } });
  });

  it('gives each role its kinds: finance all, caseworkers and admins the clients’ own', async () => {
    const kinds = async (token: string) => (await alerts(token)).groups.map((candidate) => candidate.kind);
    expect(await kinds(tokens.finance)).toEqual([
      'ssi_over_limit',
      'negative_balance',
      'low_for_bills',
      'bank_line_unmatched',
      'ssa_deposit_missing',
    ]);
    expect(await kinds(tokens.caseworker)).toEqual(['ssi_over_limit', 'negative_balance', 'ssa_deposit_missing']);
    expect(await kinds(tokens.admin)).toEqual(['ssi_over_limit', 'negative_balance', 'ssa_deposit_missing']);
    expect(await kinds(tokens.adminFinance)).toHaveLength(5);
    expect((await alerts(tokens.finance)).today).toBe('2027-01-20');
    expect((await ctx.app.inject({ method: 'GET', url: ALERTS })).statusCode).toBe(401);
  });

  it('asks the same statements, one per kind, however many clients have alerts, and lists 10 of each with the total', async () => {
    const before = await queries.count(() => alerts(tokens.finance));
    expect(routeStatements(before.statements)).toHaveLength(5);
    const ledger = createLedgerRepository(ctx.database.db);
    for (let index = 0; index < 11; index += 1) {
      const clientId = await createLedgerClient(ctx, `Overdrawn${index}`);
      await ledger.insertMany([
        {
          clientId,
          programId: 1,
          postedOn: '2027-01-05',
          description: 'Advance',
          category: 'other',
          amountCents: -(100 + index),
          overrideReason: 'Advance',
        },
      ]);
    }
    const after = await queries.count(() => alerts(tokens.finance));
    expect(routeStatements(after.statements)).toHaveLength(5);
    const negative = group(after.result, 'negative_balance');
    expect(negative.total).toBe(12);
    expect(negative.alerts).toHaveLength(10);
    // Lowest first.
    expect(negative.alerts[0]).toMatchObject({ client: { id: ids.negative }, balance: '-123.45' });
  });
});

describe.each(TEST_DATABASES)('the demo office shows one alert of each kind (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('Maria: over the SSI limit and her SSI deposit of last month missing; Darnell: below zero and short for his rent; an interest line unmatched', async () => {
    const seeded = await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY);
    expect(seeded.alerts).toBe(2);
    expect((await seedDemoData(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY)).alerts).toBe(0);
    const { token } = await staffWithToken(ctx, ['finance']);
    const response = await ctx.app.inject({ method: 'GET', url: ALERTS, headers: { authorization: `Bearer ${token}` } });
    const data = response.json().data as TAlerts;
    const names = (kind: AlertKind) =>
      data.groups.find((group) => group.kind === kind)!.alerts.map((alert) => alert.client?.name ?? alert.bank_line?.description);
    const maria = `${DEMO_CLIENT.firstName} ${DEMO_CLIENT.lastName}`;
    const darnell = `${DEMO_OVERDRAWN_CLIENT.firstName} ${DEMO_OVERDRAWN_CLIENT.lastName}`;
    expect(names('ssi_over_limit')).toEqual([maria]);
    expect(names('negative_balance')).toEqual([darnell]);
    expect(names('low_for_bills')).toEqual([darnell]);
    expect(names('bank_line_unmatched')).toEqual(['INTEREST PAID']);
    expect(names('ssa_deposit_missing')).toEqual([maria]);
    expect(data.groups.find((group) => group.kind === 'ssa_deposit_missing')!.alerts[0]!.deposit?.benefit).toBe(
      'Supplemental Security Income (SSI)',
    );
  });
});

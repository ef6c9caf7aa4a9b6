import { API_PREFIX, DUPLICATE_REASON_REQUIRED_MESSAGE, POSSIBLE_DUPLICATE_MESSAGE } from '@payee/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer } from './helpers/clients';
import { call, createLedgerClient, staffWithToken, postDeposit } from './helpers/finance';
import { testClock } from './helpers/staff';

/** The office's today in these tests: Friday 27 November 2026, midday in Michigan (a UTC instant, so any zone agrees). */
const clock = testClock(new Date('2026-11-27T17:00:00Z'));

type Line = { category: string; spent: string; committed: string; remaining: string | null };
const housingOf = (lines: Line[]) => lines.find((line) => line.category === 'housing');

describe.each(TEST_DATABASES)('budgets are counted in the month a payment is posted, and drafts warn (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let second: Awaited<ReturnType<typeof staffWithToken>>;
  let landlord: number;

  beforeAll(async () => {
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    second = await staffWithToken(ctx, ['finance'], 'Sam Second');
    const vendor = await call(ctx, 'POST', '/vendors', finance.token, {
      name: 'Lansing Gardens Apartments',
      kind: 'landlord',
      payment_method: 'check',
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
    landlord = vendor.json().data.id;
  });

  const post = (url: string, body: unknown, token = finance.token) => call(ctx, 'POST', url, token, body);

  /** A client with $3,000.00 and a housing budget of $650.00 a month. */
  async function budgetedClient(name: string) {
    const id = await createLedgerClient(ctx, name);
    expect(
      (await postDeposit(ctx, finance.token, { client_id: id, source: 'ssi', amount: '3000.00', received_on: '2026-11-02' })).statusCode,
    ).toBe(201);
    const budget = await call(ctx, 'PUT', `/clients/${id}/budget`, finance.token, {
      program_id: 1,
      lines: [{ category: 'housing', monthly: '650.00', on_card: false }],
    });
    expect(budget.statusCode, budget.body).toBe(200);
    return id;
  }

  /** Drafts rent to the landlord, a second person approves it, and the drafter pays it on `paidOn`. */
  async function payRent(clientId: number, dueOn: string, paidOn: string, memo: string) {
    const draft = await post('/disbursements', {
      client_id: clientId,
      vendor_id: landlord,
      description: memo,
      category: 'housing',
      amount: '650.00',
      due_on: dueOn,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id;
    expect((await post(`/disbursements/${id}/approve`, {}, second.token)).statusCode).toBe(200);
    const paid = await post(`/disbursements/${id}/pay`, { method: 'check', reference: `CHK-${id}`, paid_on: paidOn });
    expect(paid.statusCode, paid.body).toBe(200);
    return id;
  }

  async function thisMonthOf(clientId: number) {
    const { token } = await ctx.app.authTokens.issue({ subjectType: 'client', subjectId: clientId, ttlMs: 60_000 });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/website/client/this-month?program_id=1`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  describe('the month rule', () => {
    it("counts a December rent paid on 27 November in November everywhere: the payment, the budgets screen and the client's This month", async () => {
      const client = await budgetedClient('Nora');
      await payRent(client, '2026-11-01', '2026-11-02', 'Rent for November');
      const december = await payRent(client, '2026-12-01', '2026-11-27', 'Rent for December');

      const payment = (await call(ctx, 'GET', `/disbursements/${december}`, finance.token)).json().data;
      expect(payment.budget).toMatchObject({ month: '2026-11', budgeted: '650.00', spent: '1300.00', remaining: '-650.00', over_by: null });

      const november = (await call(ctx, 'GET', `/clients/${client}/budget?program_id=1`, finance.token)).json().data;
      expect(november.month).toBe('2026-11');
      expect(housingOf(november.lines)).toMatchObject({ spent: '1300.00', committed: '0.00', remaining: '-650.00' });
      const decemberBudget = (await call(ctx, 'GET', `/clients/${client}/budget?program_id=1&month=2026-12`, finance.token)).json().data;
      expect(housingOf(decemberBudget.lines)).toMatchObject({ spent: '0.00', remaining: '650.00' });

      const own = await thisMonthOf(client);
      expect(own.month).toBe('2026-11');
      expect(housingOf(own.categories)).toMatchObject({ budget: '650.00', spent: '1300.00', committed: '0.00', remaining: '-650.00' });
    });

    it('checks a payment not paid yet in the month it would be posted if paid today, or on the date the pay form names', async () => {
      const client = await budgetedClient('Otto');
      const draft = await post('/disbursements', {
        client_id: client,
        vendor_id: landlord,
        description: 'Rent for December',
        category: 'housing',
        amount: '650.00',
        due_on: '2026-12-01',
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json().data.id;
      // Not paid yet: paid today it would be posted in November.
      expect(draft.json().data.budget).toMatchObject({ month: '2026-11', spent: '0.00', committed: '0.00', remaining: '650.00' });
      expect((await post(`/disbursements/${id}/approve`, {}, second.token)).statusCode).toBe(200);

      // Approved, it is promised out of November's budget, on every screen alike.
      const budget = (await call(ctx, 'GET', `/clients/${client}/budget?program_id=1`, finance.token)).json().data;
      expect(housingOf(budget.lines)).toMatchObject({ spent: '0.00', committed: '650.00', remaining: '0.00' });
      expect(budget.total_committed).toBe('650.00');
      expect(housingOf((await thisMonthOf(client)).categories)).toMatchObject({ spent: '0.00', committed: '650.00', remaining: '0.00' });
      // Its own block does not count it twice.
      expect((await call(ctx, 'GET', `/disbursements/${id}`, finance.token)).json().data.budget).toMatchObject({
        month: '2026-11',
        committed: '0.00',
        remaining: '650.00',
      });

      // The pay form names 1 December: the check follows that date.
      const onTheFirst = (await call(ctx, 'GET', `/disbursements/${id}?paid_on=2026-12-01`, finance.token)).json().data;
      expect(onTheFirst.budget).toMatchObject({ month: '2026-12', spent: '0.00', remaining: '650.00' });
      expect((await call(ctx, 'GET', `/disbursements/${id}?paid_on=2026-13-01`, finance.token)).statusCode).toBe(422);

      // Paid on 1 December, it is December's.
      const paid = await post(`/disbursements/${id}/pay`, { method: 'check', reference: 'CHK-OTTO', paid_on: '2026-12-01' });
      expect(paid.json().data.budget).toMatchObject({ month: '2026-12', spent: '650.00', remaining: '0.00' });
      const november = (await call(ctx, 'GET', `/clients/${client}/budget?program_id=1`, finance.token)).json().data;
      expect(housingOf(november.lines)).toMatchObject({ spent: '0.00', committed: '0.00', remaining: '650.00' });
    });
  });

  describe('the over-budget warning', () => {
    it("is in the draft's answer (it is drafted all the same) and in the check before saving, with by how much", async () => {
      const client = await budgetedClient('Pia');
      const query = `client_id=${client}&program_id=1&category=housing&amount=750.00`;
      const check = await call(ctx, 'GET', `/disbursements/check?${query}`, finance.token);
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().data).toMatchObject({
        budget: { month: '2026-11', category: 'housing', budgeted: '650.00', remaining: '650.00', over_by: '100.00' },
        duplicates: [],
        duplicate_warning: null,
      });
      const within = (await call(ctx, 'GET', `/disbursements/check?client_id=${client}&category=housing&amount=650`, finance.token)).json();
      expect(within.data.budget.over_by).toBeNull();

      const draft = await post('/disbursements', {
        client_id: client,
        payee_name: 'Storage Depot',
        description: 'Storage unit',
        category: 'housing',
        amount: '750.00',
        due_on: '2026-11-30',
      });
      expect(draft.statusCode, draft.body).toBe(201);
      expect(draft.json().warning).toBe('This takes Housing $100.00 over its budget for November 2026.');
      expect(draft.json().data.budget).toMatchObject({ month: '2026-11', remaining: '650.00', over_by: '100.00' });
      // Within the budget, or without one, there is no warning.
      const small = await post('/disbursements', {
        client_id: client,
        payee_name: 'Pharmacy',
        description: 'Medicine',
        category: 'medical',
        amount: '20.00',
        due_on: '2026-11-30',
      });
      expect(small.statusCode, small.body).toBe(201);
      expect(small.json().warning).toBeUndefined();
      expect(small.json().data.budget).toMatchObject({ budgeted: null, over_by: null });
    });
  });

  describe('possible duplicates', () => {
    it('refuses a second payment to the same vendor in the same month without a reason, naming the first; keeps the reason on the payment and in the audit trail', async () => {
      const client = await budgetedClient('Quinn');
      const rent = {
        client_id: client,
        vendor_id: landlord,
        description: 'Rent for December',
        category: 'housing',
        amount: '650.00',
        due_on: '2026-12-01',
      };
      const first = await post('/disbursements', rent);
      expect(first.statusCode, first.body).toBe(201);
      const firstId = first.json().data.id;

      const again = await post('/disbursements', { ...rent, due_on: '2026-12-15', description: 'Rent' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: POSSIBLE_DUPLICATE_MESSAGE,
        errors: { duplicate_reason: [DUPLICATE_REASON_REQUIRED_MESSAGE] },
        warning: `Possibly the same bill: this client already has payment ${firstId} to Lansing Gardens Apartments ($650.00, due 12/01/2026, Draft) in December 2026.`,
      });
      // The check says so before saving, in the same words.
      const check = await call(
        ctx,
        'GET',
        `/disbursements/check?client_id=${client}&vendor_id=${landlord}&category=housing&amount=650&due_on=2026-12-15`,
        finance.token,
      );
      expect(check.json().data.duplicates).toEqual([
        {
          kind: 'payment',
          id: firstId,
          payee: 'Lansing Gardens Apartments',
          description: 'Rent for December',
          amount: '650.00',
          due_on: '2026-12-01',
          status: 'draft',
        },
      ]);
      expect(check.json().data.duplicate_warning).toBe(again.json().warning);
      // The same name typed by hand is the same payee; a reason too short is a 422 beside it.
      const byName = await post('/disbursements', {
        ...rent,
        vendor_id: null,
        payee_name: '  lansing gardens  APARTMENTS ',
        duplicate_reason: 'No',
      });
      expect(byName.statusCode).toBe(422);
      expect(Object.keys(byName.json().errors)).toEqual(['duplicate_reason']);
      expect((await post('/disbursements', { ...rent, vendor_id: null, payee_name: 'lansing gardens apartments' })).statusCode).toBe(409);

      const reason = 'The December rent went up: this is the difference.';
      const accepted = await post('/disbursements', { ...rent, amount: '25.00', due_on: '2026-12-15', duplicate_reason: reason });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const acceptedId = accepted.json().data.id;
      expect(accepted.json().data.duplicate_reason).toBe(reason);
      expect((await call(ctx, 'GET', `/disbursements/${acceptedId}`, finance.token)).json().data.duplicate_reason).toBe(reason);
      const [audit] = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'finance.disbursement_draft'), eq(auditEvents.recordId, String(acceptedId))))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      expect(audit).toMatchObject({
        staffUserId: finance.id,
        reason,
        details: expect.objectContaining({ possible_duplicate_of: [{ kind: 'payment', id: firstId }] }),
      });

      // Another month, another client's rent, or a voided payment is no duplicate; a reason given then is not kept.
      const january = await post('/disbursements', { ...rent, due_on: '2027-01-01', duplicate_reason: 'Not needed here.' });
      expect(january.statusCode, january.body).toBe(201);
      expect(january.json().data.duplicate_reason).toBeNull();
      const other = await budgetedClient('Rhea');
      expect((await post('/disbursements', { ...rent, client_id: other })).statusCode).toBe(201);
      await post(`/disbursements/${firstId}/void`, { reason: 'Drafted twice by mistake.' });
      await post(`/disbursements/${acceptedId}/void`, { reason: 'Drafted twice by mistake.' });
      expect((await post('/disbursements', { ...rent, due_on: '2026-12-20' })).statusCode).toBe(201);
    });

    it("warns of a scheduled payment due in the month, and checks a schedule's own next payment against the others", async () => {
      const client = await budgetedClient('Sol');
      const schedule = await post('/scheduled-payments', {
        client_id: client,
        vendor_id: landlord,
        description: 'Rent',
        category: 'housing',
        amount: '650.00',
        frequency: 'monthly',
        next_due_on: '2026-12-05',
      });
      expect(schedule.statusCode, schedule.body).toBe(201);
      const scheduleId = schedule.json().data.id;
      const oneOff = {
        client_id: client,
        vendor_id: landlord,
        description: 'Rent for January',
        category: 'housing',
        amount: '650.00',
        due_on: '2027-01-02',
      };
      // Monthly from 5 December: January's is scheduled too.
      const refused = await post('/disbursements', oneOff);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().warning).toBe(
        'Possibly the same bill: this client already has the scheduled payment to Lansing Gardens Apartments ($650.00, due 01/05/2027, not drafted yet) in January 2027.',
      );
      // Before it starts, nothing is scheduled.
      expect((await post('/disbursements', { ...oneOff, due_on: '2026-11-30', description: 'Rent for November' })).statusCode).toBe(201);

      // The schedule's own payment is not its duplicate…
      const check = (
        await call(ctx, 'GET', `/disbursements/check?scheduled_payment_id=${scheduleId}&due_on=2026-12-05`, finance.token)
      ).json();
      expect(check.data).toMatchObject({ budget: { month: '2026-11', remaining: '650.00', over_by: null }, duplicates: [] });
      const fromSchedule = await post('/disbursements', { scheduled_payment_id: scheduleId, due_on: '2026-12-05' });
      expect(fromSchedule.statusCode, fromSchedule.body).toBe(201);
      // …but a payment drafted by hand in its month is (and the schedule does not move on when refused).
      expect(
        (await post('/disbursements', { ...oneOff, due_on: '2027-01-20', duplicate_reason: 'A deposit for the new lease.' })).statusCode,
      ).toBe(201);
      const next = await post('/disbursements', { scheduled_payment_id: scheduleId, due_on: '2027-01-05' });
      expect(next.statusCode).toBe(409);
      expect(next.json().warning).toMatch(
        /^Possibly the same bill: this client already has payment \d+ to Lansing Gardens Apartments \(\$650\.00, due 01\/20\/2027, Draft\) in January 2027\.$/,
      );
      expect((await call(ctx, 'GET', `/scheduled-payments/${scheduleId}`, finance.token)).json().data.next_due_on).toBe('2027-01-05');
      const withReason = await post('/disbursements', {
        scheduled_payment_id: scheduleId,
        due_on: '2027-01-05',
        duplicate_reason: 'The other one is the new lease deposit.',
      });
      expect(withReason.statusCode, withReason.body).toBe(201);
      expect(withReason.json().data.duplicate_reason).toBe('The other one is the new lease deposit.');
    });
  });
});

import { PAYMENT_FREQUENCIES, type PaymentFrequency } from '@payee/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextOccurrence } from '../src/modules/finance/schedules';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { call, createLedgerClient, staffWithToken, postDeposit } from './helpers/finance';
import { queryCounter, routeStatements } from './helpers/query-count';
import { testClock } from './helpers/staff';

/** The office's today in these tests: Wednesday 20 January 2027, midday in Michigan; 90 days ahead is 20 April 2027. */
const clock = testClock(new Date('2027-01-20T17:00:00Z'));
const TODAY = '2027-01-20';
const END_90 = '2027-04-20';

interface Schedule {
  frequency: PaymentFrequency;
  next_due_on: string;
  remaining_count: number | null;
  is_active?: boolean;
}

/**
 * Every frequency, from month ends (31st, 30th, 29 February) and from long overdue, with and without a count left:
 * the dates the due list shows for them must be those of stepping `nextOccurrence` from the next payment, as the list
 * did in JavaScript before it was expanded in SQL.
 */
const SCHEDULES: Schedule[] = [
  { frequency: 'monthly', next_due_on: '2026-10-31', remaining_count: null },
  { frequency: 'monthly', next_due_on: '2027-01-31', remaining_count: 2 },
  { frequency: 'monthly', next_due_on: '2027-03-31', remaining_count: 1 },
  { frequency: 'monthly', next_due_on: '2026-12-30', remaining_count: null },
  { frequency: 'quarterly', next_due_on: '2026-08-31', remaining_count: null },
  { frequency: 'quarterly', next_due_on: '2027-01-29', remaining_count: 5 },
  { frequency: 'yearly', next_due_on: '2024-02-29', remaining_count: null },
  { frequency: 'yearly', next_due_on: '2026-03-31', remaining_count: 1 },
  { frequency: 'weekly', next_due_on: '2027-01-15', remaining_count: null },
  { frequency: 'weekly', next_due_on: '2026-12-31', remaining_count: 3 },
  { frequency: 'every_two_weeks', next_due_on: '2026-12-31', remaining_count: null },
  { frequency: 'every_two_weeks', next_due_on: '2027-02-28', remaining_count: 2 },
  { frequency: 'once', next_due_on: '2027-02-01', remaining_count: 1 },
  { frequency: 'once', next_due_on: '2027-05-01', remaining_count: 1 },
  { frequency: 'monthly', next_due_on: '2027-04-21', remaining_count: null },
  { frequency: 'monthly', next_due_on: '2027-01-31', remaining_count: null, is_active: false },
];

/** The JavaScript expansion the list had before: from the next payment, a step at a time, while payments are left. */
function expectedDates(schedule: Schedule, end: string): string[] {
  if (schedule.is_active === false) return [];
  const dates: string[] = [];
  let due: string | null = schedule.next_due_on;
  let left = schedule.remaining_count;
  while (due && due <= end && (left === null || left > 0)) {
    dates.push(due);
    due = nextOccurrence(due, schedule.frequency);
    if (left !== null) left -= 1;
  }
  return dates;
}

interface DueLine {
  due_on: string;
  client: { id: number };
  scheduled_payment_id: number | null;
  amount: string;
  payee: string;
  disbursement: { id: number; status: string } | null;
}

describe.each(TEST_DATABASES)('the due list, paged in the database (%s)', (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let token: string;
  const made: { id: number; clientId: number; schedule: Schedule }[] = [];
  const drafts: { id: number; clientId: number; dueOn: string }[] = [];

  const due = (query: string) => call(ctx, 'GET', `/due?${query}`, token);

  beforeAll(async () => {
    token = (await staffWithToken(ctx, ['finance'], 'Fiona Finance')).token;
    const second = (await staffWithToken(ctx, ['finance'], 'Sam Second')).token;
    const vendor = await call(ctx, 'POST', '/vendors', token, {
      name: 'Lansing Gardens Apartments',
      kind: 'landlord',
      payment_method: 'check',
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
    const clients = [
      await createLedgerClient(ctx, 'Dueone'),
      await createLedgerClient(ctx, 'Duetwo'),
      await createLedgerClient(ctx, 'Duethree'),
    ];
    for (const [index, schedule] of SCHEDULES.entries()) {
      const clientId = clients[index % clients.length]!;
      const response = await call(ctx, 'POST', '/scheduled-payments', token, {
        client_id: clientId,
        program_id: 1,
        ...(index % 2 === 0 ? { vendor_id: vendor.json().data.id } : {}),
        description: `Bill ${index}`,
        category: 'housing',
        amount: `${100 + index}.25`,
        ...schedule,
      });
      expect(response.statusCode, response.body).toBe(201);
      made.push({ id: response.json().data.id, clientId, schedule });
    }
    // Payments drafted by hand: one overdue, one in the window, one after it; one approved; one paid (not listed).
    for (const clientId of clients.slice(0, 2)) {
      const deposit = await postDeposit(ctx, token, {
        client_id: clientId,
        source: 'ssi',
        amount: '5000.00',
        received_on: '2027-01-02',
      });
      expect(deposit.statusCode, deposit.body).toBe(201);
      const budget = await call(ctx, 'PUT', `/clients/${clientId}/budget`, token, {
        program_id: 1,
        lines: [{ category: 'food', monthly: '500.00', on_card: false }],
      });
      expect(budget.statusCode, budget.body).toBe(200);
    }
    for (const [index, dueOn] of ['2027-01-05', '2027-01-31', '2027-04-21', '2027-02-28', '2027-01-10'].entries()) {
      const draft = await call(ctx, 'POST', '/disbursements', token, {
        client_id: clients[index % 2],
        payee_name: `Corner Grocer ${index}`,
        description: `By hand ${index}`,
        category: 'food',
        amount: `${20 + index}.00`,
        due_on: dueOn,
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json().data.id as number;
      if (index >= 3) {
        const approved = await call(ctx, 'POST', `/disbursements/${id}/approve`, second, {});
        expect(approved.statusCode, approved.body).toBe(200);
      }
      if (index === 4) {
        const paid = await call(ctx, 'POST', `/disbursements/${id}/pay`, token, {
          method: 'check',
          reference: `CHK-${id}`,
          paid_on: TODAY,
        });
        expect(paid.statusCode, paid.body).toBe(200);
        continue;
      }
      drafts.push({ id, clientId: clients[index % 2]!, dueOn });
    }
  });

  /** What the list must hold to `end`, in its order: by due date, client, a schedule's before a payment, then id. */
  const expected = (end: string) =>
    [
      ...made.flatMap(({ id, clientId, schedule }) =>
        expectedDates(schedule, end).map((day) => ({ due_on: day, client: clientId, schedule: id, payment: null as number | null })),
      ),
      ...drafts
        .filter((draft) => draft.dueOn <= end)
        .map((draft) => ({ due_on: draft.dueOn, client: draft.clientId, schedule: null, payment: draft.id })),
    ].sort(
      (a, b) =>
        a.due_on.localeCompare(b.due_on) ||
        a.client - b.client ||
        Number(a.payment !== null) - Number(b.payment !== null) ||
        (a.payment ?? a.schedule!) - (b.payment ?? b.schedule!),
    );
  const shape = (lines: DueLine[]) =>
    lines.map((line) => ({
      due_on: line.due_on,
      client: line.client.id,
      schedule: line.disbursement ? null : line.scheduled_payment_id,
      payment: line.disbursement?.id ?? null,
    }));

  it('shows every payment of each schedule in the window on the dates nextOccurrence gives, month ends included, and the payments not paid yet', async () => {
    const response = await due('days=90&per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json() as { data: DueLine[]; meta: { total: number } };
    const want = expected(END_90);
    expect(shape(data)).toEqual(want);
    expect(meta).toEqual({ page: 1, per_page: 100, total: want.length, last_page: 1 });
    // Every frequency is in the proof, and a month's end moves as the JavaScript moves it (Oct 31 → Nov 30 → Dec 30 …).
    expect(new Set(SCHEDULES.map((schedule) => schedule.frequency))).toEqual(new Set(PAYMENT_FREQUENCIES));
    const fromOctober = data.filter((line) => line.scheduled_payment_id === made[0]!.id).map((line) => line.due_on);
    expect(fromOctober).toEqual(['2026-10-31', '2026-11-30', '2026-12-30', '2027-01-30', '2027-02-28', '2027-03-28']);
    const leapDay = data.filter((line) => line.scheduled_payment_id === made[6]!.id).map((line) => line.due_on);
    expect(leapDay).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28']);
    // What each line shows: a schedule's payee (its vendor, else its description) and amount; a payment's status.
    const first = data.find((line) => line.scheduled_payment_id === made[0]!.id)!;
    expect(first).toMatchObject({ payee: 'Lansing Gardens Apartments', amount: '100.25', disbursement: null });
    const second = data.find((line) => line.scheduled_payment_id === made[1]!.id)!;
    expect(second).toMatchObject({ payee: 'Bill 1', amount: '101.25' });
    const approved = data.find((line) => line.disbursement?.id === drafts[3]!.id)!;
    expect(approved).toMatchObject({ amount: '23.00', disbursement: { status: 'approved' } });
  });

  it('keeps the filter by days: 14 days ahead ends on the 3rd of February', async () => {
    const response = await due('days=14&per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    const want = expected('2027-02-03');
    expect(shape(response.json().data)).toEqual(want);
    expect(want.length).toBeLessThan(expected(END_90).length);
    // 14 days is the default.
    expect((await due('per_page=100')).json().meta.total).toBe(want.length);
    // The overview's count of payments due in 14 days is the list's own: every payment of a weekly schedule, not one.
    const overview = await call(ctx, 'GET', '/overview', token);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().data.due_in_next_14_days).toBe(want.length);
    expect(want.length).toBeGreaterThan(new Set(want.map((line) => line.schedule ?? `payment ${line.payment}`)).size);
  });

  it('pages in the database: page 2 of 5 a page is the 6th to 10th line, and a page past the end is empty', async () => {
    const all = shape((await due('days=90&per_page=100')).json().data);
    const page2 = await due('days=90&page=2&per_page=5');
    expect(page2.statusCode, page2.body).toBe(200);
    expect(shape(page2.json().data)).toEqual(all.slice(5, 10));
    expect(page2.json().meta).toEqual({ page: 2, per_page: 5, total: all.length, last_page: Math.ceil(all.length / 5) });
    const last = Math.ceil(all.length / 5);
    expect(shape((await due(`days=90&page=${last}&per_page=5`)).json().data)).toEqual(all.slice((last - 1) * 5));
    const past = (await due(`days=90&page=${last + 1}&per_page=5`)).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(all.length);
    expect((await due('per_page=101')).statusCode).toBe(422);
  });

  it('is read with as many SQL statements for 20 lines as for 2', async () => {
    expect((await due('days=90&per_page=2')).statusCode).toBe(200); // the token and the limits read once before counting
    const two = await queries.count(() => due('days=90&per_page=2'));
    const twenty = await queries.count(() => due('days=90&per_page=20'));
    expect(two.result.json().data).toHaveLength(2);
    expect(twenty.result.json().data).toHaveLength(20);
    const [few, many] = [routeStatements(two.statements), routeStatements(twenty.statements)];
    expect(many.length, many.join('\n')).toBe(few.length);
    expect(many.length, many.join('\n')).toBeLessThanOrEqual(2); // the page with its total, and its clients
  });
});

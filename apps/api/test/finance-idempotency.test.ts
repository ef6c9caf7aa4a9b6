import { randomUUID } from 'node:crypto';
import {
  API_PREFIX,
  BANK_STATEMENT_COLUMNS,
  IDEMPOTENCY_ANSWER_LOST_MESSAGE,
  IDEMPOTENCY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  SSA_DEPOSIT_FILE_COLUMNS,
  type AuditAction,
} from '@payee/contract';
import { and, count, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, idempotencyKeys, journalEntries, settings } from '../src/db/schema/index';
import { IDEMPOTENCY_KEY_KEPT_MS, IDEMPOTENCY_LEASE_MS, requestFingerprint } from '../src/plugins/idempotency';
import { TEST_DATABASES, useTestApp, type ZodApp } from './helpers/app';
import { createLedgerClient, FINANCE, staffWithToken } from './helpers/finance';
import { FilePart, multipart } from './helpers/intake';
import { bearer, testClock } from './helpers/staff';

/** The app's "today": 15 June 2026 (noon in Michigan, in any zone); every posting below is dated in June. */
const clock = testClock(new Date('2026-06-15T16:00:00Z'));

const csv = (columns: readonly string[], rows: string[][]) => [columns.join(','), ...rows.map((row) => row.join(','))].join('\n') + '\n';

/** A test-only route that posts as the finance routes do: `app.db.transaction`, then whatever `after` does. */
const TEST_ROUTE = `${API_PREFIX}/test/idempotent-write`;
let runs = 0;
let gate: Promise<void> | null = null;
let failure: 'none' | 'before-commit' | 'after-commit' = 'none';
function testRoutes(app: ZodApp) {
  app.register(async (scope) => {
    scope.addHook('onRequest', scope.requireStaff);
    scope.post(TEST_ROUTE, { config: { idempotent: true } }, async (_request, reply) => {
      runs += 1;
      if (gate) await gate;
      if (failure === 'before-commit') throw new Error('The server failed before the work.');
      await app.db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: `idempotency-test:${randomUUID()}`, value: {} });
      });
      if (failure === 'after-commit') throw new Error('The server failed after the work.');
      return reply.code(201).send({ message: 'Written.', data: { run: runs } });
    });
  });
}

describe.each(TEST_DATABASES)('Idempotency-Key on the routes that post money (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now, setup: testRoutes });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let secondFinance: Awaited<ReturnType<typeof staffWithToken>>;
  let ana: number;

  /** The clock moved past the sessions' idle end: the same members sign in again (their keys are theirs, not the token's). */
  const moveClock = async (ms: number) => {
    clock.advance(ms);
    for (const member of [finance, secondFinance]) {
      member.token = (await ctx.app.authTokens.issue({ subjectType: 'staff', subjectId: member.id, ttlMs: 8 * 60 * 60 * 1000 })).token;
    }
  };

  beforeAll(async () => {
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    secondFinance = await staffWithToken(ctx, ['finance'], 'Sam Second');
    ana = await createLedgerClient(ctx, 'Ana', '987650301');
  });

  const url = (path: string) => (path.startsWith(API_PREFIX) ? path : `${FINANCE}${path}`);
  /** A JSON request with that key (none when `key` is null). */
  const send = (path: string, body: unknown, key: string | null, token = finance.token) =>
    ctx.app.inject({
      method: 'POST',
      url: url(path),
      headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body as object,
    });
  /** A CSV file as a browser sends it, with that key. */
  const sendFile = async (path: string, file: string, fields: Record<string, unknown>, key: string) => {
    const form = await multipart({ ...fields, file: new FilePart(file, 'file.csv', 'text/csv') });
    return ctx.app.inject({
      method: 'POST',
      url: url(path),
      headers: { ...bearer(finance.token), ...form.headers, 'idempotency-key': key },
      payload: form.payload,
    });
  };
  const entryCount = async () => (await ctx.database.db.select({ n: count() }).from(journalEntries))[0]!.n;
  const auditCount = async (action: AuditAction) =>
    (await ctx.database.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, action)))[0]!.n;
  const testWrites = async () =>
    (await ctx.database.db.select({ n: count() }).from(settings).where(like(settings.key, 'idempotency-test:%')))[0]!.n;
  const isReplay = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'] === 'true';
  let day = 0;
  /** A deposit body of its own each time (a day of June, an amount), so the tests never meet a reference warning. */
  const depositBody = (amount = '100.00') => {
    day = (day % 28) + 1;
    return { client_id: ana, source: 'ssi', amount, received_on: `2026-06-${String(day).padStart(2, '0')}` };
  };

  it('posts 20 identical requests sent one after another once, and answers each the same', async () => {
    const before = await entryCount();
    const key = randomUUID();
    const body = depositBody('20.00');
    const answers = [];
    for (let attempt = 0; attempt < 20; attempt += 1) answers.push(await send('/deposits', body, key));
    expect(await entryCount()).toBe(before + 1);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.map(isReplay)).toEqual([false, ...Array(19).fill(true)]);
    expect(answers[19]!.headers['content-type']).toMatch(/^application\/json/);
  });

  it('posts 20 identical requests sent at once once: the others answer the same, or 409 while the first is still posting', async () => {
    const before = await entryCount();
    const key = randomUUID();
    const body = depositBody('21.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('/deposits', body, key)));
    expect(await entryCount()).toBe(before + 1);
    const posted = answers.filter((answer) => answer.statusCode === 201);
    const waiting = answers.filter((answer) => answer.statusCode === 409);
    expect(posted.length + waiting.length).toBe(20);
    expect(posted.filter((answer) => !isReplay(answer))).toHaveLength(1);
    expect(new Set(posted.map((answer) => answer.body)).size).toBe(1);
    for (const answer of waiting) {
      expect(answer.json()).toEqual({ message: IDEMPOTENCY_IN_PROGRESS_MESSAGE });
      expect(answer.headers['retry-after']).toBe('1');
    }
    // Once it has posted, the retry gets its answer.
    const retry = await send('/deposits', body, key);
    expect(retry.statusCode).toBe(201);
    expect(isReplay(retry)).toBe(true);
    expect(retry.body).toBe(posted[0]!.body);
    expect(await entryCount()).toBe(before + 1);
  });

  it('refuses the same key with another request (422 in the error shape), and posts nothing for it', async () => {
    const key = randomUUID();
    const body = depositBody('22.00');
    expect((await send('/deposits', body, key)).statusCode).toBe(201);
    const before = await entryCount();
    for (const [path, other] of [
      ['/deposits', { ...body, amount: '23.00' }],
      ['/fees', { client_id: ana, amount: '22.00', posted_on: body.received_on }],
    ] as const) {
      const refused = await send(path, other, key);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: IDEMPOTENCY_KEY_REUSED_MESSAGE,
        errors: { 'Idempotency-Key': [IDEMPOTENCY_KEY_REUSED_MESSAGE] },
      });
    }
    expect(await entryCount()).toBe(before);
  });

  it("keeps each member of staff's keys apart: another's same key is a request of their own", async () => {
    const key = randomUUID();
    const body = depositBody('24.00');
    const before = await entryCount();
    const first = await send('/deposits', body, key);
    const second = await send('/deposits', body, key, secondFinance.token);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(isReplay(second)).toBe(false);
    expect(second.json().data.created_by.name).toBe('Sam Second');
    expect(await entryCount()).toBe(before + 2);
  });

  it('reads the key as the draft sends it (a quoted string) or bare, and refuses a malformed one with a 422', async () => {
    const body = depositBody('25.00');
    const before = await entryCount();
    expect((await send('/deposits', body, '"order-25"')).statusCode).toBe(201);
    const bare = await send('/deposits', body, 'order-25');
    expect(isReplay(bare)).toBe(true);
    for (const bad of ['""', 'two words', '"unclosed', 'x'.repeat(256)]) {
      const refused = await send('/deposits', body, bad);
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json().errors).toEqual({ 'Idempotency-Key': [IDEMPOTENCY_KEY_INVALID_MESSAGE] });
    }
    expect(await entryCount()).toBe(before + 1);
  });

  it('keeps a key and its answer for 24 hours; after that the key is new again', async () => {
    const key = randomUUID();
    const body = depositBody('26.00');
    const before = await entryCount();
    expect((await send('/deposits', body, key)).statusCode).toBe(201);
    await moveClock(IDEMPOTENCY_KEY_KEPT_MS - 60_000);
    expect(isReplay(await send('/deposits', body, key))).toBe(true);
    expect(await entryCount()).toBe(before + 1);
    await moveClock(60_000);
    const later = await send('/deposits', body, key);
    expect(later.statusCode).toBe(201);
    expect(isReplay(later)).toBe(false);
    expect(await entryCount()).toBe(before + 2);
  });

  it('runs a retry again after a 4xx: nothing was posted, and the book may have changed since', async () => {
    const ben = await createLedgerClient(ctx, 'Ben', '987650302');
    const key = randomUUID();
    const fee = { client_id: ben, amount: '30.00', posted_on: '2026-06-10' };
    const refused = await send('/fees', fee, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toHaveProperty('override_reason');
    // The money arrives; the same request with the same key now posts.
    expect((await send('/deposits', { client_id: ben, source: 'ssi', amount: '50.00', received_on: '2026-06-09' }, null)).statusCode).toBe(
      201,
    );
    const retried = await send('/fees', fee, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(isReplay(retried)).toBe(false);
    expect(isReplay(await send('/fees', fee, key))).toBe(true);
  });

  it('runs a retry again after a 5xx that came before anything was written', async () => {
    const key = randomUUID();
    const before = await testWrites();
    failure = 'before-commit';
    const failed = await send(TEST_ROUTE, { n: 1 }, key);
    failure = 'none';
    expect(failed.statusCode).toBe(500);
    const retried = await send(TEST_ROUTE, { n: 1 }, key);
    expect(retried.statusCode).toBe(201);
    expect(isReplay(retried)).toBe(false);
    expect(await testWrites()).toBe(before + 1);
  });

  it('never runs again what committed before a 5xx: the retry is told it was done and its answer lost', async () => {
    const key = randomUUID();
    const before = await testWrites();
    failure = 'after-commit';
    const failed = await send(TEST_ROUTE, { n: 2 }, key);
    failure = 'none';
    expect(failed.statusCode).toBe(500);
    const retried = await send(TEST_ROUTE, { n: 2 }, key);
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toEqual({ message: IDEMPOTENCY_ANSWER_LOST_MESSAGE });
    expect(await testWrites()).toBe(before + 1);
  });

  it('after a crash mid-request: 409 while its lease lasts, then run again only if it had not committed', async () => {
    const body = { n: 3 };
    const hash = await requestFingerprint('POST', TEST_ROUTE, body);
    const now = clock.now();
    const leftBy = (key: string, committed: boolean) =>
      ctx.database.db.insert(idempotencyKeys).values({
        staffUserId: finance.id,
        key,
        requestHash: hash,
        claimToken: randomUUID(),
        lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
        committedAt: committed ? now : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_KEPT_MS),
      });
    const [uncommitted, committed] = [randomUUID(), randomUUID()];
    await leftBy(uncommitted, false);
    await leftBy(committed, true);
    const before = await testWrites();
    for (const key of [uncommitted, committed]) {
      const waiting = await send(TEST_ROUTE, body, key);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().message).toBe(IDEMPOTENCY_IN_PROGRESS_MESSAGE);
    }
    await moveClock(IDEMPOTENCY_LEASE_MS);
    const rerun = await send(TEST_ROUTE, body, uncommitted);
    expect(rerun.statusCode).toBe(201);
    const lost = await send(TEST_ROUTE, body, committed);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe(IDEMPOTENCY_ANSWER_LOST_MESSAGE);
    expect(await testWrites()).toBe(before + 1);
  });

  it('lets only one of two attempts commit when a retry takes over a key whose attempt outlived its lease', async () => {
    const key = randomUUID();
    const before = await testWrites();
    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const runsBefore = runs;
    const slow = send(TEST_ROUTE, { n: 4 }, key);
    // It holds the key and waits at the gate, its lease running out.
    await expect.poll(() => runs).toBe(runsBefore + 1);
    await moveClock(IDEMPOTENCY_LEASE_MS);
    gate = null;
    const retry = await send(TEST_ROUTE, { n: 4 }, key);
    expect(retry.statusCode).toBe(201);
    open();
    const late = await slow;
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(IDEMPOTENCY_IN_PROGRESS_MESSAGE);
    expect(await testWrites()).toBe(before + 1);
    expect(isReplay(await send(TEST_ROUTE, { n: 4 }, key))).toBe(true);
  });

  it('marks every finance route that writes (all but the preview) idempotent', () => {
    const writes = ctx.routes.filter(
      (route) => route.url.startsWith(`${FINANCE}/`) && [route.method].flat().includes('POST') && !route.url.endsWith('/preview'),
    );
    expect(writes.length).toBeGreaterThanOrEqual(16);
    expect(writes.filter((route) => route.config?.idempotent !== true).map((route) => route.url)).toEqual([]);
  });

  describe('each route that posts: a retry with the same key posts once and answers the same', () => {
    const june = '2026-06';
    /**
     * A draft (approved, paid when asked) of Ana's, to act on. Each after the first is a possible duplicate of the one
     * before (the same payee in the same month): drafted with a reason.
     */
    const payment = async (upTo: 'draft' | 'approved' | 'paid') => {
      const draft = (
        await send(
          '/disbursements',
          {
            client_id: ana,
            payee_name: 'Meijer',
            description: 'Groceries',
            category: 'food',
            amount: '5.00',
            due_on: '2026-06-12',
            duplicate_reason: 'Another payment for the test.',
          },
          null,
        )
      ).json().data;
      if (upTo !== 'draft') await send(`/disbursements/${draft.id}/approve`, {}, null);
      if (upTo === 'paid') await send(`/disbursements/${draft.id}/pay`, { method: 'check', reference: `C-${draft.id}` }, null);
      return draft.id as number;
    };
    const cases: {
      name: string;
      action: AuditAction;
      entries: number;
      request: () => Promise<(key: string) => Promise<LightMyRequestResponse>>;
    }[] = [
      {
        name: 'a deposit',
        action: 'finance.deposit',
        entries: 1,
        request: async () => {
          const body = depositBody('31.00');
          return (key) => send('/deposits', body, key);
        },
      },
      {
        name: 'a fee',
        action: 'finance.fee',
        entries: 1,
        request: async () => (key) => send('/fees', { client_id: ana, amount: '1.00', posted_on: '2026-06-11' }, key),
      },
      {
        name: 'an adjustment',
        action: 'finance.adjustment',
        entries: 1,
        request: async () => (key) =>
          send(
            '/adjustments',
            {
              client_id: ana,
              direction: 'in',
              amount: '0.50',
              category: 'other_income',
              posted_on: '2026-06-11',
              description: 'Interest',
              reason: 'The pooled account earned interest.',
            },
            key,
          ),
      },
      {
        name: 'a reversal',
        action: 'finance.reverse',
        entries: 1,
        request: async () => {
          const deposit = (await send('/deposits', depositBody('2.00'), null)).json().data;
          return (key) => send(`/entries/${deposit.id}/reverse`, { reason: 'Posted twice by mistake.' }, key);
        },
      },
      {
        name: 'a payment drafted',
        action: 'finance.disbursement_draft',
        entries: 0,
        request: async () => (key) =>
          send(
            '/disbursements',
            { client_id: ana, payee_name: 'CVS', description: 'Medicine', category: 'medical', amount: '3.00', due_on: '2026-06-13' },
            key,
          ),
      },
      {
        name: 'a payment approved',
        action: 'finance.disbursement_approve',
        entries: 0,
        request: async () => {
          const id = await payment('draft');
          return (key) => send(`/disbursements/${id}/approve`, {}, key);
        },
      },
      {
        name: 'a payment marked paid',
        action: 'finance.disbursement_pay',
        entries: 1,
        request: async () => {
          const id = await payment('approved');
          return (key) => send(`/disbursements/${id}/pay`, { method: 'check', reference: `P-${id}` }, key);
        },
      },
      {
        name: 'a paid payment voided',
        action: 'finance.disbursement_void',
        entries: 1,
        request: async () => {
          const id = await payment('paid');
          return (key) => send(`/disbursements/${id}/void`, { reason: 'The check was lost.' }, key);
        },
      },
      {
        name: 'the SSA deposit file',
        action: 'finance.deposit_import',
        entries: 1,
        request: async () => {
          const file = csv(SSA_DEPOSIT_FILE_COLUMNS, [['2026-06-03', '987-65-0301', 'ANA LEDGER', 'SSI', '12.00', `SSA-${randomUUID()}`]]);
          return (key) => sendFile('/deposit-imports', file, {}, key);
        },
      },
      {
        name: 'the bank statement',
        action: 'finance.bank_statement_import',
        entries: 0,
        request: async () => {
          const file = csv(BANK_STATEMENT_COLUMNS, [['2026-06-03', 'SSA deposit', 'X', '12.00', '1000.00']]);
          return (key) => sendFile(`/reconciliation/${june}/bank-statement`, file, {}, key);
        },
      },
      {
        name: 'a vendor added',
        action: 'finance.vendor_create',
        entries: 0,
        request: async () => {
          const vendor = { name: `Vendor ${randomUUID().slice(0, 6)}`, kind: 'utility', payment_method: 'check' };
          return (key) => send('/vendors', vendor, key);
        },
      },
      {
        name: 'a scheduled payment added',
        action: 'finance.schedule_create',
        entries: 0,
        request: async () => (key) =>
          send(
            '/scheduled-payments',
            {
              client_id: ana,
              description: 'Phone',
              category: 'utilities',
              amount: '40.00',
              frequency: 'monthly',
              next_due_on: '2026-07-01',
            },
            key,
          ),
      },
    ];

    it.each(cases)('$name', async ({ action, entries, request }) => {
      const retry = await request();
      const [entriesBefore, auditsBefore] = [await entryCount(), await auditCount(action)];
      const key = randomUUID();
      const first = await retry(key);
      expect(first.statusCode, first.body).toBeLessThan(300);
      const second = await retry(key);
      expect([second.statusCode, second.body, isReplay(second)]).toEqual([first.statusCode, first.body, true]);
      expect(await entryCount()).toBe(entriesBefore + entries);
      expect(await auditCount(action)).toBe(auditsBefore + 1);
      // The key row holds the answer given, under this member of staff.
      const [row] = await ctx.database.db
        .select({ status: idempotencyKeys.responseStatus })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.staffUserId, finance.id), eq(idempotencyKeys.key, key)));
      expect(row).toEqual({ status: first.statusCode });
    });
  });

  it('runs a request without the header as before', async () => {
    const before = await entryCount();
    const keysBefore = (await ctx.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n;
    const body = depositBody('27.00');
    expect((await send('/deposits', body, null)).statusCode).toBe(201);
    expect((await send('/deposits', body, null)).statusCode).toBe(201);
    expect(await entryCount()).toBe(before + 2);
    expect((await ctx.database.db.select({ n: count() }).from(idempotencyKeys))[0]!.n).toBe(keysBefore);
  });
});

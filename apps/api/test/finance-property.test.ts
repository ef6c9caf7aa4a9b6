import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-error';
import type { StaffActor } from '../src/modules/audit/actor';
import { createBookService } from '../src/modules/finance/book';
import { createPaymentService } from '../src/modules/finance/payments';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { accountsOffTheirLines, accountSum, createLedgerClient, totalsByAccountKind } from './helpers/finance';
import { createStaffMember, testClock } from './helpers/staff';

const clock = testClock(new Date('2026-06-15T16:00:00Z'));

/** One posting of a random sequence: which of three clients, how much (cents), and for some an override or a target. */
type Step =
  | { kind: 'deposit'; client: number; cents: number }
  | { kind: 'fee'; client: number; cents: number }
  | { kind: 'adjustment'; client: number; cents: number; out: boolean; override: boolean }
  | { kind: 'payment'; client: number; cents: number; override: boolean; voidAfter: boolean }
  | { kind: 'reverse'; pick: number };

const client = fc.integer({ min: 0, max: 2 });
const amount = fc.integer({ min: 1, max: 150_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), client, cents: amount }),
  fc.record({ kind: fc.constant('fee' as const), client, cents: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({ kind: fc.constant('adjustment' as const), client, cents: amount, out: fc.boolean(), override: fc.boolean() }),
  fc.record({ kind: fc.constant('payment' as const), client, cents: amount, override: fc.boolean(), voidAfter: fc.boolean() }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
);

const isRefusal = (error: unknown) => error instanceof ApiError && [409, 422].includes(error.statusCode);

describe.each(TEST_DATABASES)('random posting sequences (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let drafter: StaffActor;
  let approver: StaffActor;
  /** Three clients for every run; each run starts from the balances the runs before left. */
  let ids: number[];

  beforeAll(async () => {
    ids = [await createLedgerClient(ctx, 'Prop'), await createLedgerClient(ctx, 'Prop'), await createLedgerClient(ctx, 'Prop')];
    const one = await createStaffMember(ctx, ['finance']);
    const two = await createStaffMember(ctx, ['finance']);
    drafter = { staffUserId: one.id, name: one.name, ip: null };
    approver = { staffUserId: two.id, name: two.name, ip: null };
  });

  it('keep the bank equal to the sum of the clients, each client equal to the sum of their lines, and no one below zero without an override', async () => {
    const db = ctx.database.db;
    const book = createBookService(db, clock.now);
    const payments = createPaymentService(db, clock.now);
    let steps = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 16 }), async (sequence) => {
        const expected = await Promise.all(ids.map((id) => accountSum(ctx, id)));
        const overridden = expected.map((balance) => balance < 0);
        const posted: { id: number; client: number; effect: number }[] = [];
        for (const current of sequence) {
          steps += 1;
          try {
            if (current.kind === 'deposit') {
              const answer = await book.deposit(
                { client_id: ids[current.client]!, program_id: 1, source: 'ssi', amount: current.cents, received_on: '2026-06-10' },
                drafter,
              );
              // Above the approval limit the deposit waits for the second member, and posts once they approve it.
              const entry = 'waiting' in answer ? await book.approveDeposit(answer.waiting.id, approver) : answer.entry;
              expected[current.client]! += current.cents;
              posted.push({ id: entry.id, client: current.client, effect: current.cents });
            } else if (current.kind === 'fee') {
              const entry = await book.fee(
                { client_id: ids[current.client]!, program_id: 1, amount: current.cents, posted_on: '2026-06-10' },
                drafter,
              );
              expected[current.client]! -= current.cents;
              posted.push({ id: entry.id, client: current.client, effect: -current.cents });
            } else if (current.kind === 'adjustment') {
              const entry = await book.adjustment(
                {
                  client_id: ids[current.client]!,
                  program_id: 1,
                  direction: current.out ? 'out' : 'in',
                  amount: current.cents,
                  category: current.out ? 'other' : 'other_income',
                  posted_on: '2026-06-11',
                  description: 'Property test',
                  reason: 'A random correction.',
                  override_reason: current.override ? 'Allowed in the test.' : undefined,
                },
                drafter,
              );
              const effect = current.out ? -current.cents : current.cents;
              expected[current.client]! += effect;
              if (current.override && current.out) overridden[current.client] = true;
              posted.push({ id: entry.id, client: current.client, effect });
            } else if (current.kind === 'payment') {
              // Every payment of a run goes to the same payee in the same month: each after the first is a
              // possible duplicate, drafted with a reason.
              const { payment: draft } = await payments.draft(
                {
                  client_id: ids[current.client]!,
                  program_id: 1,
                  payee_name: 'Vendor',
                  description: 'Bill',
                  category: 'housing',
                  amount: current.cents,
                  due_on: '2026-06-12',
                  duplicate_reason: 'Another bill of the random sequence.',
                },
                drafter,
              );
              await payments.approve(draft.id, current.override ? 'Allowed in the test.' : undefined, approver);
              const paid = await payments.pay(draft.id, { method: 'check', reference: `C${steps}`, paid_on: '2026-06-12' }, drafter);
              expected[current.client]! -= current.cents;
              if (current.override) overridden[current.client] = true;
              posted.push({ id: paid.entry_id!, client: current.client, effect: -current.cents });
              if (current.voidAfter) {
                await payments.void(draft.id, 'Voided in the test.', drafter);
                expected[current.client]! += current.cents;
                posted.push({ id: -1, client: current.client, effect: 0 });
              }
            } else if (posted.length > 0) {
              const target = posted[current.pick % posted.length]!;
              if (target.id > 0) {
                await book.reverse(target.id, { reason: 'Reversed in the test.', override_reason: 'Allowed in the test.' }, drafter);
                expected[target.client]! -= target.effect;
                if (target.effect > 0) overridden[target.client] = true;
                target.id = -1;
              }
            }
          } catch (error) {
            if (!isRefusal(error)) throw error;
          }

          // The invariants, after every step.
          const total = await totalsByAccountKind(ctx);
          expect(total('bank') + total('client'), 'the bank book balance is the sum of the clients').toBe(0);
          expect(total('fee_income')).toBe(0);
          expect(await accountsOffTheirLines(ctx), "each account's posted total is the sum of its lines").toEqual([]);
          for (const [index, id] of ids.entries()) {
            const balance = await accountSum(ctx, id);
            expect(balance).toBe(expected[index]);
            if (!overridden[index]) expect(balance).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 12, seed: 14 },
    );
    expect(steps).toBeGreaterThan(100);
  }, 300_000);
});

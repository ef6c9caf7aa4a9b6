import { assignmentReasonMessage, duplicateReferenceMessage, SSA_DEPOSIT_FILE_COLUMNS } from '@payee/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, journalEntries } from '../src/db/schema/index';
import { createClientUser } from '../src/modules/clients/service';
import { createLedgerRepository } from '../src/modules/ledger/repository';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import {
  accountsOffTheirLines,
  accountSum,
  call,
  createLedgerClient,
  expectBookInvariants,
  staffWithToken,
  upload,
  postDeposit,
} from './helpers/finance';
import { testClock } from './helpers/staff';

/** The app's "today": 15 June 2026 (noon in Michigan, in any zone). */
const clock = testClock(new Date('2026-06-15T16:00:00Z'));

const depositFile = (rows: string[][]) => [[...SSA_DEPOSIT_FILE_COLUMNS].join(','), ...rows.map((row) => row.join(','))].join('\n') + '\n';

describe.each(TEST_DATABASES)('money in: checks before posting (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let finance: Awaited<ReturnType<typeof staffWithToken>>;
  let ana: number;
  let ben: number;
  let cleo: number;

  beforeAll(async () => {
    finance = await staffWithToken(ctx, ['finance'], 'Fiona Finance');
    ana = await createLedgerClient(ctx, 'Ana', '987650201');
    ben = await createLedgerClient(ctx, 'Ben', '987650202');
    cleo = await createLedgerClient(ctx, 'Cleo', '987650203');
  });

  const post = (url: string, body: unknown) => call(ctx, 'POST', url, finance.token, body);
  const lastAudit = async (action: 'finance.deposit_import' | 'finance.deposit_assign') =>
    (await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1))[0];

  describe('a manual deposit whose reference the client has on a deposit already', () => {
    it('is refused until the user confirms, naming the earlier deposit; then it posts', async () => {
      const first = await postDeposit(ctx, finance.token, {
        client_id: ana,
        source: 'social_security',
        amount: '943.00',
        received_on: '2026-06-03',
        reference: 'SSA-0603-1',
      });
      expect(first.statusCode, first.body).toBe(201);
      const earlier = first.json().data;
      const before = await accountSum(ctx, ana);

      const again = { client_id: ana, source: 'social_security', amount: '943.00', received_on: '2026-06-04', reference: ' ssa-0603-1 ' };
      const warned = await postDeposit(ctx, finance.token, again);
      expect(warned.statusCode).toBe(409);
      const message = duplicateReferenceMessage({
        client: 'Ana Ledger',
        reference: 'SSA-0603-1',
        entryId: earlier.id,
        amount: '$943.00',
        day: '06/03/2026',
      });
      expect(warned.json()).toEqual({ message, errors: { confirm_duplicate_reference: [message] } });
      expect(await accountSum(ctx, ana)).toBe(before);

      const confirmed = await postDeposit(ctx, finance.token, { ...again, confirm_duplicate_reference: true });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      expect(await accountSum(ctx, ana)).toBe(before + 94_300);
    });

    it("warns of a deposit the SSA file posted too, but not of another client's, nor of one that was reversed", async () => {
      const file = depositFile([['2026-06-05', '987-65-0202', 'BEN LEDGER', 'SSI', '50.00', 'SSA-0605-7']]);
      expect((await upload(ctx, '/deposit-imports', finance.token, file)).statusCode).toBe(201);
      const byHand = { client_id: ben, source: 'ssi', amount: '50.00', received_on: '2026-06-05', reference: 'SSA-0605-7' };
      const warned = await postDeposit(ctx, finance.token, byHand);
      expect(warned.statusCode).toBe(409);
      expect(warned.json().message).toMatch(
        /^Ben Ledger already has a deposit with the reference SSA-0605-7: entry \d+, \$50\.00 received on 06\/05\/2026\./,
      );

      // Cleo has no deposit with that reference.
      expect((await postDeposit(ctx, finance.token, { ...byHand, client_id: cleo })).statusCode).toBe(201);

      // A reversed deposit is not money received: the reference is free again.
      const wrong = (await postDeposit(ctx, finance.token, { ...byHand, client_id: cleo, reference: 'CHK-77', amount: '12.00' })).json()
        .data;
      expect((await post(`/entries/${wrong.id}/reverse`, { reason: 'Typed the wrong amount.' })).statusCode).toBe(201);
      expect((await postDeposit(ctx, finance.token, { ...byHand, client_id: cleo, reference: 'CHK-77', amount: '21.00' })).statusCode).toBe(
        201,
      );
      // Without a reference there is nothing to compare.
      expect((await postDeposit(ctx, finance.token, { ...byHand, reference: '' })).statusCode).toBe(201);
    });
  });

  describe('the SSA deposit file: a row assigned by hand', () => {
    const file = depositFile([
      ['2026-06-10', '987-65-0201', 'ANA LEDGER', 'SSA', '900.00', 'SSA-0610-1'],
      ['2026-06-10', '987-65-0299', 'A LEDGER', 'SSA', '25.00', 'SSA-0610-2'],
      ['2026-06-10', '987-65-0202', 'BEN LEDGER', 'SSI', '50.00', 'SSA-0605-7'],
    ]);

    it("needs a reason when the client's SSN is not the row's, keeps it on the entry and in the audit trail, and says what was posted", async () => {
      const anaBefore = await accountSum(ctx, ana);
      const noReason = await upload(ctx, '/deposit-imports', finance.token, file, { assignments: { 0: { row: 2, client_id: ana } } });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors).toEqual({ 'assignments.0.reason': [assignmentReasonMessage(2, 'Ana Ledger')] });
      const tooShort = await upload(ctx, '/deposit-imports', finance.token, file, {
        assignments: { 0: { row: 2, client_id: ana, reason: 'Hers' } },
      });
      expect(tooShort.statusCode).toBe(422);
      expect(Object.keys(tooShort.json().errors)).toEqual(['assignments.0.reason']);
      expect(await accountSum(ctx, ana)).toBe(anaBefore);

      const reason = 'Her back payment: SSA used the SSN on her old award letter.';
      const committed = await upload(ctx, '/deposit-imports', finance.token, file, {
        assignments: { 0: { row: 2, client_id: ana, reason } },
      });
      expect(committed.statusCode, committed.body).toBe(201);
      const result = committed.json();
      // Row 3 was posted with the earlier file: skipped, saying where it went.
      const [, assignedRow, skippedRow] = result.data.rows;
      expect(result.data).toMatchObject({
        posted: 2,
        skipped: 1,
        amount_posted: '925.00',
        posted_to: [{ client: { id: ana, name: 'Ana Ledger' }, rows: [1, 2], amount: '925.00' }],
        skipped_rows: [
          {
            row: 3,
            reference: 'SSA-0605-7',
            reason: `Posted before (entry ${skippedRow.entry_id}, to Ben Ledger): a payment is posted once.`,
          },
        ],
      });
      expect(result.message).toBe(
        'Posted 2 deposits from the file, $925.00 in all: Ana Ledger $925.00 (rows 1, 2). 1 row skipped, posted before.',
      );
      expect(await accountSum(ctx, ana)).toBe(anaBefore + 92_500);

      // The reason is kept with the posting…
      const [entry] = await ctx.database.db.select().from(journalEntries).where(eq(journalEntries.id, assignedRow.entry_id));
      expect(entry!.assignmentReason).toBe(reason);
      expect((await call(ctx, 'GET', `/entries/${assignedRow.entry_id}`, finance.token)).json().data.assignment_reason).toBe(reason);
      // …and in the audit trail: a row of its own in Ana's history, and the file's row saying which went by hand.
      expect(await lastAudit('finance.deposit_assign')).toMatchObject({
        clientId: ana,
        staffUserId: finance.id,
        recordType: 'journal_entry',
        recordId: String(assignedRow.entry_id),
        reason,
        details: { row: 2, reference: 'SSA-0610-2', amount_cents: 2_500, deposit_import_id: result.data.import_id },
      });
      expect((await lastAudit('finance.deposit_import'))?.details).toMatchObject({
        assigned_by_hand: [{ row: 2, client_id: ana, entry_id: assignedRow.entry_id, ssn_matches: false }],
      });
      // The row matched by its SSN has no reason.
      const [matched] = await ctx.database.db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.reference, 'SSA-0610-1')));
      expect(matched!.assignmentReason).toBeNull();
      await expectBookInvariants(ctx, finance.token, [ana, ben, cleo]);
    });

    it('shows, on a re-import of the same file, the client each row went to; posting it again posts nothing and says why', async () => {
      const preview = await upload(ctx, '/deposit-imports/preview', finance.token, file);
      expect(preview.statusCode).toBe(200);
      expect(
        preview.json().data.rows.map((row: { status: string; client: { name: string } | null }) => [row.status, row.client?.name]),
      ).toEqual([
        ['already_posted', 'Ana Ledger'],
        ['already_posted', 'Ana Ledger'],
        ['already_posted', 'Ben Ledger'],
      ]);
      const again = await upload(ctx, '/deposit-imports', finance.token, file);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ posted: 0, skipped: 3, amount_posted: '0.00', posted_to: [] });
      expect(again.json().data.skipped_rows.map((row: { reason: string }) => row.reason)).toEqual([
        expect.stringMatching(/^Posted before \(entry \d+, to Ana Ledger\)/),
        expect.stringMatching(/^Posted before \(entry \d+, to Ana Ledger\)/),
        expect.stringMatching(/^Posted before \(entry \d+, to Ben Ledger\)/),
      ]);
    });

    it("needs no reason when the client's SSN is the row's (someone the file does not match: not a client yet)", async () => {
      // Onboarding, not a client yet, but already enrolled: the file finds no client, and finance assigns the row to her.
      const dora = await createClientUser(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, {
        username: `dora.${Date.now()}`,
        password: 'Ledger@Client1',
        ssn: '987650204',
        dateOfBirth: '1970-01-01',
        firstName: 'Dora',
        lastName: 'Ledger',
        processType: 'onboarding',
        currentProcess: 'approved',
      });
      await createLedgerRepository(ctx.database.db).enrol({ clientId: dora, programId: 1, status: 1, enrolledOn: '2025-01-01' });
      const ownSsn = depositFile([['2026-06-11', '987-65-0204', 'DORA LEDGER', 'SSA', '10.00', 'SSA-0611-1']]);
      const preview = (await upload(ctx, '/deposit-imports/preview', finance.token, ownSsn)).json().data;
      expect(preview.rows[0]).toMatchObject({ status: 'unmatched', client: null });
      const committed = await upload(ctx, '/deposit-imports', finance.token, ownSsn, { assignments: { 0: { row: 1, client_id: dora } } });
      expect(committed.statusCode, committed.body).toBe(201);
      expect(committed.json().data.rows[0]).toMatchObject({ status: 'assigned', client: { id: dora } });
      expect((await lastAudit('finance.deposit_import'))?.details).toMatchObject({
        assigned_by_hand: [{ row: 1, client_id: dora, ssn_matches: true }],
      });
    });
  });

  it("keeps every account's posted total equal to the sum of its lines, after all of the above", async () => {
    expect(await accountsOffTheirLines(ctx)).toEqual([]);
  });
});

import { API_PREFIX } from '@payee/contract';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { journalLines, ledgerAccounts } from '../../src/db/schema/index';
import { createClientUser } from '../../src/modules/clients/service';
import { createLedgerRepository } from '../../src/modules/ledger/repository';
import type { TestApp } from './app';
import { FilePart, multipart } from './intake';
import { bearer, createStaffMember } from './staff';

export const FINANCE = `${API_PREFIX}/admin/finance`;

/** A member of staff with these roles and a session token for them (no sign-in steps: the token service issues it). */
export async function staffWithToken(ctx: TestApp, roles: Parameters<typeof createStaffMember>[1], name?: string) {
  const member = await createStaffMember(ctx, roles, name);
  const { token } = await ctx.app.authTokens.issue({ subjectType: 'staff', subjectId: member.id, ttlMs: 8 * 60 * 60 * 1000 });
  return { ...member, token };
}

let clientNumber = 0;
/** The password of every client `createLedgerClient` makes. */
export const LEDGER_CLIENT_PASSWORD = 'Ledger@Client1';

/**
 * An active client enrolled in program 1 with no money yet; SSN 987-65-43xx style but unique per call. `username`
 * when the test signs in as them (with `LEDGER_CLIENT_PASSWORD`).
 */
export async function createLedgerClient(ctx: TestApp, firstName: string, ssn?: string, username?: string) {
  clientNumber += 1;
  const id = await createClientUser(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, {
    username: username ?? `${firstName.toLowerCase()}.${clientNumber}.${Math.random().toString(36).slice(2, 6)}`,
    password: LEDGER_CLIENT_PASSWORD,
    ssn: ssn ?? `9876${String(50_000 + Math.floor(Math.random() * 49_999)).padStart(5, '0')}`,
    dateOfBirth: '1970-01-01',
    firstName,
    lastName: 'Ledger',
    processType: 'client',
    currentProcess: 'approved',
  });
  await createLedgerRepository(ctx.database.db).enrol({ clientId: id, programId: 1, status: 1, enrolledOn: '2025-01-01' });
  return id;
}

/** Calls a finance route as `token`; `body` as JSON. */
export function call(ctx: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) {
  return ctx.app.inject({
    method,
    url: url.startsWith(API_PREFIX) ? url : `${FINANCE}${url}`,
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/**
 * Records a deposit by hand as `token`, as `POST /deposits` does; one above the approval limit waits for a second
 * finance member (202; docs/decisions/money.md, "Separation of duties"), whom this makes to approve it, so it posts as the test
 * means it to: the answer is the posting's (201 with the entry), or the refusal of the deposit itself.
 */
export async function postDeposit(ctx: TestApp, token: string, body: unknown) {
  const answer = await call(ctx, 'POST', '/deposits', token, body);
  if (answer.statusCode !== 202) return answer;
  const approver = await staffWithToken(ctx, ['finance']);
  return call(ctx, 'POST', `/deposit-approvals/${answer.json().data.id}/approve`, approver.token);
}

/** Posts a CSV file (and form fields) as a browser would. */
export async function upload(
  ctx: TestApp,
  url: string,
  token: string,
  csv: string,
  fields: Record<string, unknown> = {},
  fileName = 'file.csv',
) {
  const form = await multipart({ ...fields, file: new FilePart(csv, fileName, 'text/csv') });
  return ctx.app.inject({
    method: 'POST',
    url: url.startsWith(API_PREFIX) ? url : `${FINANCE}${url}`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

/** Cents of a decimal string ("-12.50" → -1250), exactly. */
export const cents = (value: string) => {
  const [whole, fraction = '00'] = value.replace('-', '').split('.');
  const amount = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value.startsWith('-') ? -amount : amount;
};

/** The sum of an account's lines, straight from the journal. */
export async function accountSum(ctx: TestApp, clientId: number, programId = 1) {
  const [row] = await ctx.database.db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)::text` })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(sql`${ledgerAccounts.clientId} = ${clientId} and ${ledgerAccounts.programId} = ${programId}`);
  return Number(row?.total ?? 0);
}

/** The sum of the lines of each kind of account (bank, client, fee_income), straight from the journal. */
export async function totalsByAccountKind(ctx: TestApp) {
  const rows = await ctx.database.db
    .select({ kind: ledgerAccounts.kind, total: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)::text` })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .groupBy(ledgerAccounts.kind);
  return (kind: 'bank' | 'client' | 'fee_income') => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
}

/**
 * The book's invariants, read straight from the tables: every entry's lines sum to zero, the pooled bank account's
 * book balance equals the sum of every client's balance (the fee income account nets to zero), and each client's
 * balance as the API reports it (finance's client ledger) equals the sum of their lines.
 */
export async function expectBookInvariants(ctx: TestApp, token: string, clientIds: number[]) {
  const db = ctx.database.db;
  const unbalanced = await db
    .select({ entryId: journalLines.entryId })
    .from(journalLines)
    .groupBy(journalLines.entryId)
    .having(sql`sum(${journalLines.amountCents}) <> 0 or count(*) < 2`);
  expect(unbalanced, 'entries whose lines do not sum to zero').toEqual([]);
  const total = await totalsByAccountKind(ctx);
  expect(total('bank') + total('client'), 'the bank book balance is the sum of the clients').toBe(0);
  expect(total('fee_income'), 'fees never stay in the trust account').toBe(0);
  const overview = (await call(ctx, 'GET', '/overview', token)).json().data;
  expect(cents(overview.bank_book_balance)).toBe(-total('bank'));
  expect(cents(overview.client_balances_total)).toBe(total('client'));
  expect(overview.is_balanced).toBe(true);
  for (const clientId of clientIds) {
    const ledger = (await call(ctx, 'GET', `/clients/${clientId}/ledger?program_id=1&per_page=100`, token)).json();
    expect(cents(ledger.balance), `client ${clientId}'s balance`).toBe(await accountSum(ctx, clientId));
    if (ledger.data.length > 0) expect(ledger.data[0].balance_after).toBe(ledger.balance);
  }
}

/**
 * The accounts whose posted total (`balance_cents`, kept by the journal in each posting) is not the sum of their
 * lines, with both figures: none, when every posting, reversal and import kept it.
 */
export async function accountsOffTheirLines(ctx: TestApp) {
  const accounts = await ctx.database.db.select({ id: ledgerAccounts.id, kept: ledgerAccounts.balanceCents }).from(ledgerAccounts);
  const sums = await ctx.database.db
    .select({ id: journalLines.accountId, total: sql<string>`sum(${journalLines.amountCents})::text` })
    .from(journalLines)
    .groupBy(journalLines.accountId);
  const lines = new Map(sums.map((row) => [row.id, Number(row.total)]));
  return accounts
    .map((account) => ({ id: account.id, kept: Number(account.kept), lines: lines.get(account.id) ?? 0 }))
    .filter((account) => account.kept !== account.lines);
}

/**
 * Where the figures the database keeps for the reconciliation (migration 0039) differ from the same figures summed
 * from the lines they come from: each outstanding entry (a bank entry on no statement line, its net), each day's
 * total of an account that is not a client's, and each statement's line and match counts and sums. Empty when exact.
 */
export async function keptFiguresOffTheirLines(ctx: TestApp) {
  const differing = async (name: string, kept: string, summed: string) => {
    const result = (await ctx.database.db.execute(
      sql.raw(`(${kept} except all ${summed}) union all (${summed} except all ${kept})`),
    )) as unknown as { rows: unknown[] };
    return result.rows.map((row) => ({ figure: name, row }));
  };
  return [
    ...(await differing(
      'outstanding',
      `select entry_id, posted_on, amount_cents from bank_outstanding_entries where amount_cents <> 0`,
      `select line.entry_id, min(line.posted_on), -sum(line.amount_cents) from journal_lines line
         join ledger_accounts account on account.id = line.account_id and account.kind = 'bank'
         where not exists (select 1 from bank_statement_lines matched where matched.matched_entry_id = line.entry_id)
         group by line.entry_id having sum(line.amount_cents) <> 0`,
    )),
    ...(await differing(
      'day totals',
      `select account_id, day, amount_cents from ledger_daily_totals where amount_cents <> 0`,
      `select line.account_id, line.posted_on, sum(line.amount_cents) from journal_lines line
         join ledger_accounts account on account.id = line.account_id and account.kind <> 'client'
         group by line.account_id, line.posted_on having sum(line.amount_cents) <> 0`,
    )),
    ...(await differing(
      'statements',
      `select id, line_count, total_cents, matched_count, matched_cents from bank_statements`,
      `select statement.id, count(line.id)::int, coalesce(sum(line.amount_cents), 0)::bigint, count(line.matched_entry_id)::int,
         coalesce(sum(line.amount_cents) filter (where line.matched_entry_id is not null), 0)::bigint
         from bank_statements statement left join bank_statement_lines line on line.statement_id = statement.id group by statement.id`,
    )),
  ];
}

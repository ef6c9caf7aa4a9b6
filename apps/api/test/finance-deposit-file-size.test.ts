import { SSA_DEPOSIT_FILE_COLUMNS } from '@payee/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientUsers } from '../src/db/schema/index';
import { clientAndBankLines, createJournal } from '../src/modules/ledger/journal';
import { LOOKUP_BATCH } from '../src/lib/batches';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { createLedgerClient, staffWithToken, upload } from './helpers/finance';
import { queryCounter, routeStatements } from './helpers/query-count';
import { testClock } from './helpers/staff';

/** The office's today in these tests: Friday 27 November 2026, midday in Michigan. */
const clock = testClock(new Date('2026-11-27T17:00:00Z'));

const CLIENTS = 12;
const ssnOf = (index: number) => `98765${String(3000 + index).padStart(4, '0')}`;

/** An SSA deposit file of `count` rows: the first CLIENTS rows the clients', the rest SSNs nobody has. */
function depositFile(count: number, month = '2026-11'): string {
  const rows = Array.from({ length: count }, (_, index) =>
    [`${month}-03`, ssnOf(index), `Person ${index}`, 'SSA', '943.00', `SSA-${month}-${index}`].join(','),
  );
  return `${[...SSA_DEPOSIT_FILE_COLUMNS].join(',')}\n${rows.join('\n')}\n`;
}

describe.each(TEST_DATABASES)('an SSA deposit file and a bank statement at size (%s)', (driver) => {
  const queries = queryCounter();
  const ctx = useTestApp(driver, { now: clock.now, queryLogger: queries.logger });
  let token: string;

  beforeAll(async () => {
    token = (await staffWithToken(ctx, ['finance'], 'Fiona Finance')).token;
    for (let index = 0; index < CLIENTS; index += 1) await createLedgerClient(ctx, `Size${index}`, ssnOf(index));
  });

  const preview = (csv: string) => upload(ctx, '/deposit-imports/preview', token, csv);

  it('is previewed with as many SQL statements for 2,500 rows as for 3, and matches every client', async () => {
    expect((await preview(depositFile(3))).statusCode).toBe(200); // the token and the limits read once before counting
    const small = await queries.count(() => preview(depositFile(3)));
    const large = await queries.count(() => preview(depositFile(2_500)));
    expect(small.result.statusCode, small.result.body).toBe(200);
    expect(large.result.statusCode, large.result.body).toBe(200);
    const rows = large.result.json<{ data: { rows: { status: string }[] } }>().data.rows;
    expect(rows).toHaveLength(2_500);
    expect(rows.filter((row) => row.status === 'matched')).toHaveLength(CLIENTS);
    expect(rows.filter((row) => row.status === 'unmatched')).toHaveLength(2_500 - CLIENTS);
    // A query a batch of LOOKUP_BATCH distinct keys (2,500 rows: 3 batches of look-ups, 3 of posted keys), not a row.
    const extraBatches = 2 * (Math.ceil(2_500 / LOOKUP_BATCH) - 1);
    expect(routeStatements(large.statements)).toHaveLength(routeStatements(small.statements).length + extraBatches);
  });

  it('marks the rows of a file posted before as posted, to whom, with a query a batch', async () => {
    const file = depositFile(CLIENTS, '2026-10');
    const committed = await upload(ctx, '/deposit-imports', token, file);
    expect(committed.statusCode, committed.body).toBe(201);
    const again = await queries.count(() => preview(file));
    const rows = again.result.json<{ data: { rows: { status: string; client: { name: string } | null }[] } }>().data.rows;
    expect(rows.map((row) => row.status)).toEqual(Array(CLIENTS).fill('already_posted'));
    expect(rows.map((row) => row.client?.name)).toEqual(Array.from({ length: CLIENTS }, (_, index) => `Size${index} Ledger`));
    expect(routeStatements(again.statements).length).toBeLessThan(10);
  });

  it('is posted with as many SQL statements for 12 matched rows as for 3, each row once', async () => {
    const commit = (csv: string) => upload(ctx, '/deposit-imports', token, csv);
    const small = await queries.count(() => commit(depositFile(3, '2026-09')));
    const large = await queries.count(() => commit(depositFile(CLIENTS, '2026-08')));
    expect(small.result.statusCode, small.result.body).toBe(201);
    expect(large.result.statusCode, large.result.body).toBe(201);
    expect(large.result.json<{ data: { posted: number } }>().data.posted).toBe(CLIENTS);
    // Before, each row cost its own account look-up, lock, entry, lines and balance update.
    expect(routeStatements(large.statements)).toHaveLength(routeStatements(small.statements).length);
  });

  it("posts many entries only as post would: each entry checked, money out of a client only with overdraft 'allow'", async () => {
    const { db } = ctx.database;
    const journal = createJournal(db);
    const [client] = await db.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.firstName, 'Size0'));
    const account = (await journal.clientAccount(client!.id, 1))!;
    const bank = await journal.bankAccount();
    const postMany = (lines: ReturnType<typeof clientAndBankLines>, overdraft?: 'allow') =>
      db.transaction((tx) =>
        createJournal(tx).postMany([{ kind: 'adjustment', postedOn: '2026-11-20', description: 'Test', lines }], { overdraft }),
      );
    const before = await journal.sumOf(account);
    await expect(postMany(clientAndBankLines(account, bank, -100, 'other'))).rejects.toThrow("only with overdraft 'allow'");
    await expect(
      postMany([
        { accountId: account, amountCents: 100 },
        { accountId: bank, amountCents: -99 },
      ]),
    ).rejects.toThrow('sum to zero');
    expect(await journal.sumOf(account)).toBe(before);
    await postMany(clientAndBankLines(account, bank, -100, 'other'), 'allow');
    expect(await journal.sumOf(account)).toBe(before - 100);
  });

  it('imports a bank statement with as many SQL statements for 2,500 lines as for 3, and matches each deposit once', async () => {
    /** The month's deposits (943.00 on the 3rd, one a client) as lines, then `extra` lines the book does not have. */
    const statement = (month: string, deposits: number, extra: number) => {
      const lines = [
        ...Array.from({ length: deposits }, (_, index) => `${month}-03,SSA TREAS 310,,943.00,${943 * (index + 1)}.00`),
        ...Array.from(
          { length: extra },
          (_, index) => `${month}-20,CARD ${index},,-${(index % 900) + 1}.${String(index % 100).padStart(2, '0')},0.00`,
        ),
      ];
      return ['date,description,reference,amount,balance', ...lines, ''].join('\n');
    };
    const commit = (csv: string) => upload(ctx, '/deposit-imports', token, csv);
    expect((await commit(depositFile(3, '2026-07'))).statusCode).toBe(201);
    expect((await commit(depositFile(CLIENTS, '2026-06'))).statusCode).toBe(201);
    const importStatement = (month: string, csv: string) => upload(ctx, `/reconciliation/${month}/bank-statement`, token, csv);
    const small = await queries.count(() => importStatement('2026-07', statement('2026-07', 3, 0)));
    const large = await queries.count(() => importStatement('2026-06', statement('2026-06', CLIENTS, 2_500 - CLIENTS)));
    expect(small.result.statusCode, small.result.body).toBe(200);
    expect(large.result.statusCode, large.result.body).toBe(200);
    expect(large.result.json<{ message: string }>().message).toBe(`Imported 2500 lines; ${CLIENTS} matched automatically.`);
    // The lines are written 1,000 a statement (3 for 2,500); the matches, the look-ups and the month's read do not grow.
    expect(routeStatements(large.statements)).toHaveLength(routeStatements(small.statements).length + 2);
  });
});

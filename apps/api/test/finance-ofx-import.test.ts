import fs from 'node:fs';
import path from 'node:path';
import { API_OFX_MESSAGES } from '@payee/content/api-ofx';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankStatementLines, bankStatements } from '../src/db/schema/index';
import { seedDemoClients } from '../src/seed/demo-clients';
import { demoBankStatementCsv, demoBankStatementOfx, seedDemoFinance } from '../src/seed/demo-finance';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { call, keptFiguresOffTheirLines, staffWithToken, upload } from './helpers/finance';
import { testClock } from './helpers/staff';

/** The bank's downloads as its website gives them: OFX 1.02 SGML (April) and a QFX 2.2 XML file (May, overlapping April). */
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'ofx', name), 'utf8');
const APRIL = fixture('april-2026.ofx');
const MAY = fixture('may-2026.qfx');
/** May's download made earlier in the month: its lines up to the 5th, the ledger balance then. */
const MAY_EARLY = MAY.replace(/<STMTTRN>\s*<TRNTYPE>DEBIT<\/TRNTYPE>\s*<DTPOSTED>20260531[\s\S]*<\/STMTTRN>/, '').replace(
  '<BALAMT>1559.75</BALAMT>',
  '<BALAMT>716.75</BALAMT>',
);

const TODAY = new Date('2026-06-15T16:00:00Z');
const clock = testClock(TODAY);

const M = API_OFX_MESSAGES;

describe.each(TEST_DATABASES)('bank statements as OFX/QFX (%s)', (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let token: string;
  const lines = async (month: string) => {
    const [statement] = await ctx.database.db.select().from(bankStatements).where(eq(bankStatements.month, month));
    const rows = await ctx.database.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.statementId, statement!.id))
      .orderBy(bankStatementLines.lineNo);
    return { statement: statement!, rows };
  };
  const importFile = (month: string, text: string, name: string) =>
    upload(ctx, `/reconciliation/${month}/bank-statement`, token, text, {}, name);

  beforeAll(async () => {
    token = (await staffWithToken(ctx, ['finance'], 'Fiona Finance')).token;
  });

  it('imports an OFX 1.02 SGML download: elements without closing tags, [-5:EST] zones, dates with and without a time', async () => {
    const answer = await importFile('2026-04', APRIL, 'april.ofx');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().import).toEqual({ format: 'ofx', imported: 4, matched: 0, already_imported: 0, other_months: 0 });
    expect(answer.json().message).toBe('Imported 4 new lines; 0 matched automatically.');
    expect(answer.json().data).toMatchObject({ bank_balance: '1266.75', lines_count: 4, lines_total: '266.75' });
    const { statement, rows } = await lines('2026-04');
    expect(statement.fileName).toBe('april.ofx');
    expect(rows.map((row) => [row.lineNo, row.date, row.amountCents, row.balanceCents, row.reference, row.fitid, row.description])).toEqual(
      [
        [1, '2026-04-02', 94_300, 194_300, 'SSA-20260402-000481', '202604020001', 'SSA TREAS 310 XXSOC SEC DEPOSIT SSA BENEFIT'],
        // CHECKNUM is the line's reference: the reference match compares it with a payment's check number.
        [2, '2026-04-15', -65_000, 129_300, '1041', '202604150001', 'CHECK 1041'],
        [3, '2026-04-28', -2_550, 126_750, null, '202604280001', 'AT&T MOBILITY ONLINE PMT'],
        [4, '2026-04-30', -75, 126_675, null, '202604300001', 'SERVICE CHARGE'],
      ],
    );
  });

  it("skips an overlapping QFX download's lines imported already, leaves the next month's for it, and closes on LEDGERBAL less them", async () => {
    const early = await importFile('2026-05', MAY_EARLY, 'may-early.qfx');
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().import).toEqual({ format: 'ofx', imported: 2, matched: 0, already_imported: 2, other_months: 0 });
    expect(early.json().message).toBe('Imported 2 new lines; 0 matched automatically. 2 lines were imported already and skipped.');
    expect(early.json().data.bank_balance).toBe('716.75');

    const full = await importFile('2026-05', MAY, 'may.qfx');
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().import).toEqual({ format: 'ofx', imported: 1, matched: 0, already_imported: 4, other_months: 1 });
    expect(full.json().message).toBe(
      'Imported 1 new line; 0 matched automatically. 4 lines were imported already and skipped. 1 line is dated outside May 2026: import it with its month.',
    );
    // LEDGERBAL 1,559.75 on 1 June, less June's $943.00.
    expect(full.json().data).toMatchObject({ bank_balance: '616.75', lines_count: 3, lines_total: '-650.00' });
    const { statement, rows } = await lines('2026-05');
    expect(statement.fileName).toBe('may.qfx');
    expect(rows.map((row) => [row.lineNo, row.date, row.amountCents, row.balanceCents, row.reference, row.fitid])).toEqual([
      [1, '2026-05-04', -60_000, 66_675, '1042', '202605040001'],
      [2, '2026-05-05', 5_000, 71_675, 'SSA-20260505-000482', '202605050001'],
      [3, '2026-05-31', -10_000, 61_675, null, '202605310001'],
    ]);
    // April's lines are April's alone: each FITID on one line.
    const fitids = await ctx.database.db
      .select({ fitid: bankStatementLines.fitid })
      .from(bankStatementLines)
      .where(isNotNull(bankStatementLines.fitid));
    expect(fitids).toHaveLength(7);
    expect(new Set(fitids.map((row) => row.fitid)).size).toBe(7);
    expect(await keptFiguresOffTheirLines(ctx)).toEqual([]);
  });

  it('imports nothing new from the same file twice, and changes nothing', async () => {
    const before = await lines('2026-05');
    const again = await importFile('2026-05', MAY, 'may.qfx');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().import).toEqual({ format: 'ofx', imported: 0, matched: 0, already_imported: 5, other_months: 1 });
    expect(again.json().message).toBe('Nothing new: 5 lines were imported already. 1 line is dated outside May 2026.');
    expect(await lines('2026-05')).toEqual(before);
  });

  it('answers a file that is not OFX, or whose transactions cannot be read, with a 422 naming what is wrong', async () => {
    const refused = async (month: string, text: string, name: string) => {
      const answer = await importFile(month, text, name);
      expect(answer.statusCode, answer.body).toBe(422);
      return answer.json() as { message: string; errors: Record<string, string[]> };
    };
    // A bank's sign-in page saved under the statement's name.
    expect(await refused('2026-03', '<html><body>Your session has expired.</body></html>', 'statement.ofx')).toEqual({
      message: M.cannotImport,
      errors: { file: [M.notOfx] },
    });
    const noTransactions = APRIL.replace(/<STMTTRN>[\s\S]*<\/STMTTRN>\r\n/, '');
    expect((await refused('2026-03', noTransactions, 'april.ofx')).errors).toEqual({ file: [M.noTransactions] });
    const badAmount = APRIL.replace('<TRNAMT>-650.00', '<TRNAMT>-65O.00');
    expect(await refused('2026-04', badAmount, 'april.ofx')).toEqual({
      message: M.cannotImport,
      errors: { 'rows.2.amount': [M.rows.amount('-65O.00')] },
    });
    const badDate = APRIL.replace('<DTPOSTED>20260415', '<DTPOSTED>20260431');
    expect((await refused('2026-04', badDate, 'april.ofx')).errors).toEqual({ 'rows.2.date': [M.rows.date('20260431')] });
    const noFitid = MAY.replace('<FITID>202605040001</FITID>', '');
    expect((await refused('2026-05', noFitid, 'may.qfx')).errors).toEqual({ 'rows.3.fitid': [M.rows.fitid] });
    const noBalance = MAY.replace(/<LEDGERBAL>.*<\/LEDGERBAL>/, '');
    expect((await refused('2026-05', noBalance, 'may.qfx')).errors).toEqual({ file: [M.ledgerBalance] });
    const cut = await refused('2026-05', MAY.slice(0, MAY.indexOf('<BANKTRANLIST>') + 200), 'may.qfx');
    expect(cut.errors.file![0]).toMatch(/^The OFX file cannot be read: .+\.$/);
    // A download of other months only, for a month with no statement.
    expect((await refused('2026-03', APRIL, 'april.ofx')).errors).toEqual({ file: [M.noneInMonth('March 2026')] });
    // Nothing was stored by any of them.
    expect((await lines('2026-05')).rows).toHaveLength(3);
    expect(await ctx.database.db.select().from(bankStatements).where(eq(bankStatements.month, '2026-03'))).toEqual([]);
  });

  it('imports a line once when two imports holding it run at once: the other one is a 409 to try again or imports nothing new', async () => {
    // May's download holds 1 June's line: June has no statement yet, so both would make it and write that line.
    const answers = await Promise.all([importFile('2026-06', MAY, 'may.qfx'), importFile('2026-06', MAY, 'may.qfx')]);
    const outcomes = answers.map((answer) =>
      answer.statusCode === 409 ? answer.json().message : `${answer.statusCode} ${answer.json().import?.imported}`,
    );
    expect(outcomes.toSorted()).toSatisfy(
      (sorted: string[]) =>
        JSON.stringify(sorted) === JSON.stringify(['200 0', '200 1']) ||
        JSON.stringify(sorted) === JSON.stringify(['200 1', M.importedMeanwhile].toSorted()),
    );
    expect((await lines('2026-06')).rows.map((row) => row.fitid)).toEqual(['202606010001']);
  });

  it('tells OFX from CSV by the first bytes when the name says neither', async () => {
    const answer = await importFile('2026-04', APRIL, 'download.txt');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().import).toMatchObject({ format: 'ofx', imported: 0, already_imported: 4 });
  });
});

describe.each(TEST_DATABASES)("the demo's OFX statement reconciles to a zero difference (%s)", (driver) => {
  const ctx = useTestApp(driver, { now: clock.now });
  let token: string;

  beforeAll(async () => {
    await seedDemoClients(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, TODAY);
    await seedDemoFinance(ctx.database.db, ctx.config.APP_ENCRYPTION_KEY, TODAY);
    token = (await staffWithToken(ctx, ['finance'], 'Fiona Finance')).token;
  });

  it("imports last month's OFX twin of the demo CSV, matches all but Maria's late rent, and reconciles to 0.00", async () => {
    const ofx = demoBankStatementOfx('2026-05', TODAY);
    const csvRows = (await demoBankStatementCsv('2026-05', TODAY)).trim().split('\n').slice(1);
    const imported = await upload(ctx, '/reconciliation/2026-05/bank-statement', token, ofx, {}, 'bank-statement-2026-05.ofx');
    expect(imported.statusCode, imported.body).toBe(200);
    let state = imported.json().data;
    expect(imported.json().import).toEqual({
      format: 'ofx',
      imported: csvRows.length,
      matched: csvRows.length - 1,
      already_imported: 0,
      other_months: 0,
    });
    // The CSV's closing balance is its last line's.
    expect(state.bank_balance).toBe(csvRows.at(-1)!.split(',').at(-1));
    expect(state.unmatched_lines).toBe(1);
    const [line] = (await call(ctx, 'GET', '/reconciliation/2026-05/lines?matched=unmatched', token)).json().data;
    expect(line.description).toContain('RENT TO LANSING GARDENS');
    const candidates = (await call(ctx, 'GET', `/reconciliation/2026-05/outstanding?candidates_for=${line.id}`, token)).json().data;
    const matched = await call(ctx, 'POST', '/reconciliation/2026-05/matches', token, {
      line_id: line.id,
      entry_id: candidates[0].entry_id,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    state = matched.json().data;
    expect(state).toMatchObject({ unmatched_lines: 0, difference: '0.00', can_close: true, outstanding_total: '0.00' });
    expect(state.bank_balance).toBe(state.book_balance);

    // The same download again: nothing new, the match by hand kept.
    const again = await upload(ctx, '/reconciliation/2026-05/bank-statement', token, ofx, {}, 'bank-statement-2026-05.ofx');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().import).toMatchObject({ imported: 0, already_imported: csvRows.length });
    expect(again.json().data).toMatchObject({ unmatched_lines: 0, difference: '0.00', can_close: true });
    expect(await keptFiguresOffTheirLines(ctx)).toEqual([]);
  });
});

import { once } from 'node:events';
import fs from 'node:fs';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { format as csvFormat, writeToString } from '@fast-csv/format';
import {
  DEPOSIT_SOURCE_LABELS,
  MONEY_IN_CATEGORIES,
  SPENDING_CATEGORIES,
  SSA_623_GROUP_OF,
  SSA_BENEFIT_SOURCES,
  TRANSACTION_CATEGORY_LABELS,
  ssa623RefundLabel,
  centsToDecimal,
  type DepositSource,
  type MoneyInCategory,
  type SpendingCategory,
  type TFinanceClientRef,
  type TSsa623Worksheet,
  monthLabel,
} from '@payee/contract';
import { addMonths, format, parseISO } from 'date-fns';
import yazl from 'yazl';
import type { Database } from '../../db/client';
import { inert } from '../audit';
import { enrolledClient, monthBounds } from './common';
import { createFinanceRepository } from './repository/index';
import type { Ssa623Row } from './repository/ssa-623';
import { createSsa623PdfWorker, ssa623Pdf, type Ssa623PdfWorker } from './ssa-623-pdf';
import { API_FINANCE_FILES } from '@payee/content/api-finance';

/**
 * Clients of the batch read together: each page's worksheets are read in a fixed number of statements
 * (repository/ssa-623.ts), the next page's while this one's PDFs are made.
 */
export const BATCH_PAGE_SIZE = 250;
/** Worksheets the batch has the PDF worker drawing ahead of the one the zip takes (it is never idle meanwhile). */
export const PDFS_AHEAD = 4;

/** The 12 months ending with `periodEnd` (`2026-10` → 2025-11-01 to 2026-10-31). */
export function reportPeriod(periodEnd: string): { start: string; end: string } {
  const start = format(addMonths(parseISO(`${periodEnd}-01`), -11), 'yyyy-MM-dd');
  return { start, end: monthBounds(periodEnd).end };
}

const FILE = API_FINANCE_FILES.ssa623;

const CSV_COLUMNS = [...FILE.csv.figures, ...SPENDING_CATEGORIES.map(FILE.csv.spentOn), FILE.csv.addsUp] as const;

/** A cell of ours: amounts as they are (a decimal can never be a formula), text made inert as the audit CSV does. */
const cell = (value: string) => (/^-?\d+\.\d{2}$/.test(value) ? value : inert(value));

function csvRow(sheet: TSsa623Worksheet): string[] {
  const byCategory = new Map(sheet.categories.map((line) => [line.category, line.amount]));
  return [
    String(sheet.client.id),
    sheet.client.name,
    sheet.client.application_code ?? '',
    sheet.program.name,
    sheet.period.start,
    sheet.period.end,
    sheet.opening_balance,
    sheet.benefits_received,
    sheet.other_money_in,
    sheet.moved_in,
    sheet.spent_on_food_and_housing,
    sheet.spent_on_other_things,
    sheet.saved,
    sheet.spent_from_balance,
    sheet.moved_out,
    sheet.closing_balance,
    ...SPENDING_CATEGORIES.map((category) => byCategory.get(category) ?? '0.00'),
    sheet.adds_up ? FILE.csv.yes : FILE.csv.no,
  ].map(cell);
}

/** A worksheet's figures in cents, before they are written as decimals. */
interface Ssa623Figures {
  income: Map<string, number>;
  benefits: number;
  spent: Map<SpendingCategory, number>;
  movedIn: number;
  movedOut: number;
}

/** What a worksheet is made from: read for one client (`worksheet`) or for a page of the batch's (`pageWorksheets`). */
export interface Ssa623Inputs {
  client: TFinanceClientRef;
  program: { id: number; name: string };
  period: { start: string; end: string };
  /** The sub-ledger's balance before the period, and at its end (0 with no sub-ledger). */
  opening: number;
  closing: number;
  /** The period's lines, summed by category and deposit source (none with no sub-ledger). */
  rows: readonly Ssa623Row[];
}

/** The income key of a credit under a spending category beyond what the period spent on it (ssa623RefundLabel). */
const refundSource = (category: SpendingCategory) => `refund_${category}`;

/**
 * The period's lines as the worksheet's figures, none of them negative (docs/decisions.md, "SSA-623: no negative
 * line"). Each line counts by its category, so a reversal, which copies the categories of the entry it undoes, nets
 * against the line it reverses; transfers between the client's programs are moved in or out, never money in or
 * spending. Whatever still nets below zero for the period moves to the figure that says what it was: a spending
 * category's credits beyond its spending (a refund, an adjustment in, an earlier period's payment reversed) are money
 * in; a money-in source's debits beyond its receipts (an earlier period's deposit reversed) are spent on other
 * things; a transfer in undone beyond what moved in is moved out, and the other way round. Each move adds the same
 * amount to money in and money out, so the figures still add up to the balance's change.
 */
export function ssa623Figures(rows: readonly Ssa623Row[]): Ssa623Figures {
  const income = new Map<string, number>();
  const spent = new Map<SpendingCategory, number>();
  let movedIn = 0;
  let movedOut = 0;
  for (const row of rows) {
    const category = row.category ?? 'other';
    if (category === 'transfer_in') movedIn += row.cents;
    else if (category === 'transfer_out') movedOut -= row.cents;
    else if ((MONEY_IN_CATEGORIES as readonly string[]).includes(category)) {
      const source = row.source ?? category;
      income.set(source, (income.get(source) ?? 0) + row.cents);
    } else spent.set(category as SpendingCategory, (spent.get(category as SpendingCategory) ?? 0) - row.cents);
  }
  for (const [source, cents] of income) {
    if (cents >= 0) continue;
    income.set(source, 0);
    spent.set('other', (spent.get('other') ?? 0) - cents);
  }
  for (const category of SPENDING_CATEGORIES) {
    const cents = spent.get(category) ?? 0;
    if (cents >= 0) continue;
    spent.set(category, 0);
    income.set(refundSource(category), (income.get(refundSource(category)) ?? 0) - cents);
  }
  if (movedIn < 0) [movedOut, movedIn] = [movedOut - movedIn, 0];
  if (movedOut < 0) [movedIn, movedOut] = [movedIn - movedOut, 0];
  for (const [source, cents] of income) if (cents === 0) income.delete(source);
  const benefits = [...income]
    .filter(([source]) => (SSA_BENEFIT_SOURCES as readonly string[]).includes(source))
    .reduce((sum, [, cents]) => sum + cents, 0);
  return { income, benefits, spent, movedIn, movedOut };
}

/**
 * The SSA-623 Representative Payee Report worksheet, filled from the client's sub-ledger over a 12-month period:
 * benefits received (Social Security and SSI deposits, reversals netted), other money in, money moved in from and
 * out to the client's other programs (neither), spent on food and housing (food, housing, utilities), spent on other
 * things, saved (put into savings plus what the period's money in left unspent) and spent from the balance (spending
 * beyond the period's money in), each with the category totals behind it. No figure is negative (ssa623Figures), and
 * it adds up: start + money in + moved in − spent − moved out = end, the end read from the ledger on its own.
 */
export function ssa623Worksheet({ client, program, period, opening, closing, rows }: Ssa623Inputs): TSsa623Worksheet {
  const { income, benefits, spent, movedIn, movedOut } = ssa623Figures(rows);
  const moneyIn = [...income.values()].reduce((sum, cents) => sum + cents, 0);
  const group = (name: 'food_and_housing' | 'other_things') =>
    SPENDING_CATEGORIES.filter((category) => SSA_623_GROUP_OF[category] === name).reduce(
      (sum, category) => sum + (spent.get(category) ?? 0),
      0,
    );
  const foodAndHousing = group('food_and_housing');
  const otherThings = group('other_things');
  const intoSavings = spent.get('savings') ?? 0;
  // What the period's money in left after its spending: saved when it is more, spent from the balance when less.
  const left = moneyIn - foodAndHousing - otherThings - intoSavings;
  const saved = intoSavings + Math.max(left, 0);
  const fromBalance = Math.max(-left, 0);
  const incomeLabel = (key: string) => {
    if (key in DEPOSIT_SOURCE_LABELS) return DEPOSIT_SOURCE_LABELS[key as DepositSource];
    const refunded = SPENDING_CATEGORIES.find((category) => refundSource(category) === key);
    return refunded ? ssa623RefundLabel(TRANSACTION_CATEGORY_LABELS[refunded]) : TRANSACTION_CATEGORY_LABELS[key as MoneyInCategory];
  };
  return {
    client,
    program,
    period,
    opening_balance: centsToDecimal(opening),
    closing_balance: centsToDecimal(closing),
    benefits_received: centsToDecimal(benefits),
    other_money_in: centsToDecimal(moneyIn - benefits),
    moved_in: centsToDecimal(movedIn),
    spent_on_food_and_housing: centsToDecimal(foodAndHousing),
    spent_on_other_things: centsToDecimal(otherThings),
    saved: centsToDecimal(saved),
    spent_from_balance: centsToDecimal(fromBalance),
    moved_out: centsToDecimal(movedOut),
    income: [...income]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([source, cents]) => ({ source, label: incomeLabel(source), amount: centsToDecimal(cents) })),
    categories: SPENDING_CATEGORIES.map((category) => ({
      category,
      label: TRANSACTION_CATEGORY_LABELS[category],
      group: SSA_623_GROUP_OF[category],
      amount: centsToDecimal(spent.get(category) ?? 0),
    })),
    adds_up:
      opening + moneyIn + movedIn - foodAndHousing - otherThings - intoSavings - movedOut === closing &&
      moneyIn + fromBalance === foodAndHousing + otherThings + saved,
  };
}

/**
 * The SSA-623 worksheets (ssa623Worksheet) of one client, for the download, and of a month's batch of clients, a page
 * at a time, for the zip the batch job writes.
 */
export function createSsa623Service(db: Database, pdfWorker: Ssa623PdfWorker = createSsa623PdfWorker()) {
  const repository = createFinanceRepository(db);

  /** One client's worksheet (404 unless enrolled in the program): the batch's page of one, so both read alike. */
  async function worksheet(clientId: number, programId: number, periodEnd: string): Promise<TSsa623Worksheet> {
    const { program } = await enrolledClient(repository.refs, clientId, programId);
    const [sheet] = await pageWorksheets([clientId], program, reportPeriod(periodEnd));
    return sheet!;
  }

  /**
   * The worksheets of a page of clients enrolled in the program, in their order: the same figures as `worksheet`
   * gives each of them, read in four statements for the page whatever its size.
   */
  async function pageWorksheets(
    clientIds: readonly number[],
    program: { id: number; name: string },
    period: { start: string; end: string },
  ): Promise<TSsa623Worksheet[]> {
    const [refs, accounts] = await Promise.all([repository.refs.clientRefs(clientIds), repository.ssa623.accounts(clientIds, program.id)]);
    const clients = clientIds.map((id) => refs.get(id)!);
    const ids = [...accounts.values()];
    const [balances, totals] = await Promise.all([
      repository.ssa623.balances(ids, period.start, period.end),
      repository.ssa623.totalsByCategoryAndSource(ids, period.start, period.end),
    ]);
    return clients.map((client) => {
      const account = accounts.get(client.id);
      const balance = account === undefined ? undefined : balances.get(account);
      return ssa623Worksheet({
        client,
        program,
        period,
        opening: balance?.opening ?? 0,
        closing: balance?.closing ?? 0,
        rows: (account === undefined ? undefined : totals.get(account)) ?? [],
      });
    });
  }

  /** Ids of the clients whose report period ends in `month`: enrolled in a month of the year after it, a year before or more. */
  async function batchClientIds(month: string, programId: number) {
    const anniversary = format(addMonths(parseISO(`${month}-01`), 1), 'MM');
    const { end } = monthBounds(month);
    return (await repository.refs.enrolledInMonthOfYear(programId, anniversary, end)).map((row) => row.clientId);
  }

  /** The clients whose report period ends in `month`, named. */
  async function batchClients(month: string, programId: number) {
    const rows = (await batchClientIds(month, programId)).map((clientId) => ({ clientId }));
    const refs = await repository.refs.clientRefs(rows.map((row) => row.clientId));
    const period = reportPeriod(month);
    return rows.map((row) => ({ client: refs.get(row.clientId)!, period }));
  }

  return {
    worksheet,
    pageWorksheets,
    /** One worksheet's PDF, drawn here (the single client's download); the batch's are drawn in the PDF worker. */
    pdf: ssa623Pdf,
    batchClients,
    /** Ends the batch's PDF worker (the app's close). */
    closePdfWorker: () => pdfWorker.close(),

    async csv(sheet: TSsa623Worksheet) {
      return writeToString([[...CSV_COLUMNS], csvRow(sheet)], { includeEndRowDelimiter: true });
    },

    /**
     * Every worksheet of the month's batch as a zip streamed to `out`: the worksheets read `pageSize` clients at a time
     * (pageWorksheets), a PDF per client, made one at a time when the zip has taken the one before (memory flat), then one CSV of them all, its rows written meanwhile to `csvFile` (a
     * scratch file the caller removes) rather than kept in memory. `onProgress` hears how many of how many
     * are written, first (0 of them) once the clients are counted; when it throws, nothing more is written (the
     * caller destroys `out`) and the error is the answer.
     */
    async writeBatch(
      month: string,
      programId: number,
      out: Writable,
      csvFile: string,
      onProgress: (done: number, total: number) => Promise<void> = async () => {},
      pageSize = BATCH_PAGE_SIZE,
    ) {
      const zip = new yazl.ZipFile();
      zip.outputStream.pipe(out);
      const rows = csvFormat<string[], string[]>({ includeEndRowDelimiter: true });
      const csvWritten = finished(rows.pipe(fs.createWriteStream(csvFile, { mode: 0o600 })));
      csvWritten.catch(() => {}); // Awaited once every row is written.
      rows.write([...CSV_COLUMNS]);
      // Their ids only: each page names its own clients, so what is held at once does not grow with the office.
      const clients = await batchClientIds(month, programId);
      await onProgress(0, clients.length);
      const programName = clients.length === 0 ? undefined : await repository.ssa623.programName(programId);
      const program = { id: programId, name: programName ?? '' };
      const period = reportPeriod(month);
      // A page's worksheets are read while the page before's PDFs are made (the database works while the PDFs take the CPU).
      const readPage = (start: number) => {
        if (start >= clients.length) return undefined;
        const sheets = pageWorksheets(clients.slice(start, start + pageSize), program, period);
        sheets.catch(() => {}); // Awaited in turn below; a failure then ends the batch.
        return sheets;
      };
      // Each worksheet's PDF is drawn in the PDF worker (its garbage in the worker's small heap, and this thread free
      // to answer requests), PDFS_AHEAD of them at a time, and each is added when the zip has taken the one before.
      const drawing: { sheet: TSsa623Worksheet; bytes: Promise<Uint8Array> }[] = [];
      let done = 0;
      const addOne = async () => {
        const { sheet, bytes: drawn } = drawing.shift()!;
        const bytes = await drawn;
        if (!rows.write(csvRow(sheet))) await once(rows, 'drain');
        let stream: Readable | undefined = new PassThrough().end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        const ended = once(stream, 'end');
        // Lazily, and let go once handed over: the zip keeps every entry (and what its function holds) until it ends,
        // and a whole PDF kept per client grew memory by ~0.4 MB a client. Stored as it is: a PDF's content is
        // compressed already, and deflating it again cost CPU for a few per cent.
        zip.addReadStreamLazy(`ssa-623-${month}-client-${sheet.client.id}.pdf`, { compress: false }, (callback) => {
          const handed = stream!;
          stream = undefined;
          callback(null, handed);
        });
        await ended;
        done += 1;
        await onProgress(done, clients.length);
      };
      try {
        let next = readPage(0);
        for (let start = 0; next; start += pageSize) {
          const sheets = await next;
          next = readPage(start + pageSize);
          for (const sheet of sheets) {
            const bytes = pdfWorker.draw(sheet);
            bytes.catch(() => {}); // Awaited in turn by addOne; a failure then ends the batch.
            drawing.push({ sheet, bytes });
            if (drawing.length > PDFS_AHEAD) await addOne();
          }
        }
        while (drawing.length > 0) await addOne();
      } finally {
        drawing.length = 0;
      }
      rows.end();
      await csvWritten;
      zip.addReadStream(fs.createReadStream(csvFile), `ssa-623-${month}.csv`);
      zip.end();
      return clients.length;
    },

    fileName: (clientId: number, periodEnd: string, extension: 'pdf' | 'csv') => `ssa-623-client-${clientId}-${periodEnd}.${extension}`,
    monthLabel,
  };
}

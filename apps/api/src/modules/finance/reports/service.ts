import {
  DEPOSIT_SOURCES,
  DEPOSIT_SOURCE_LABELS,
  PAYMENT_METHOD_LABELS,
  TRANSACTION_CATEGORY_LABELS,
  centsToDecimal,
  formatDisplayDate,
  monthLabel,
  personName,
  type FinanceReportFormat,
  type TFinanceReportAsOfQuery,
  type TFinanceReportPeriodQuery,
  type TFinanceVendorReportQuery,
} from '@payee/contract';
import { format as csvFormat } from '@fast-csv/format';
import type { Readable } from 'node:stream';
import { API_FINANCE_REPORTS as FILE } from '@payee/content/api-finance-reports';
import { API_RUNS_MESSAGES } from '@payee/content/api-runs';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/api-error';
import { formatDollars } from '../../ledger';
import { createReportPdf, startTable, writeFacts } from '../report-pdf';
import { createFinanceReportsRepository, type PaymentKey, type PaymentRow } from './repository';

type Cell = string | number;

/**
 * A report as a table: what the PDF and the CSV both hold. Amounts are cents; the PDF shows them as dollars,
 * right-aligned, the CSV as decimal text. The rows come in batches (the payments register's read a batch at a time,
 * each written before the next is read, so memory holds one batch); the totals row, last, is asked for once they
 * are all written (summed as they were).
 */
interface ReportTable {
  title: string;
  subtitle: string;
  facts: (readonly [string, string])[];
  columns: readonly string[];
  /** Each cell text, or cents (an amount). */
  batches: AsyncIterable<Cell[][]>;
  totals: () => Cell[];
  /** Which columns hold amounts (right-aligned in the PDF). */
  amounts: readonly number[];
  widths: (number | string)[];
}

export interface ReportFile {
  body: Readable;
  type: string;
  fileName: string;
}

const clientName = (row: { firstName: string | null; lastName: string | null }) =>
  personName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' });

/** All the rows in one batch: a report that must be whole to be right, or that is a few rows whatever the office. */
async function* whole(rows: Cell[][]): AsyncIterable<Cell[][]> {
  yield rows;
}

/**
 * Waits until `stream`'s reader has taken what is buffered (below its high-water mark), so a slow download does not
 * pile batches up in memory; a stream closed (the download abandoned) stops the writing.
 */
function roomIn(stream: Readable & { writableLength?: number }, buffered: () => number, high: number, event: string): Promise<boolean> {
  if (stream.destroyed) return Promise.resolve(false);
  if (buffered() < high) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (open: boolean) => {
      stream.off(event, onRoom);
      stream.off('close', onClose);
      resolve(open);
    };
    const onRoom = () => done(true);
    const onClose = () => done(false);
    stream.on(event, onRoom);
    stream.on('close', onClose);
  });
}

/** Writes the table's batches into `stream` as they come; an error reading a later batch ends the download broken. */
function pump(stream: Readable, work: () => Promise<void>) {
  work().catch((error: unknown) => stream.destroy(error as Error));
}

/** The PDF (pdfkit, as the other finance reports: tables paged, amounts right-aligned, totals at the end). */
function pdfOf(table: ReportTable): Readable {
  const doc = createReportPdf(table.title, table.subtitle);
  if (table.facts.length > 0) writeFacts(doc, table.facts);
  const text = (cell: Cell) => (typeof cell === 'number' ? formatDollars(cell) : cell);
  // pdfkit pushes each finished page without waiting for the reader; its reader asking for more (_read) is the room.
  const read = doc._read.bind(doc);
  doc._read = (size: number) => {
    read(size);
    doc.emit('reader-wants-more');
  };
  pump(doc, async () => {
    const written = startTable(doc, table.title, table.columns, table.widths, table.amounts);
    for await (const batch of table.batches) {
      written.add(batch.map((row) => row.map(text)));
      if (!(await roomIn(doc, () => doc.readableLength, doc.readableHighWaterMark, 'reader-wants-more'))) return;
    }
    written.add([table.totals().map(text)]);
    written.end();
    doc.end();
  });
  return doc;
}

/** The CSV, streamed row by row through fast-csv as the reply reads it (never the whole file in one string). */
function csvOf(table: ReportTable): Readable {
  const stream = csvFormat<string[], string[]>({ includeEndRowDelimiter: true });
  const text = (cell: Cell) => (typeof cell === 'number' ? centsToDecimal(cell) : cell);
  // Rows are written as long as fast-csv takes them; when it is full, the writing waits for its reader (drain).
  const room = () => roomIn(stream, () => stream.writableLength, stream.writableHighWaterMark, 'drain');
  pump(stream, async () => {
    if (!stream.write(table.columns.map(text)) && !(await room())) return;
    for await (const batch of table.batches) for (const row of batch) if (!stream.write(row.map(text)) && !(await room())) return;
    stream.write(table.totals().map(text));
    stream.end();
  });
  return stream;
}

const fileOf = (table: ReportTable, format: FinanceReportFormat, fileName: (extension: string) => string): ReportFile => ({
  body: format === 'pdf' ? pdfOf(table) : csvOf(table),
  type: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
  fileName: fileName(format),
});

/** Columns holding amounts: the totals row's numbers. */
const amountColumns = (totals: readonly Cell[]) => totals.flatMap((cell, index) => (typeof cell === 'number' ? [index] : []));

/** A table read whole (its rows in one batch, its totals known). */
const wholeTable = (table: Omit<ReportTable, 'batches' | 'totals' | 'amounts'> & { rows: Cell[][]; totals: Cell[] }): ReportTable => {
  const { rows, totals, ...rest } = table;
  return { ...rest, batches: whole(rows), totals: () => totals, amounts: amountColumns(totals) };
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const periodText = (query: { from: string; to: string }) => FILE.period(formatDisplayDate(query.from), formatDisplayDate(query.to));

/** Rows of the payments register read in one statement: ~2,000 rows (~1 MB) in memory at once, whatever the period. */
export const PAYMENT_BATCH_ROWS = 2_000;

/**
 * The payments of a period as a table's batches (the register's and a vendor's history), read by keyset (repository
 * `payments`), each batch made rows and written before the next is read; `total()` is what was written, summed as it
 * was. The first batch is read before the file starts, so a database that cannot answer is still an error reply.
 * Each day is formatted once: formatDisplayDate parses its day with date-fns (~23 µs), ~0.35 s of a month's 15,000
 * rows at 1,000 clients.
 */
async function paymentBatches(read: (after: PaymentKey | undefined) => Promise<PaymentRow[]>, batchRows: number) {
  const days = new Map<string, string>();
  const dayText = (day: string) => days.get(day) ?? days.set(day, formatDisplayDate(day)).get(day)!;
  let totalCents = 0;
  const tableRows = (rows: readonly PaymentRow[]) =>
    rows.map((row) => {
      const cents = Number(row.amountCents);
      totalCents += cents;
      return [
        dayText(row.postedOn),
        row.payee,
        clientName(row),
        row.category ? TRANSACTION_CATEGORY_LABELS[row.category] : '',
        row.method ? PAYMENT_METHOD_LABELS[row.method] : '',
        row.checkNumber ?? row.traceNumber ?? '',
        row.runId === null ? '' : runNumber(row.runId),
        cents,
      ];
    });
  const first = await read(undefined);
  async function* batches(): AsyncIterable<Cell[][]> {
    let rows = first;
    for (;;) {
      yield tableRows(rows);
      if (rows.length < batchRows) return;
      const last = rows.at(-1)!;
      rows = await read({ postedOn: last.postedOn, entryId: last.entryId, lineId: last.lineId });
    }
  }
  return { batches: batches(), total: () => totalCents };
}
const runNumber = API_RUNS_MESSAGES.runNumber;
/** The amount's place in a payment's row (after the check or trace number and the run). */
const AMOUNT = 7;
const PAYMENT_WIDTHS = [56, '*', '*', 62, 62, 80, 52, 66];
const PAYMENT_AMOUNTS = [AMOUNT];

/**
 * The auditor's reports (issue 25), each a PDF or a CSV of one set-based statement (repository.ts), as of a day or
 * for a period: lines dated after the day (or the period) are never counted, so the same day gives the same figures
 * after later postings, and a closed month (no posting can be dated in it) never changes.
 */
export function createFinanceReportsService(db: Database, options: { paymentBatchRows?: number } = {}) {
  const repository = createFinanceReportsRepository(db);
  const batchRows = options.paymentBatchRows ?? PAYMENT_BATCH_ROWS;
  const payments = (query: { from: string; to: string }, vendorId?: number) =>
    paymentBatches((after) => repository.payments(query.from, query.to, { limit: batchRows, after, vendorId }), batchRows);
  return {
    /** The bank's book balance, the fee income and each client sub-ledger; debits (the bank) and credits (the clients). */
    async trialBalance(query: TFinanceReportAsOfQuery) {
      const rows = await repository.accountBalances(query.as_of);
      const names = FILE.trialBalance;
      const tableRows = rows.map((row) => {
        const cents = Number(row.balanceCents);
        const account =
          row.kind === 'bank' ? names.bank : row.kind === 'fee_income' ? names.feeIncome : `${clientName(row)} (${row.programName ?? ''})`;
        // Lines are credits positive: a debit balance (the bank's) is shown as a positive debit.
        return [account, names.kinds[row.kind], row.applicationCode ?? '', cents < 0 ? -cents : '', cents > 0 ? cents : ''];
      });
      const bankCents = -sum(rows.filter((row) => row.kind === 'bank').map((row) => Number(row.balanceCents)));
      const clientsCents = sum(rows.filter((row) => row.kind === 'client').map((row) => Number(row.balanceCents)));
      const debits = sum(tableRows.map((row) => (typeof row[3] === 'number' ? row[3] : 0)));
      const credits = sum(tableRows.map((row) => (typeof row[4] === 'number' ? row[4] : 0)));
      return fileOf(
        wholeTable({
          title: names.title,
          subtitle: FILE.asOf(formatDisplayDate(query.as_of)),
          facts: [
            [names.facts.bank, formatDollars(bankCents)],
            [names.facts.clients, formatDollars(clientsCents)],
            [names.facts.difference, formatDollars(bankCents - clientsCents)],
          ],
          columns: names.columns,
          rows: tableRows,
          totals: [FILE.total, '', '', debits, credits],
          widths: ['*', 80, 80, 75, 75],
        }),
        query.format,
        (extension) => names.fileName(query.as_of, extension),
      );
    },

    /** Each client's balance as of the day, with the SSI-limit flag (an SSI recipient above the admins' limit). */
    async clientBalances(query: TFinanceReportAsOfQuery) {
      const rows = await repository.clientBalances(query.as_of);
      const names = FILE.clientBalances;
      const limitCents = rows.length > 0 ? Number(rows[0]!.limitCents) : 0;
      const over = (row: (typeof rows)[number]) => row.ssiRecipient && Number(row.balanceCents) > Number(row.limitCents);
      return fileOf(
        wholeTable({
          title: names.title,
          subtitle: FILE.asOf(formatDisplayDate(query.as_of)),
          facts:
            rows.length > 0
              ? [
                  [names.limit, formatDollars(limitCents)],
                  [names.overCount, String(rows.filter(over).length)],
                ]
              : [],
          columns: names.columns,
          rows: rows.map((row) => [
            clientName(row),
            row.applicationCode ?? '',
            row.ssiRecipient ? FILE.yes : FILE.no,
            over(row) ? FILE.yes : FILE.no,
            Number(row.balanceCents),
          ]),
          totals: [FILE.total, '', '', '', sum(rows.map((row) => Number(row.balanceCents)))],
          widths: ['*', 80, 70, 80, 80],
        }),
        query.format,
        (extension) => names.fileName(query.as_of, extension),
      );
    },

    async paymentsRegister(query: TFinanceReportPeriodQuery) {
      const { batches, total } = await payments(query);
      const names = FILE.paymentsRegister;
      return fileOf(
        {
          title: names.title,
          subtitle: periodText(query),
          facts: [],
          columns: names.columns,
          batches,
          totals: () => [FILE.total, '', '', '', '', '', '', total()],
          amounts: PAYMENT_AMOUNTS,
          widths: PAYMENT_WIDTHS,
        },
        query.format,
        (extension) => names.fileName(query.from, query.to, extension),
      );
    },

    async vendorHistory(query: TFinanceVendorReportQuery) {
      const vendor = await repository.vendorName(query.vendor_id);
      if (vendor === undefined) throw notFound(FILE.noSuchVendor(query.vendor_id));
      const { batches, total } = await payments(query, query.vendor_id);
      return fileOf(
        {
          title: FILE.vendorHistory.title(vendor),
          subtitle: periodText(query),
          facts: [],
          columns: FILE.paymentsRegister.columns,
          batches,
          totals: () => [FILE.total, '', '', '', '', '', '', total()],
          amounts: PAYMENT_AMOUNTS,
          widths: PAYMENT_WIDTHS,
        },
        query.format,
        (extension) => FILE.vendorHistory.fileName(query.vendor_id, query.from, query.to, extension),
      );
    },

    async feeIncome(query: TFinanceReportPeriodQuery) {
      const rows = await repository.feeIncomeByMonth(query.from, query.to);
      const names = FILE.feeIncome;
      return fileOf(
        wholeTable({
          title: names.title,
          subtitle: periodText(query),
          facts: [],
          columns: names.columns,
          rows: rows.map((row) => [monthLabel(row.month), String(row.count), Number(row.amountCents)]),
          totals: [FILE.total, String(sum(rows.map((row) => row.count))), sum(rows.map((row) => Number(row.amountCents)))],
          widths: ['*', 80, 100],
        }),
        query.format,
        (extension) => names.fileName(query.from, query.to, extension),
      );
    },

    async depositsBySource(query: TFinanceReportPeriodQuery) {
      const found = await repository.depositsBySource(query.from, query.to);
      const rows = DEPOSIT_SOURCES.map((source) => {
        const row = found.find((each) => each.source === source);
        return [DEPOSIT_SOURCE_LABELS[source], String(row?.count ?? 0), Number(row?.amountCents ?? 0)] as [string, string, number];
      });
      const names = FILE.depositsBySource;
      return fileOf(
        wholeTable({
          title: names.title,
          subtitle: periodText(query),
          facts: [],
          columns: names.columns,
          rows,
          totals: [FILE.total, String(sum(rows.map((row) => Number(row[1])))), sum(rows.map((row) => row[2]))],
          widths: ['*', 80, 100],
        }),
        query.format,
        (extension) => names.fileName(query.from, query.to, extension),
      );
    },
  };
}

export type FinanceReportsService = ReturnType<typeof createFinanceReportsService>;

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  SSA_623_GROUP_LABELS,
  SSA_623_MOVED_LABELS,
  SSA_623_SPENT_FROM_BALANCE_LABEL,
  centsToDecimal,
  decimalToCents,
  formatDisplayDate,
  formatMoney,
  type TSsa623Worksheet,
} from '@payee/contract';
import { API_FINANCE_FILES } from '@payee/content/api-finance';
import { createReportPdf, writeFacts, writeTable } from './report-pdf';

const FILE = API_FINANCE_FILES.ssa623;

/**
 * The one drawing of an SSA-623 worksheet as a PDF (ended; read it as a stream): the single client's download draws
 * it here, and the batch's zip in its PDF worker (ssa-623-pdf-worker.ts), so both are the same document. It imports
 * only what it draws with, as the worker loads it on its own.
 */
export function ssa623Pdf(sheet: TSsa623Worksheet) {
  // The ledger's formatDollars (cents as the contract's formatMoney writes dollars), without loading the ledger module.
  const money = (value: string) => formatMoney(centsToDecimal(decimalToCents(value)!));
  const doc = createReportPdf(FILE.title, FILE.subtitle(formatDisplayDate(sheet.period.start), formatDisplayDate(sheet.period.end)));
  writeFacts(doc, [
    [FILE.facts.beneficiary, sheet.client.name],
    [FILE.facts.ssn, sheet.client.ssn_masked],
    [FILE.facts.program, sheet.program.name],
    [FILE.facts.openingBalance, money(sheet.opening_balance)],
    [FILE.facts.closingBalance, money(sheet.closing_balance)],
  ]);
  writeTable(
    doc,
    FILE.reportHeading,
    FILE.reportColumns,
    [
      [FILE.benefits, money(sheet.benefits_received)],
      [FILE.otherMoneyIn, money(sheet.other_money_in)],
      [SSA_623_GROUP_LABELS.food_and_housing, money(sheet.spent_on_food_and_housing)],
      [SSA_623_GROUP_LABELS.other_things, money(sheet.spent_on_other_things)],
      [SSA_623_GROUP_LABELS.saved, money(sheet.saved)],
      [SSA_623_SPENT_FROM_BALANCE_LABEL, money(sheet.spent_from_balance)],
      [SSA_623_MOVED_LABELS.moved_in, money(sheet.moved_in)],
      [SSA_623_MOVED_LABELS.moved_out, money(sheet.moved_out)],
      [FILE.addsUp, sheet.adds_up ? FILE.yes : FILE.no],
    ],
    ['*', 110],
    [1],
  );
  writeTable(
    doc,
    FILE.categoriesHeading,
    FILE.categoriesColumns,
    sheet.categories.map((line) => [line.label, SSA_623_GROUP_LABELS[line.group], money(line.amount)]),
    ['*', 180, 110],
    [2],
  );
  writeTable(
    doc,
    FILE.incomeHeading,
    FILE.incomeColumns,
    sheet.income.map((line) => [line.label, money(line.amount)]),
    ['*', 110],
    [1],
  );
  doc.end();
  return doc;
}

/** What the main thread asks the worker: one worksheet's figures (plain data). */
export interface PdfRequest {
  id: number;
  sheet: TSsa623Worksheet;
}
/** What the worker answers: the PDF's bytes (their buffer transferred, not copied), or why it could not draw it. */
export type PdfAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

/**
 * The worker's heap: pdfkit makes ~0.5 MB of garbage per document (it reads the Helvetica metrics again for each), and
 * V8 grows an old generation as large as it is let to rather than collect it; in its own small heap the garbage is
 * collected within these bounds instead of growing the server's.
 */
export const PDF_WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 } as const;

/**
 * The batch's PDF worker (node:worker_threads): one long-lived thread, started at its first worksheet, that draws
 * worksheets (ssa623Pdf) in its own bounded heap, off the thread that answers requests. If it dies (out of its memory,
 * a fault), every worksheet it was drawing fails (the batch with it, by the job's failure path) and the next one
 * starts a new worker. It never keeps the process alive; `close` ends it (the app's close).
 * From TypeScript (tsx, vitest) it runs ssa-623-pdf-worker.ts under tsx; built, dist/ssa-623-pdf-worker.js beside
 * server.js (apps/api/scripts/build.ts bundles it as an entry of its own).
 */
export function createSsa623PdfWorker(resourceLimits: Worker['resourceLimits'] = PDF_WORKER_LIMITS) {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  function started(): Worker {
    if (worker) return worker;
    const thread = import.meta.url.endsWith('.ts')
      ? // From TypeScript (tsx, vitest): the worker requires its file through tsx's CommonJS hooks, as Node 20's
        // `--import tsx` in a worker's execArgv does not reach the worker's imports.
        new Worker(
          `require(${JSON.stringify(createRequire(import.meta.url).resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(
            fileURLToPath(new URL('./ssa-623-pdf-worker.ts', import.meta.url)),
          )});`,
          { eval: true, resourceLimits },
        )
      : new Worker(new URL('./ssa-623-pdf-worker.js', import.meta.url), { resourceLimits });
    thread.unref();
    thread.on('message', (answer: PdfAnswer) => {
      const asked = waiting.get(answer.id);
      if (!asked) return;
      waiting.delete(answer.id);
      if ('error' in answer) asked.reject(new Error(answer.error));
      else asked.resolve(answer.bytes);
    });
    const gone = (error: Error) => {
      if (worker !== thread) return;
      worker = undefined;
      failAll(error);
    };
    thread.on('error', gone);
    thread.on('exit', (code) => gone(new Error(`The SSA-623 PDF worker stopped (exit code ${code}).`)));
    worker = thread;
    return thread;
  }

  return {
    /** The worksheet's PDF, drawn in the worker. */
    draw(sheet: TSsa623Worksheet): Promise<Uint8Array> {
      const thread = started();
      const id = (nextId += 1);
      return new Promise<Uint8Array>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, sheet } satisfies PdfRequest);
      });
    },
    /** The worker thread while one runs (tests end it as if it died). */
    thread: () => worker,
    /** Ends the worker (any worksheet it was drawing fails). */
    async close() {
      const thread = worker;
      worker = undefined;
      failAll(new Error('The SSA-623 PDF worker was closed.'));
      if (thread) await thread.terminate();
    },
  };
}

export type Ssa623PdfWorker = ReturnType<typeof createSsa623PdfWorker>;

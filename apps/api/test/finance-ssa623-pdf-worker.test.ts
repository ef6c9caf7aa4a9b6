import { once } from 'node:events';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { ssa623Worksheet } from '../src/modules/finance/ssa-623';
import { createSsa623PdfWorker, ssa623Pdf, type Ssa623PdfWorker } from '../src/modules/finance/ssa-623-pdf';
import { pdfPages } from './helpers/pdf';

const sheet = ssa623Worksheet({
  client: { id: 7, name: 'Rosa Delgado', application_code: 'PAY-0007', ssn_masked: '***-**-4321' },
  program: { id: 1, name: 'Representative Payee' },
  period: { start: '2025-06-01', end: '2026-05-31' },
  opening: 120_000,
  closing: 95_050,
  rows: [
    { category: 'benefit', source: 'ssi', cents: 1_150_000 },
    { category: 'housing', source: null, cents: -900_000 },
    { category: 'food', source: null, cents: -274_950 },
  ],
});

/** The SSA-623 batch's PDF worker thread (ssa-623-pdf.ts), outside any app. */
describe('the SSA-623 PDF worker', () => {
  let worker: Ssa623PdfWorker | undefined;
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });

  it('draws the same worksheet as the single download, its bytes transferred back', async () => {
    worker = createSsa623PdfWorker();
    const drawn = await worker.draw(sheet);
    const here = await buffer(ssa623Pdf(sheet));
    expect(Buffer.from(drawn.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(await pdfPages(Buffer.from(drawn))).toEqual(await pdfPages(here));
    expect((await pdfPages(here)).join(' ')).toContain('Rosa Delgado');
  });

  it('fails the worksheets it was drawing when it dies, and the next worksheet starts a new one', async () => {
    worker = createSsa623PdfWorker();
    await worker.draw(sheet);
    const first = worker.thread()!;
    const drawing = worker.draw(sheet);
    await first.terminate();
    await expect(drawing).rejects.toThrow(/PDF worker stopped/);
    expect(worker.thread()).toBeUndefined();
    expect(Buffer.from((await worker.draw(sheet)).subarray(0, 5)).toString()).toBe('%PDF-');
    expect(worker.thread()).not.toBe(first);
  });

  it('ends its thread on close', async () => {
    worker = createSsa623PdfWorker();
    await worker.draw(sheet);
    const exited = once(worker.thread()!, 'exit');
    await worker.close();
    await exited;
    expect(worker.thread()).toBeUndefined();
  });
});

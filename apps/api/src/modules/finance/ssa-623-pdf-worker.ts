/**
 * The batch's PDF worker thread (ssa-623-pdf.ts createSsa623PdfWorker): it draws each worksheet it is sent with
 * ssa623Pdf and answers its PDF's bytes, their buffer transferred. A worksheet it cannot draw is answered with the
 * error; the thread goes on.
 */
import { parentPort } from 'node:worker_threads';
import { ssa623Pdf, type PdfAnswer, type PdfRequest } from './ssa-623-pdf';

async function draw(sheet: PdfRequest['sheet']): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of ssa623Pdf(sheet)) chunks.push(chunk as Buffer);
  // Its own buffer (a small Buffer may sit in Node's shared pool, which cannot be transferred).
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

parentPort!.on('message', ({ id, sheet }: PdfRequest) => {
  draw(sheet).then(
    (bytes) => parentPort!.postMessage({ id, bytes } satisfies PdfAnswer, [bytes.buffer]),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PdfAnswer),
  );
});

import { API_FINANCE_FILES } from '@payee/content/api-finance';
import { describe, expect, it } from 'vitest';
import { createReportPdf, writeFacts, writeTable } from '../src/modules/finance/report-pdf';
import { pdfPages } from './helpers/pdf';

async function pagesOf(write: (doc: ReturnType<typeof createReportPdf>) => void) {
  const doc = createReportPdf('A title', 'A subtitle');
  write(doc);
  doc.end();
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return pdfPages(Buffer.concat(chunks));
}

describe('a finance report PDF', () => {
  it('writes the facts and a table, wrapping a text longer than its cell and saying when a table has no rows', async () => {
    const long = 'A description long enough that it cannot fit on one line of its narrow column and wraps inside it';
    const [page, ...more] = await pagesOf((doc) => {
      writeFacts(doc, [['Beneficiary', 'Maria Lopez']]);
      writeTable(doc, 'Lines', ['What', 'Amount'], [[long, '$12.00']], [120, 60], [1]);
      writeTable(doc, 'Nothing', ['What', 'Amount'], [], ['*', 60], [1]);
    });
    expect(more).toEqual([]);
    expect(page).toContain('A title A subtitle Beneficiary Maria Lopez Lines What Amount');
    for (const word of long.split(' ')) expect(page).toContain(word);
    expect(page).toContain('$12.00');
    expect(page).toContain(`Nothing What Amount ${API_FINANCE_FILES.noRows}`);
  });

  it('goes on to a new page when a table does not fit, its header row again at the top, every row written once', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [`Row ${index + 1}`, `$${index + 1}.00`]);
    const pages = await pagesOf((doc) => writeTable(doc, 'Many', ['What', 'Amount'], rows, ['*', 80], [1]));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1)) expect(page.startsWith('What Amount Row ')).toBe(true);
    const written = pages.join(' ').match(/Row \d+/g);
    expect(written).toEqual(rows.map(([label]) => label));
  });
});

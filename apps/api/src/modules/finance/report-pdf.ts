import PDFDocument from 'pdfkit';
import { SITE } from '@payee/content';
import { officeAddressLine } from '../../lib/office';
import { API_FINANCE_FILES } from '@payee/content/api-finance';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 48;

/**
 * A finance report (reconciliation, SSA-623 worksheet) on US Letter: the organisation's heading and a title;
 * the caller adds facts and tables (pdfkit 0.20's `doc.table()`, which breaks pages by itself) and ends it.
 */
export function createReportPdf(title: string, subtitle: string): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: title, Author: SITE.organisation.serviceName },
  });
  doc.font('Helvetica-Bold').fontSize(16).text(SITE.organisation.serviceName);
  doc.font('Helvetica').fontSize(10).text(officeAddressLine(SITE.office));
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10).text(subtitle);
  doc.moveDown(0.8);
  return doc;
}

/** Label and value pairs, one per line. */
export function writeFacts(doc: Doc, facts: readonly (readonly [string, string])[]) {
  doc.table({
    columnStyles: [200, '*'],
    defaultStyle: { border: 0, padding: 2 },
    data: facts.map(([label, value]) => [{ text: label, font: { src: 'Helvetica-Bold' } }, value]),
  });
  doc.moveDown(0.8);
}

/** A heading and a table whose first row is the column headers; `rightAligned` columns hold amounts. */
export function writeTable(
  doc: Doc,
  heading: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  widths: (number | string)[],
  rightAligned: readonly number[] = [],
) {
  doc.font('Helvetica-Bold').fontSize(11).text(heading, MARGIN);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9);
  const align = (index: number) => (rightAligned.includes(index) ? { x: 'right' as const } : { x: 'left' as const });
  doc.table({
    columnStyles: widths.map((width, index) => ({ width, align: align(index) })),
    defaultStyle: { border: { bottom: 0.5 }, borderColor: '#999999', padding: 3 },
    data: [
      header.map((text) => ({ text, type: 'TH' as const, font: { src: 'Helvetica-Bold' } })),
      ...(rows.length > 0 ? rows.map((row) => [...row]) : [[{ text: API_FINANCE_FILES.noRows, colSpan: header.length }]]),
    ],
  });
  doc.moveDown(0.8);
}

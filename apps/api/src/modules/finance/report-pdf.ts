import PDFDocument from 'pdfkit';
import { SITE } from '@payee/content';
import { officeAddressLine } from '../../lib/office';
import { API_FINANCE_FILES } from '@payee/content/api-finance';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 48;
const REGULAR = 'Helvetica';
/** The widest glyph of Helvetica (bold or not), in em: "@", 1.015. */
const WIDEST_GLYPH = 1.015;
const BOLD = 'Helvetica-Bold';

/**
 * A finance report (reconciliation, SSA-623 worksheet) on US Letter: the organisation's heading and a title;
 * the caller adds facts and tables (drawn at positions worked out here: `drawRows`) and ends it.
 */
export function createReportPdf(title: string, subtitle: string): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: title, Author: SITE.organisation.serviceName },
  });
  doc.font(BOLD).fontSize(16).text(SITE.organisation.serviceName);
  doc.font(REGULAR).fontSize(10).text(officeAddressLine(SITE.office));
  doc.moveDown(1);
  doc.font(BOLD).fontSize(14).text(title);
  doc.font(REGULAR).fontSize(10).text(subtitle);
  doc.moveDown(0.8);
  return doc;
}

interface Cell {
  text: string;
  bold?: boolean;
  right?: boolean;
  /** Columns it spans (1 unless said). */
  span?: number;
}

interface RowStyle {
  fontSize: number;
  padding: number;
  /** A line under each row (0.5 pt, grey), or none. */
  ruled: boolean;
}

/**
 * Rows of cells at fixed column widths, from the current line down, a new page (the header row again on it) when a row
 * does not fit. Text that fits its cell, as a worksheet's labels and amounts do, is written on one line at a position
 * worked out here; only a longer text is wrapped in its cell. pdfkit's `doc.table()` measured and laid out every
 * cell through its line wrapper, and took ~2/3 of a worksheet PDF's time (issue 23).
 */
function drawRows(doc: Doc, widths: readonly number[], rows: readonly Cell[][], style: RowStyle, header?: Cell[], headerFirst = true) {
  const left = doc.page.margins.left;
  const tableWidth = widths.reduce((sum, width) => sum + width, 0);
  const { padding } = style;
  doc.fontSize(style.fontSize);
  const drawRow = (cells: readonly Cell[]): void => {
    const placed: { cell: Cell; x: number; inner: number; fits: boolean; textWidth: number }[] = [];
    let x = left;
    let column = 0;
    let height = 0;
    for (const cell of cells) {
      const span = cell.span ?? 1;
      const width = widths.slice(column, column + span).reduce((sum, each) => sum + each, 0);
      column += span;
      const inner = Math.max(width - 2 * padding, 1);
      doc.font(cell.bold ? BOLD : REGULAR);
      // Measured once (kerning is most of a PDF's time), and not at all when even its widest letters would fit on the left.
      const surely = !cell.right && cell.text.length * style.fontSize * WIDEST_GLYPH <= inner;
      const textWidth = surely ? 0 : doc.widthOfString(cell.text);
      const fits = (surely || textWidth <= inner) && !cell.text.includes('\n');
      height = Math.max(height, fits ? doc.currentLineHeight(true) : doc.heightOfString(cell.text, { width: inner }));
      placed.push({ cell, x, inner, fits, textWidth });
      x += width;
    }
    height += 2 * padding;
    if (doc.y + height > doc.page.maxY() && doc.y > doc.page.margins.top) {
      doc.addPage();
      if (header && cells !== header) drawRow(header);
    }
    const top = doc.y;
    for (const { cell, x: cellX, inner, fits, textWidth } of placed) {
      if (cell.text === '') continue;
      doc.font(cell.bold ? BOLD : REGULAR);
      if (fits) {
        const at = cell.right ? cellX + padding + inner - textWidth : cellX + padding;
        doc.text(cell.text, at, top + padding, { lineBreak: false });
      } else doc.text(cell.text, cellX + padding, top + padding, { width: inner, align: cell.right ? 'right' : 'left' });
    }
    if (style.ruled)
      doc
        .save()
        .moveTo(left, top + height)
        .lineTo(left + tableWidth, top + height)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke()
        .restore();
    doc.x = left;
    doc.y = top + height;
  };
  for (const row of header && headerFirst ? [header, ...rows] : rows) drawRow(row);
}

/** Column widths in points: numbers as they are, the rest (`'*'`) sharing what is left of the page's width. */
function columnWidths(doc: Doc, widths: readonly (number | string)[]): number[] {
  const fixed = widths.reduce<number>((sum, width) => sum + (typeof width === 'number' ? width : 0), 0);
  const stars = widths.filter((width) => typeof width !== 'number').length;
  const free = doc.page.width - doc.page.margins.left - doc.page.margins.right - fixed;
  return widths.map((width) => (typeof width === 'number' ? width : Math.max(free / Math.max(stars, 1), 0)));
}

/** Label and value pairs, one per line. */
export function writeFacts(doc: Doc, facts: readonly (readonly [string, string])[]) {
  drawRows(
    doc,
    columnWidths(doc, [200, '*']),
    facts.map(([label, value]) => [{ text: label, bold: true }, { text: value }]),
    { fontSize: 10, padding: 2, ruled: false },
  );
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
  doc.font(BOLD).fontSize(11).text(heading, MARGIN);
  doc.moveDown(0.3);
  const right = (index: number) => rightAligned.includes(index);
  drawRows(
    doc,
    columnWidths(doc, widths),
    rows.length > 0
      ? rows.map((row) => row.map((text, index) => ({ text, right: right(index) })))
      : [[{ text: API_FINANCE_FILES.noRows, span: header.length }]],
    { fontSize: 9, padding: 3, ruled: true },
    header.map((text, index) => ({ text, bold: true, right: right(index) })),
  );
  doc.moveDown(0.8);
}

/**
 * A table written in parts (issue 23: a report read in batches): the heading and the header row at once, then each
 * batch of rows as it is read (`add`, the header again on each new page), and `end` (a "no rows" line when none came).
 * The same drawing as `writeTable` given all the rows at once.
 */
export function startTable(
  doc: Doc,
  heading: string,
  header: readonly string[],
  widths: (number | string)[],
  rightAligned: readonly number[] = [],
) {
  doc.font(BOLD).fontSize(11).text(heading, MARGIN);
  doc.moveDown(0.3);
  const right = (index: number) => rightAligned.includes(index);
  const points = columnWidths(doc, widths);
  const style: RowStyle = { fontSize: 9, padding: 3, ruled: true };
  const headerCells = header.map((text, index) => ({ text, bold: true, right: right(index) }));
  let any = false;
  let first = true;
  const draw = (cells: Cell[][]) => {
    drawRows(doc, points, cells, style, headerCells, first);
    first = false;
  };
  return {
    add(rows: readonly (readonly string[])[]) {
      if (rows.length === 0) return;
      any = true;
      draw(rows.map((row) => row.map((text, index) => ({ text, right: right(index) }))));
    },
    end() {
      if (!any) draw([[{ text: API_FINANCE_FILES.noRows, span: header.length }]]);
      doc.moveDown(0.8);
    },
  };
}

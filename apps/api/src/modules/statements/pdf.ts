import { setTimeout as sleep } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { TRANSACTION_CATEGORY_LABELS, formatDisplayDate } from '@payee/contract';
import { formatDollars, type LedgerRow } from '../ledger';
import { fitMeasuredLine, measureText, writeTexts } from './fixed-text';
import {
  COLUMNS,
  FIRST_PAGE_ROWS,
  FIRST_PAGE_ROWS_TOP,
  FOOTER_TOP,
  OTHER_PAGE_ROWS,
  OTHER_PAGE_ROWS_TOP,
  PAGE,
  ROW_HEIGHT,
  planStatement,
} from './layout';
import { API_STATEMENT_PDF as WORDS } from '@payee/content/api-ledger';

/** Everything on a statement but its rows, which arrive in batches. */
export interface StatementHeader {
  organisationName: string;
  organisationAddress: string;
  organisationContact: string;
  clientName: string;
  maskedSsn: string;
  programName: string;
  /** yyyy-MM-dd */
  start: string;
  end: string;
  openingCents: number;
  moneyInCents: number;
  /** Negative. */
  moneyOutCents: number;
  rowCount: number;
}

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BODY_SIZE = 9.5;
/** The category in plain words, under the description: smaller and grey (#555555 on white is 7.5:1). */
const CATEGORY_SIZE = 7.5;
const CATEGORY_COLOUR = '#555555';
const CATEGORY_OFFSET = 11;
/** Bytes the document may hold unread before writing pauses for the reader (flat memory under a slow client). */
const UNREAD_LIMIT = 256 * 1024;

type Doc = InstanceType<typeof PDFDocument>;

/** Cuts `text` to fit `width` on one line, ending with an ellipsis when cut. */
export function fitOneLine(doc: Doc, text: string, width: number): string {
  return fitMeasuredLine(doc, text.replace(/\s+/g, ' ').trim(), width);
}

type TextPiece = readonly [text: string, x: number, y: number];

function textAt(doc: Doc, text: string, x: number, y: number) {
  writeTexts(doc, [[text, x, y]]);
}

/** `text` placed so that it ends at `right`. */
function rightPiece(doc: Doc, text: string, right: number, y: number): TextPiece {
  return [text, right - measureText(doc, text), y];
}

function rightAligned(doc: Doc, text: string, right: number, y: number) {
  writeTexts(doc, [rightPiece(doc, text, right, y)]);
}

/**
 * Streams a statement: the document is a readable stream handed to the HTTP reply first; pages are then
 * written as the batches of rows arrive, each numbered "Page N of M" from the plan, never buffered
 * (no `bufferPages`). Memory stays flat however many rows there are.
 */
export function createStatementPdf(header: StatementHeader) {
  const plan = planStatement(header.rowCount);
  const doc = new PDFDocument({
    size: 'LETTER',
    // Bottom margin 0: every position is fixed by the layout, and pdfkit must never break a page by itself.
    margins: { top: PAGE.margin, bottom: 0, left: PAGE.margin, right: PAGE.margin },
    autoFirstPage: false,
    bufferPages: false,
    info: { Title: WORDS.title(header.start, header.end), Author: header.organisationName },
  });
  const period = WORDS.period(formatDisplayDate(header.start), formatDisplayDate(header.end));
  let pageNumber = 0;

  function columnHeaders(y: number) {
    doc.font(BOLD).fontSize(BODY_SIZE);
    textAt(doc, WORDS.columns.date, COLUMNS.date.x, y);
    textAt(doc, WORDS.columns.description, COLUMNS.description.x, y);
    rightAligned(doc, WORDS.columns.moneyIn, COLUMNS.moneyInRight, y);
    rightAligned(doc, WORDS.columns.moneyOut, COLUMNS.moneyOutRight, y);
    rightAligned(doc, WORDS.columns.balance, COLUMNS.balanceRight, y);
    doc
      .moveTo(PAGE.margin, y + 14)
      .lineTo(PAGE.width - PAGE.margin, y + 14)
      .lineWidth(0.75)
      .stroke();
    doc.font(FONT).fontSize(BODY_SIZE);
  }

  function newPage(): number {
    doc.addPage({ size: 'LETTER', margins: { top: PAGE.margin, bottom: 0, left: PAGE.margin, right: PAGE.margin } });
    pageNumber += 1;
    let rowsTop: number;
    if (pageNumber === 1) {
      doc.font(BOLD).fontSize(16);
      textAt(doc, header.organisationName, PAGE.margin, 48);
      doc.font(FONT).fontSize(10);
      textAt(doc, header.organisationAddress, PAGE.margin, 70);
      textAt(doc, header.organisationContact, PAGE.margin, 84);
      doc.font(BOLD).fontSize(14);
      textAt(doc, WORDS.heading, PAGE.margin, 112);
      const details: [string, string][] = [
        [WORDS.facts.client, header.clientName],
        [WORDS.facts.ssn, header.maskedSsn],
        [WORDS.facts.program, header.programName],
        [WORDS.facts.period, period],
        [WORDS.facts.openingBalance, formatDollars(header.openingCents)],
      ];
      details.forEach(([label, value], index) => {
        const y = 138 + index * 16;
        doc.font(BOLD).fontSize(10);
        textAt(doc, label, PAGE.margin, y);
        doc.font(FONT).fontSize(10);
        textAt(doc, fitOneLine(doc, value, 400), PAGE.margin + 110, y);
      });
      columnHeaders(FIRST_PAGE_ROWS_TOP - 24);
      rowsTop = FIRST_PAGE_ROWS_TOP;
    } else {
      doc.font(BOLD).fontSize(11);
      textAt(doc, WORDS.continued(header.organisationName), PAGE.margin, 48);
      doc.font(FONT).fontSize(9.5);
      textAt(
        doc,
        fitOneLine(doc, `${header.clientName} · ${header.maskedSsn} · ${header.programName} · ${period}`, PAGE.width - 2 * PAGE.margin),
        PAGE.margin,
        66,
      );
      columnHeaders(OTHER_PAGE_ROWS_TOP - 24);
      rowsTop = OTHER_PAGE_ROWS_TOP;
    }
    doc.font(FONT).fontSize(9);
    const footer = WORDS.page(pageNumber, plan.pageCount);
    textAt(doc, footer, (PAGE.width - measureText(doc, footer)) / 2, FOOTER_TOP);
    doc.font(FONT).fontSize(BODY_SIZE);
    return rowsTop;
  }

  let balance = header.openingCents;
  // Rows come in date order, so a date is formatted once for all of its rows.
  let lastDate = '';
  let lastDisplayDate = '';
  let rowsOnPage = 0;
  let capacity = 0;
  let y = 0;

  function writeRow(row: LedgerRow) {
    if (pageNumber === 0 || rowsOnPage >= capacity) {
      y = newPage();
      capacity = pageNumber === 1 ? FIRST_PAGE_ROWS : OTHER_PAGE_ROWS;
      rowsOnPage = 0;
    }
    balance += row.amountCents;
    if (row.postedOn !== lastDate) {
      lastDate = row.postedOn;
      lastDisplayDate = formatDisplayDate(row.postedOn);
    }
    // One write per row, in the order the cells were always drawn (the same content stream).
    writeTexts(doc, [
      [lastDisplayDate, COLUMNS.date.x, y],
      [fitOneLine(doc, row.description, COLUMNS.description.width), COLUMNS.description.x, y],
      row.amountCents > 0
        ? rightPiece(doc, formatDollars(row.amountCents), COLUMNS.moneyInRight, y)
        : rightPiece(doc, formatDollars(-row.amountCents), COLUMNS.moneyOutRight, y),
      rightPiece(doc, formatDollars(balance), COLUMNS.balanceRight, y),
    ]);
    // The category goes under the description; it is written after the row's amounts, so a reader extracting the
    // text gets the row's line unbroken, then its category.
    doc.fontSize(CATEGORY_SIZE).fillColor(CATEGORY_COLOUR);
    writeTexts(doc, [[TRANSACTION_CATEGORY_LABELS[row.category], COLUMNS.description.x, y + CATEGORY_OFFSET]]);
    doc.fontSize(BODY_SIZE).fillColor('black');
    y += ROW_HEIGHT;
    rowsOnPage += 1;
  }

  function writeSummary() {
    if (plan.summaryOnNewPage) y = newPage();
    y += ROW_HEIGHT / 2;
    doc
      .moveTo(PAGE.margin, y - 4)
      .lineTo(PAGE.width - PAGE.margin, y - 4)
      .lineWidth(0.75)
      .stroke();
    const lines: [string, number][] = [
      [WORDS.summary.moneyIn, header.moneyInCents],
      [WORDS.summary.moneyOut, -header.moneyOutCents],
      [WORDS.summary.closingBalance, balance],
    ];
    for (const [label, cents] of lines) {
      doc.font(BOLD).fontSize(10);
      textAt(doc, label, COLUMNS.description.x, y);
      rightAligned(doc, formatDollars(cents), COLUMNS.balanceRight, y);
      y += ROW_HEIGHT;
    }
  }

  return {
    doc,
    plan,
    /**
     * Writes every row from `batches` (oldest first), then the summary, and ends the document. Pauses while
     * the reader is behind; stops if the document was destroyed (the client went away).
     */
    async write(batches: AsyncIterable<LedgerRow[]>): Promise<'done' | 'aborted'> {
      for await (const batch of batches) {
        for (const row of batch) writeRow(row);
        while (doc.readableLength > UNREAD_LIMIT) {
          if (doc.destroyed) return 'aborted';
          await sleep(2);
        }
        if (doc.destroyed) return 'aborted';
      }
      if (pageNumber === 0) newPage();
      writeSummary();
      doc.end();
      return 'done';
    },
    /** The balance after the rows written so far (the closing balance once `write` is done). */
    closingCents: () => balance,
  };
}

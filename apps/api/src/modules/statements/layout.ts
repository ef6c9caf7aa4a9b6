/**
 * The statement's fixed layout (US Letter, points). Every row is one line of the same height, so the
 * number of pages is known from the number of rows before the first page is drawn: "Page N of M" is then
 * written on each page as it is made, and nothing has to be kept in memory to number the pages afterwards.
 */
export const PAGE = { width: 612, height: 792, margin: 48 } as const;

/** A row: the date, description and amounts on one line, the category in plain words under the description. */
export const ROW_HEIGHT = 24;
/** Where the rows of the first page start (below the organisation, the client's details and the column headers). */
export const FIRST_PAGE_ROWS_TOP = 262;
/** Where the rows of later pages start (below a short running header and the column headers). */
export const OTHER_PAGE_ROWS_TOP = 128;
/** Rows end here; the page number sits below. */
export const ROWS_BOTTOM = 732;
export const FOOTER_TOP = 752;

export const FIRST_PAGE_ROWS = Math.floor((ROWS_BOTTOM - FIRST_PAGE_ROWS_TOP) / ROW_HEIGHT);
export const OTHER_PAGE_ROWS = Math.floor((ROWS_BOTTOM - OTHER_PAGE_ROWS_TOP) / ROW_HEIGHT);
/** The closing summary (a gap, money in, money out, closing balance) takes as much room as this many rows. */
export const SUMMARY_ROWS = 4;

/** Columns: x of the left edge for text, or of the right edge for amounts. */
export const COLUMNS = {
  date: { x: PAGE.margin, width: 68 },
  description: { x: PAGE.margin + 72, width: 236 },
  moneyInRight: 420,
  moneyOutRight: 494,
  balanceRight: PAGE.width - PAGE.margin,
} as const;

export interface StatementPlan {
  pageCount: number;
  /** Whether the closing summary needs a page of its own after the last row. */
  summaryOnNewPage: boolean;
}

/** Pages needed for `rowCount` rows and the closing summary, which is never split across pages. */
export function planStatement(rowCount: number): StatementPlan {
  let pageCount: number;
  let rowsOnLastPage: number;
  let capacityOfLastPage: number;
  if (rowCount <= FIRST_PAGE_ROWS) {
    pageCount = 1;
    rowsOnLastPage = rowCount;
    capacityOfLastPage = FIRST_PAGE_ROWS;
  } else {
    const rest = rowCount - FIRST_PAGE_ROWS;
    pageCount = 1 + Math.ceil(rest / OTHER_PAGE_ROWS);
    rowsOnLastPage = rest - (pageCount - 2) * OTHER_PAGE_ROWS;
    capacityOfLastPage = OTHER_PAGE_ROWS;
  }
  const summaryOnNewPage = capacityOfLastPage - rowsOnLastPage < SUMMARY_ROWS;
  return { pageCount: pageCount + (summaryOnNewPage ? 1 : 0), summaryOnNewPage };
}

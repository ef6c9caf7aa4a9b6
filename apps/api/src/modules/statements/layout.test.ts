import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_ROWS, OTHER_PAGE_ROWS, SUMMARY_ROWS, planStatement } from './layout';

describe('statement layout', () => {
  it('fits a short statement and its summary on one page', () => {
    expect(planStatement(1)).toEqual({ pageCount: 1, summaryOnNewPage: false });
    expect(planStatement(FIRST_PAGE_ROWS - SUMMARY_ROWS)).toEqual({ pageCount: 1, summaryOnNewPage: false });
  });

  it('moves the summary to a page of its own rather than splitting it', () => {
    expect(planStatement(FIRST_PAGE_ROWS - SUMMARY_ROWS + 1)).toEqual({ pageCount: 2, summaryOnNewPage: true });
    expect(planStatement(FIRST_PAGE_ROWS)).toEqual({ pageCount: 2, summaryOnNewPage: true });
  });

  it('counts the later pages with their own capacity', () => {
    expect(planStatement(FIRST_PAGE_ROWS + 1).pageCount).toBe(2);
    expect(planStatement(FIRST_PAGE_ROWS + OTHER_PAGE_ROWS - SUMMARY_ROWS).pageCount).toBe(2);
    expect(planStatement(FIRST_PAGE_ROWS + OTHER_PAGE_ROWS).pageCount).toBe(3);
    expect(planStatement(10_000).pageCount).toBe(
      1 + Math.ceil((10_000 - FIRST_PAGE_ROWS) / OTHER_PAGE_ROWS) + (planStatement(10_000).summaryOnNewPage ? 1 : 0),
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ADMIN_OFX_CONTENT } from '@payee/content/admin-ofx';
import type { TBankStatementLine, TReconciliation, TReconciliationEntry } from '@payee/contract';
import { columnTexts, renderRoutes, storeStaffSession, stubApi, summaryItems, type StubHandler } from '@/test/finance';
import { findToastArea } from '@/test/toasts';
import { MonthPage } from './month-page';

const copy = ADMIN_FINANCE_CONTENT.month;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const RENT = {
  entry_id: 88,
  kind: 'disbursement' as const,
  posted_on: '2026-10-05',
  description: 'Lansing Gardens Apartments: Rent',
  reference: 'TRF-1',
  amount: '-650.00',
};
const line = (fields: Partial<TBankStatementLine>): TBankStatementLine => ({
  id: 2,
  line_no: 2,
  date: '2026-10-11',
  description: 'PAYMENT RENT',
  reference: null,
  amount: '-650.00',
  balance: '4350.00',
  match: null,
  ...fields,
});
const SUMMARY: TReconciliation = {
  month: '2026-10',
  status: 'open',
  statement: null,
  bank_balance: null,
  book_balance: '4350.00',
  client_balances_total: '4350.00',
  outstanding_count: 1,
  outstanding_money_in: '0.00',
  outstanding_money_out: '650.00',
  outstanding_total: '-650.00',
  lines_count: 0,
  lines_total: '0.00',
  matched_lines: 0,
  matched_total: '0.00',
  unmatched_lines: 0,
  unmatched_total: '0.00',
  difference: null,
  can_close: false,
  close_problem: 'Import the bank statement of October 2026 first.',
  closed_at: null,
  closed_by: null,
  sign_off_above: '0.00',
  awaiting_sign_off: null,
  signed_off_at: null,
  signed_off_by: null,
};
/** What the stubbed server holds of the month: its summary, its lines and its outstanding entries. */
interface Month {
  summary: TReconciliation;
  lines: TBankStatementLine[];
  outstanding: TReconciliationEntry[];
}
const OPEN: Month = { summary: SUMMARY, lines: [], outstanding: [RENT] };
const IMPORTED: Month = {
  summary: {
    ...SUMMARY,
    statement: {
      file_name: 'bank-statement-2026-10.csv',
      imported_at: '2026-11-27T15:00:00.000Z',
      imported_by: { id: 31, name: 'Demo Finance' },
    },
    bank_balance: '4350.00',
    lines_count: 1,
    lines_total: '-650.00',
    unmatched_lines: 1,
    unmatched_total: '-650.00',
    difference: '-650.00',
    close_problem: '1 statement line is not matched to the book yet.',
  },
  lines: [line({})],
  outstanding: [RENT],
};
const MATCHED: Month = {
  summary: {
    ...IMPORTED.summary,
    outstanding_count: 0,
    outstanding_money_out: '0.00',
    outstanding_total: '0.00',
    matched_lines: 1,
    matched_total: '-650.00',
    unmatched_lines: 0,
    unmatched_total: '0.00',
    difference: '0.00',
    can_close: true,
    close_problem: null,
  },
  lines: [line({ match: { by: 'manual', entry: RENT, matched_by: { id: 31, name: 'Demo Finance' } } })],
  outstanding: [],
};

/** A page of `rows` as the server gives it (`per_page` 20 unless asked). */
function pageOf<T>(rows: T[], params: Record<string, string | string[]>) {
  const page = Number(params.page ?? 1);
  const perPage = Number(params.per_page ?? 20);
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    meta: { page, per_page: perPage, total: rows.length, last_page: Math.max(1, Math.ceil(rows.length / perPage)) },
  };
}

/** The month's page over a stubbed API that keeps the month as the last answer left it. */
function renderMonth(
  start: Month,
  routes: Record<string, (request: Parameters<StubHandler>[0]) => Month | { status: number; data: unknown }> = {},
  {
    address = '/admin/finance/reconciliation/2026-10',
    candidates,
  }: { address?: string; candidates?: (lineId: number) => TReconciliationEntry[] } = {},
) {
  let current = start;
  api = stubApi({
    'GET /admin/finance/reconciliation/2026-10': () => ({ status: 200, data: { data: current.summary } }),
    'GET /admin/finance/reconciliation/2026-10/lines': ({ params }) => {
      const shown = current.lines.filter((row) =>
        params.matched === 'matched' ? row.match !== null : params.matched === 'unmatched' ? row.match === null : true,
      );
      return { status: 200, data: pageOf(shown, params) };
    },
    'GET /admin/finance/reconciliation/2026-10/outstanding': ({ params }) => ({
      status: 200,
      data: pageOf(
        params.candidates_for ? (candidates?.(Number(params.candidates_for)) ?? current.outstanding) : current.outstanding,
        params,
      ),
    }),
    ...Object.fromEntries(
      Object.entries(routes).map(([route, answer]) => [
        route,
        (request: Parameters<StubHandler>[0]) => {
          const result = answer(request);
          if ('summary' in result) {
            current = result;
            return { status: 200, data: { message: 'Done.', data: result.summary } };
          }
          return result;
        },
      ]),
    ),
  });
  return renderRoutes([{ path: '/admin/finance/reconciliation/:month', Component: MonthPage }], address);
}

describe("a month's reconciliation", () => {
  it('shows money out as money out in every table, positive, never with a minus sign in one and none in the next', async () => {
    const deposit = { ...RENT, entry_id: 89, kind: 'deposit' as const, description: 'SSA deposit', reference: null, amount: '943.00' };
    renderMonth({
      ...IMPORTED,
      summary: { ...IMPORTED.summary, outstanding_count: 2, outstanding_money_in: '943.00', outstanding_total: '293.00' },
      outstanding: [RENT, deposit],
    });
    const lines = await screen.findByRole('table', { name: copy.linesCaption(1, 1) });
    expect(columnTexts(lines, ADMIN_FINANCE_CONTENT.columns.moneyIn)).toEqual(['']);
    expect(columnTexts(lines, ADMIN_FINANCE_CONTENT.columns.moneyOut)).toEqual(['$650.00']);
    const outstanding = await screen.findByRole('table', { name: copy.outstandingCaption(2, '$943.00', '$650.00') });
    expect(columnTexts(outstanding, ADMIN_FINANCE_CONTENT.columns.moneyIn)).toEqual(['', '$943.00']);
    expect(columnTexts(outstanding, ADMIN_FINANCE_CONTENT.columns.moneyOut)).toEqual(['$650.00', '']);
    for (const table of [lines, outstanding]) {
      expect(within(table).queryByRole('columnheader', { name: ADMIN_FINANCE_CONTENT.columns.amount })).not.toBeInTheDocument();
    }
  });

  it('imports the statement, matches its line to the outstanding entry by hand, and closes the month after confirming', async () => {
    const view = renderMonth(OPEN, {
      'POST /admin/finance/reconciliation/2026-10/bank-statement': () => IMPORTED,
      'POST /admin/finance/reconciliation/2026-10/matches': () => MATCHED,
      'POST /admin/finance/reconciliation/2026-10/close': () => ({
        ...MATCHED,
        summary: {
          ...MATCHED.summary,
          status: 'closed',
          can_close: false,
          closed_at: '2026-11-27T16:00:00.000Z',
          closed_by: { id: 31, name: 'Demo Finance' },
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: copy.heading('October 2026') })).toBeInTheDocument();
    expect(screen.getByText(OPEN.summary.close_problem!)).toBeInTheDocument();

    await view.user.upload(
      screen.getByLabelText(copy.file),
      new File(['date,description,reference,amount,balance\n'], 'bank-statement-2026-10.csv', { type: 'text/csv' }),
    );
    await view.user.click(screen.getByRole('button', { name: copy.import }));
    const lines = await screen.findByRole('table', { name: copy.linesCaption(1, 1) });
    expect((api.sent('POST', '/admin/finance/reconciliation/2026-10/bank-statement')[0]?.body as FormData).get('file')).toBeInstanceOf(
      File,
    );

    await view.user.click(within(lines).getByRole('button', { name: copy.matchButton(2) }));
    const dialog = await screen.findByRole('dialog', { name: copy.matchTitle(2) });
    await view.user.click(within(dialog).getByRole('button', { name: copy.matchSubmit }));
    expect(within(dialog).getByText(ADMIN_FINANCE_CONTENT.reconciliation.chooseEntry)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('radio', { name: /^\$650\.00 out · 10\/05\/2026 · Lansing Gardens Apartments: Rent/ }));
    await view.user.click(within(dialog).getByRole('button', { name: copy.matchSubmit }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: copy.linesHeading })).toHaveFocus());
    expect(api.sent('POST', '/admin/finance/reconciliation/2026-10/matches')[0]?.body).toEqual({ line_id: 2, entry_id: 88 });
    expect(await screen.findByRole('table', { name: copy.linesCaption(1, 0) })).toHaveTextContent(copy.matchedByHand('Demo Finance'));

    await view.user.click(screen.getByRole('button', { name: copy.close }));
    const confirm = await screen.findByRole('alertdialog', { name: copy.closeTitle('October 2026') });
    await view.user.click(within(confirm).getByRole('button', { name: copy.close }));
    expect(await screen.findByText(/Closed by Demo Finance/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.close })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(copy.file)).not.toBeInTheDocument();
  });

  it("puts the server's refusal to close beside the button, in its words", async () => {
    const refusal = 'The bank and the book differ by $10.00: find the missing entry or line.';
    const view = renderMonth(MATCHED, {
      'POST /admin/finance/reconciliation/2026-10/close': () => ({ status: 409, data: { message: refusal, errors: {} } }),
    });
    await view.user.click(await screen.findByRole('button', { name: copy.close }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: copy.close }));
    const shown = await screen.findByText(refusal, { selector: '.admin-refusal' });
    expect(screen.getByRole('button', { name: copy.close })).toHaveAccessibleDescription(refusal);
    expect(shown).toHaveAttribute('role', 'alert');
  });

  it("takes the bank's OFX or QFX download as well as a CSV, says so, and shows what the import skipped", async () => {
    const said = 'Imported 1 new line; 1 matched automatically. 4 lines were imported already and skipped.';
    const view = renderMonth(OPEN, {
      'POST /admin/finance/reconciliation/2026-10/bank-statement': () => ({
        status: 200,
        data: {
          message: said,
          data: IMPORTED.summary,
          import: { format: 'ofx', imported: 1, matched: 1, already_imported: 4, other_months: 0 },
        },
      }),
    });
    const input = await screen.findByLabelText(ADMIN_OFX_CONTENT.file);
    expect(copy.file).toBe(ADMIN_OFX_CONTENT.file);
    expect(input).toHaveAttribute('accept', '.csv,.ofx,.qfx');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(ADMIN_OFX_CONTENT.fileHint));
    expect(screen.getByText(ADMIN_OFX_CONTENT.importIntro)).toBeInTheDocument();
    for (const name of ['october.ofx', 'october.QFX']) {
      await view.user.upload(input, new File(['OFXHEADER:100\n<OFX>'], name, { type: 'application/x-ofx' }));
      expect(input).not.toHaveAttribute('aria-invalid', 'true');
    }
    await view.user.click(screen.getByRole('button', { name: copy.import }));
    await waitFor(() => expect(api.sent('POST', '/admin/finance/reconciliation/2026-10/bank-statement')).toHaveLength(1));
    const sent = (api.sent('POST', '/admin/finance/reconciliation/2026-10/bank-statement')[0]?.body as FormData).get('file') as File;
    expect(sent.name).toBe('october.QFX');
    await waitFor(() => expect(findToastArea()).resolves.toHaveTextContent(said));
  });

  it('refuses a file that is neither OFX, QFX nor CSV before sending it', async () => {
    const view = renderMonth(OPEN);
    const input = await screen.findByLabelText(copy.file);
    // A browser's file chooser may still offer any file ("All files"): the field refuses it itself.
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' })] } });
    await view.user.click(screen.getByRole('button', { name: copy.import }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The selected file must be a CSV, OFX or QFX'));
    expect(api.sent('POST', '/admin/finance/reconciliation/2026-10/bank-statement')).toHaveLength(0);
  });

  it("lists a statement's problems beside the file field, each row by its number", async () => {
    const view = renderMonth(OPEN, {
      'POST /admin/finance/reconciliation/2026-10/bank-statement': () => ({
        status: 422,
        data: {
          message: 'The statement cannot be imported: see what to fix.',
          errors: { 'rows.4.date': ['The date is not in October 2026.'] },
        },
      }),
    });
    await view.user.upload(await screen.findByLabelText(copy.file), new File(['x'], 'statement.csv', { type: 'text/csv' }));
    await view.user.click(screen.getByRole('button', { name: copy.import }));
    expect(await summaryItems()).toEqual(['Row 4: The date is not in October 2026.']);
    expect(screen.getByLabelText(copy.file)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the month's summary from the server's sums, not from the rows on the page", async () => {
    // 45 lines on the statement, one page of them shown: the facts are the summary's.
    const many = Array.from({ length: 45 }, (_, index) => line({ id: index + 1, line_no: index + 1, amount: '-1.00' }));
    renderMonth({
      ...IMPORTED,
      summary: {
        ...IMPORTED.summary,
        lines_count: 45,
        matched_lines: 40,
        matched_total: '-40.00',
        unmatched_lines: 5,
        unmatched_total: '-5.00',
      },
      lines: many,
    });
    const summary = await screen.findByRole('region', { name: copy.summaryHeading });
    expect(within(summary).getByText(copy.matchedFacts(40, '-$40.00'))).toBeInTheDocument();
    expect(within(summary).getByText(copy.matchedFacts(5, '-$5.00'))).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: copy.linesCaption(45, 5) });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });

  it('pages the statement lines and filters them, the page and filter kept in the address', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      line({
        id: index + 1,
        line_no: index + 1,
        match: index < 3 ? null : { by: 'auto', entry: { ...RENT, entry_id: 100 + index }, matched_by: null },
      }),
    );
    const view = renderMonth(
      { ...IMPORTED, summary: { ...IMPORTED.summary, lines_count: 25, matched_lines: 22, unmatched_lines: 3 }, lines: many },
      {},
      { address: '/admin/finance/reconciliation/2026-10?lines_page=2' },
    );
    const lines = await screen.findByRole('table', { name: copy.linesCaption(25, 3) });
    await waitFor(() => expect(within(lines).getAllByRole('row')).toHaveLength(6));
    expect(api.sent('GET', '/admin/finance/reconciliation/2026-10/lines').at(-1)?.params).toEqual({ matched: 'all', page: '2' });
    const pager = screen.getByRole('navigation', { name: copy.linesPager });
    expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
    await view.user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await waitFor(() =>
      expect(api.sent('GET', '/admin/finance/reconciliation/2026-10/lines').at(-1)?.params).toEqual({ matched: 'all', page: '1' }),
    );

    await view.user.selectOptions(screen.getByLabelText(copy.linesFilter), copy.linesFilters.unmatched);
    await view.user.click(screen.getByRole('button', { name: copy.linesFilterApply }));
    await waitFor(() =>
      expect(api.sent('GET', '/admin/finance/reconciliation/2026-10/lines').at(-1)?.params).toEqual({ matched: 'unmatched', page: '1' }),
    );
    await waitFor(() => expect(within(screen.getByRole('table', { name: copy.linesCaption(25, 3) })).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('navigation', { name: copy.linesPager })).not.toBeInTheDocument();
  });

  it("offers the line's candidates, the server's likeliest first, a page at a time, when matching by hand", async () => {
    const near = { ...RENT, entry_id: 90, posted_on: '2026-10-12', description: 'Rent, cleared late' };
    const view = renderMonth(IMPORTED, {}, { candidates: (lineId) => (lineId === 2 ? [near, RENT] : []) });
    const lines = await screen.findByRole('table', { name: copy.linesCaption(1, 1) });
    await view.user.click(within(lines).getByRole('button', { name: copy.matchButton(2) }));
    const dialog = await screen.findByRole('dialog', { name: copy.matchTitle(2) });
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('.choice')?.textContent)).toEqual([
      expect.stringContaining('Rent, cleared late'),
      expect.stringContaining('Lansing Gardens Apartments: Rent'),
    ]);
    expect(api.sent('GET', '/admin/finance/reconciliation/2026-10/outstanding').at(-1)?.params).toEqual({ candidates_for: '2', page: '1' });
  });

  it('says so when no entry of the book can be the line', async () => {
    const view = renderMonth(IMPORTED, {}, { candidates: () => [] });
    await view.user.click(
      within(await screen.findByRole('table', { name: copy.linesCaption(1, 1) })).getByRole('button', { name: copy.matchButton(2) }),
    );
    const dialog = await screen.findByRole('dialog', { name: copy.matchTitle(2) });
    expect(await within(dialog).findByText(copy.matchNone)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a close waiting for a second finance member and puts the refusal of its preparer beside the button', async () => {
    const waiting: Month = {
      ...MATCHED,
      summary: {
        ...MATCHED.summary,
        difference: '0.25',
        can_close: false,
        close_problem: 'The close of this month waits for a second finance member’s sign-off.',
        awaiting_sign_off: { prepared_at: '2026-11-27T15:00:00.000Z', prepared_by: { id: 31, name: 'Demo Finance' }, difference: '0.25' },
      },
    };
    const refusal = 'You prepared this close: another finance member must sign it off.';
    const view = renderMonth(waiting, {
      'POST /admin/finance/reconciliation/2026-10/sign-off': () => ({ status: 409, data: { message: refusal } }),
    });
    const section = await screen.findByRole('region', { name: copy.signOffHeading });
    expect(section).toHaveTextContent(/Prepared by Demo Finance, .* with a difference of \$0\.25/);
    // The signed-in member (id 31) prepared it: the page says so, and the month cannot be closed again meanwhile.
    expect(within(section).getByText(copy.preparedByYou)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.close })).not.toBeInTheDocument();
    await view.user.click(within(section).getByRole('button', { name: copy.signOff }));
    const shown = await within(section).findByText(refusal, { selector: '.admin-refusal' });
    expect(shown).toHaveAttribute('role', 'alert');
    expect(within(section).getByRole('button', { name: copy.signOff })).toHaveAccessibleDescription(new RegExp(refusal));
  });

  it('names the preparer and the second person of a signed-off month, and a second member signs off from the page', async () => {
    // Prepared by another member (id 30) than the one signed in (id 31).
    const waiting: Month = {
      ...MATCHED,
      summary: {
        ...MATCHED.summary,
        difference: '0.25',
        can_close: false,
        awaiting_sign_off: { prepared_at: '2026-11-27T15:00:00.000Z', prepared_by: { id: 30, name: 'First Finance' }, difference: '0.25' },
      },
    };
    const view = renderMonth(waiting, {
      'POST /admin/finance/reconciliation/2026-10/sign-off': () => ({
        ...waiting,
        summary: {
          ...waiting.summary,
          status: 'closed',
          awaiting_sign_off: null,
          closed_at: '2026-11-27T15:00:00.000Z',
          closed_by: { id: 30, name: 'First Finance' },
          signed_off_at: '2026-11-27T16:00:00.000Z',
          signed_off_by: { id: 31, name: 'Demo Finance' },
        },
      }),
    });
    const section = await screen.findByRole('region', { name: copy.signOffHeading });
    expect(within(section).queryByText(copy.preparedByYou)).not.toBeInTheDocument();
    await view.user.click(within(section).getByRole('button', { name: copy.signOff }));
    expect(await screen.findByText(/Signed off by Demo Finance/)).toBeInTheDocument();
    expect(screen.getByText(/Closed by First Finance/)).toBeInTheDocument();
    expect(api.sent('POST', '/admin/finance/reconciliation/2026-10/sign-off')).toHaveLength(1);
  });
});

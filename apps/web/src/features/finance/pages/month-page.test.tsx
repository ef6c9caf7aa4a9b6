import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { TBankStatementLine, TReconciliation } from '@payee/contract';
import { columnTexts, renderRoutes, storeStaffSession, stubApi, summaryItems, type StubHandler } from '@/test/finance';
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
const OPEN: TReconciliation = {
  month: '2026-10',
  status: 'open',
  statement: null,
  bank_balance: null,
  book_balance: '4350.00',
  client_balances_total: '4350.00',
  outstanding_entries: [RENT],
  outstanding_total: '-650.00',
  lines: [],
  unmatched_lines: 0,
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
const IMPORTED: TReconciliation = {
  ...OPEN,
  statement: {
    file_name: 'bank-statement-2026-10.csv',
    imported_at: '2026-11-27T15:00:00.000Z',
    imported_by: { id: 31, name: 'Demo Finance' },
  },
  bank_balance: '4350.00',
  lines: [line({})],
  unmatched_lines: 1,
  difference: '-650.00',
  close_problem: '1 statement line is not matched to the book yet.',
};
const MATCHED: TReconciliation = {
  ...IMPORTED,
  lines: [line({ match: { by: 'manual', entry: RENT, matched_by: { id: 31, name: 'Demo Finance' } } })],
  outstanding_entries: [],
  outstanding_total: '0.00',
  unmatched_lines: 0,
  difference: '0.00',
  can_close: true,
  close_problem: null,
};

/** The month's page over a stubbed API that keeps the month as the last answer left it. */
function renderMonth(
  start: TReconciliation,
  routes: Record<string, (request: Parameters<StubHandler>[0]) => TReconciliation | { status: number; data: unknown }>,
) {
  let current = start;
  api = stubApi({
    'GET /admin/finance/reconciliation/2026-10': () => ({ status: 200, data: { data: current } }),
    ...Object.fromEntries(
      Object.entries(routes).map(([route, answer]) => [
        route,
        (request: Parameters<StubHandler>[0]) => {
          const result = answer(request);
          if ('month' in result) {
            current = result;
            return { status: 200, data: { message: 'Done.', data: result } };
          }
          return result;
        },
      ]),
    ),
  });
  return renderRoutes([{ path: '/admin/finance/reconciliation/:month', Component: MonthPage }], '/admin/finance/reconciliation/2026-10');
}

describe("a month's reconciliation", () => {
  it('shows money out as money out in every table, positive, never with a minus sign in one and none in the next', async () => {
    const deposit = { ...RENT, entry_id: 89, kind: 'deposit' as const, description: 'SSA deposit', reference: null, amount: '943.00' };
    renderMonth({ ...IMPORTED, outstanding_entries: [RENT, deposit], outstanding_total: '293.00' }, {});
    const lines = await screen.findByRole('table', { name: copy.linesCaption(1, 1) });
    expect(columnTexts(lines, ADMIN_FINANCE_CONTENT.columns.moneyIn)).toEqual(['']);
    expect(columnTexts(lines, ADMIN_FINANCE_CONTENT.columns.moneyOut)).toEqual(['$650.00']);
    const outstanding = screen.getByRole('table', { name: copy.outstandingCaption(2, '$943.00', '$650.00') });
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
        status: 'closed',
        can_close: false,
        closed_at: '2026-11-27T16:00:00.000Z',
        closed_by: { id: 31, name: 'Demo Finance' },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: copy.heading('October 2026') })).toBeInTheDocument();
    expect(screen.getByText(OPEN.close_problem!)).toBeInTheDocument();

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
    expect(screen.getByRole('table', { name: copy.linesCaption(1, 0) })).toHaveTextContent(copy.matchedByHand('Demo Finance'));

    await view.user.click(screen.getByRole('button', { name: copy.close }));
    const confirm = await screen.findByRole('alertdialog', { name: copy.closeTitle('October 2026') });
    await view.user.click(within(confirm).getByRole('button', { name: copy.close }));
    expect(await screen.findByText(/Closed by Demo Finance/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.close })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(copy.file)).not.toBeInTheDocument();
  });

  it("puts the server's refusal to close beside the button, in its words", async () => {
    const refusal = 'The bank and the book differ by $10.00: find the missing entry or line.';
    const view = renderMonth(
      { ...MATCHED },
      {
        'POST /admin/finance/reconciliation/2026-10/close': () => ({ status: 409, data: { message: refusal, errors: {} } }),
      },
    );
    await view.user.click(await screen.findByRole('button', { name: copy.close }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: copy.close }));
    const shown = await screen.findByText(refusal, { selector: '.admin-refusal' });
    expect(screen.getByRole('button', { name: copy.close })).toHaveAccessibleDescription(refusal);
    expect(shown).toHaveAttribute('role', 'alert');
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

  it('shows a close waiting for a second finance member and puts the refusal of its preparer beside the button', async () => {
    const waiting: TReconciliation = {
      ...MATCHED,
      difference: '0.25',
      can_close: false,
      close_problem: 'The close of this month waits for a second finance member’s sign-off.',
      awaiting_sign_off: { prepared_at: '2026-11-27T15:00:00.000Z', prepared_by: { id: 31, name: 'Demo Finance' }, difference: '0.25' },
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
    const waiting: TReconciliation = {
      ...MATCHED,
      difference: '0.25',
      can_close: false,
      awaiting_sign_off: { prepared_at: '2026-11-27T15:00:00.000Z', prepared_by: { id: 30, name: 'First Finance' }, difference: '0.25' },
    };
    const view = renderMonth(waiting, {
      'POST /admin/finance/reconciliation/2026-10/sign-off': () => ({
        ...waiting,
        status: 'closed',
        awaiting_sign_off: null,
        closed_at: '2026-11-27T15:00:00.000Z',
        closed_by: { id: 30, name: 'First Finance' },
        signed_off_at: '2026-11-27T16:00:00.000Z',
        signed_off_by: { id: 31, name: 'Demo Finance' },
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

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { TJournalEntry, TJournalLine, TReconciliation, TReconciliationEntry } from '@payee/contract';
import { columnTexts, renderRoutes, storeStaffSession, stubApi } from '@/test/finance';
import { currentMonth } from '../lib/months';
import { BookPage } from './book-page';

const words = ADMIN_FINANCE_CONTENT;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const line = (id: number, kind: TJournalLine['account']['kind'], amount: string): TJournalLine => ({
  id,
  account: {
    id: kind === 'client' ? 7 : kind === 'bank' ? 1 : 2,
    kind,
    name: kind === 'client' ? 'Maria Lopez' : kind === 'bank' ? 'Pooled trust account' : 'Service fee income',
    client_id: kind === 'client' ? 7 : null,
    program_id: kind === 'client' ? 1 : null,
  },
  amount,
  category: null,
  category_label: null,
});
const entry = (id: number, kind: TJournalEntry['kind'], description: string, lines: TJournalLine[]): TJournalEntry => ({
  id,
  kind,
  kind_label: kind,
  posted_on: '2026-11-27',
  description,
  reference: null,
  deposit_source: null,
  reverses_entry_id: null,
  reversed_by_entry_id: null,
  override_reason: null,
  assignment_reason: null,
  created_at: '2026-11-27T15:00:00.000Z',
  created_by: null,
  lines,
});

const ENTRIES = [
  entry(42, 'disbursement', 'Lansing Gardens Apartments: Rent for December', [line(1, 'client', '-650.00'), line(2, 'bank', '650.00')]),
  entry(41, 'fee', 'Money management service fee', [
    line(3, 'client', '-25.00'),
    line(4, 'fee_income', '25.00'),
    line(5, 'fee_income', '-25.00'),
    line(6, 'bank', '25.00'),
  ]),
  entry(40, 'deposit', 'Social Security deposit', [line(7, 'client', '943.00'), line(8, 'bank', '-943.00')]),
];
const OUTSTANDING_ENTRIES: TReconciliationEntry[] = [
  {
    entry_id: 42,
    kind: 'disbursement',
    posted_on: '2026-11-27',
    description: 'Lansing Gardens Apartments: Rent',
    reference: null,
    amount: '-650.00',
  },
  { entry_id: 40, kind: 'deposit', posted_on: '2026-11-27', description: 'Social Security deposit', reference: null, amount: '943.00' },
];
const OUTSTANDING: Pick<TReconciliation, 'outstanding_count' | 'outstanding_money_in' | 'outstanding_money_out' | 'outstanding_total'> = {
  outstanding_count: 2,
  outstanding_money_in: '943.00',
  outstanding_money_out: '650.00',
  outstanding_total: '293.00',
};

describe('the book', () => {
  it('shows money in and money out in two columns, both positive, in the recent entries and the outstanding items alike', async () => {
    const month = currentMonth();
    api = stubApi({
      'GET /admin/finance/overview': () => ({
        status: 200,
        data: {
          data: {
            bank_book_balance: '5000.00',
            client_balances_total: '5000.00',
            fee_income_total: '25.00',
            is_balanced: true,
            approval_limit: '500.00',
            drafts_to_approve: 0,
            approved_to_pay: 0,
            due_in_next_14_days: 0,
            last_closed_month: null,
          },
        },
      }),
      'GET /admin/finance/entries': () => ({
        status: 200,
        data: { data: ENTRIES, meta: { page: 1, per_page: 10, total: 3, last_page: 1 }, cursors: { next: null, previous: null } },
      }),
      [`GET /admin/finance/reconciliation/${month}`]: () => ({
        status: 200,
        data: {
          data: {
            month,
            status: 'open',
            statement: null,
            bank_balance: null,
            book_balance: '5000.00',
            client_balances_total: '5000.00',
            ...OUTSTANDING,
            lines_count: 0,
            lines_total: '0.00',
            matched_lines: 0,
            matched_total: '0.00',
            unmatched_lines: 0,
            unmatched_total: '0.00',
            difference: null,
            can_close: false,
            close_problem: null,
            closed_at: null,
            closed_by: null,
            sign_off_above: '0.00',
            awaiting_sign_off: null,
            signed_off_at: null,
            signed_off_by: null,
          },
        },
      }),
      [`GET /admin/finance/reconciliation/${month}/outstanding`]: () => ({
        status: 200,
        data: { data: OUTSTANDING_ENTRIES, meta: { page: 1, per_page: 20, total: 2, last_page: 1 } },
      }),
    });
    renderRoutes([{ path: '/admin/finance', Component: BookPage }], '/admin/finance');

    const recent = await screen.findByRole('table', { name: words.book.recentCaption });
    expect(columnTexts(recent, words.columns.moneyIn)).toEqual(['', '', '$943.00']);
    expect(columnTexts(recent, words.columns.moneyOut)).toEqual(['$650.00', '$25.00', '']);
    const outstanding = await screen.findByRole('table', { name: words.month.outstandingCaption(2, '$943.00', '$650.00') });
    expect(columnTexts(outstanding, words.columns.moneyIn)).toEqual(['', '$943.00']);
    expect(columnTexts(outstanding, words.columns.moneyOut)).toEqual(['$650.00', '']);
    // The same payment, out in both tables, and never with a minus sign.
    for (const table of [recent, outstanding]) {
      expect(table).not.toHaveTextContent('-$');
      expect(within(table).queryByRole('columnheader', { name: words.columns.amount })).not.toBeInTheDocument();
    }
  });

  it('pages the entries by their cursors: Next after the last one shown, Previous before the first', async () => {
    const month = currentMonth();
    const pages = [ENTRIES.slice(0, 2), ENTRIES.slice(2)];
    api = stubApi({
      'GET /admin/finance/overview': () => ({ status: 404, data: {} }),
      [`GET /admin/finance/reconciliation/${month}`]: () => ({ status: 404, data: {} }),
      'GET /admin/finance/entries': ({ params }) => {
        const second = params.after === '2026-11-27.41';
        return {
          status: 200,
          data: {
            data: second ? pages[1] : pages[0],
            meta: { page: Number(params.page ?? 1), per_page: 2, total: 3, last_page: 2 },
            cursors: second ? { next: null, previous: '2026-11-27.40' } : { next: '2026-11-27.41', previous: null },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/finance', Component: BookPage }], '/admin/finance');

    const table = await screen.findByRole('table', { name: words.book.recentCaption });
    expect(within(table).getByText(ENTRIES[0]!.description)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ADMIN_CONTENT.paging.next }));
    expect(await screen.findByText(ENTRIES[2]!.description)).toBeInTheDocument();
    const entries = () => api.sent('GET', '/admin/finance/entries').at(-1)?.params;
    expect(entries()).toEqual({ per_page: '10', page: '2', after: '2026-11-27.41' });
    await user.click(screen.getByRole('button', { name: ADMIN_CONTENT.paging.previous }));
    await screen.findByText(ENTRIES[0]!.description);
    // Page 1 is read from the top, by no cursor.
    expect(entries()).toEqual({ per_page: '10', page: '1' });
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { renderRoutes, storeStaffSession, stubApi } from '@/test/finance';
import { FinanceCounts } from './finance-counts';

const copy = ADMIN_FINANCE_CONTENT.counts;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

describe("a finance member's counts", () => {
  it('links each count to its list: drafts, what is due, and the one open month with unmatched lines', async () => {
    api = stubApi({
      'GET /admin/finance/overview': () => ({
        status: 200,
        data: {
          data: {
            bank_book_balance: '10.00',
            client_balances_total: '10.00',
            fee_income_total: '0.00',
            is_balanced: true,
            approval_limit: '500.00',
            drafts_to_approve: 2,
            approved_to_pay: 1,
            due_in_next_14_days: 4,
            last_closed_month: '2026-09',
          },
        },
      }),
      'GET /admin/finance/reconciliation': () => ({
        status: 200,
        data: {
          data: [
            { month: '2026-10', status: 'open', has_statement: true, unmatched_lines: 3 },
            { month: '2026-09', status: 'closed', has_statement: true, unmatched_lines: 0 },
          ],
        },
      }),
    });
    renderRoutes([{ path: '/admin', Component: FinanceCounts }], '/admin');
    const drafts = await screen.findByRole('link', { name: copy.drafts_to_approve });
    expect(drafts).toHaveAttribute('href', '/admin/finance/payments?status=draft');
    expect(drafts.closest('li')).toHaveTextContent(`2${copy.drafts_to_approve}`);
    expect(screen.getByRole('link', { name: copy.due_in_next_14_days }).closest('li')).toHaveTextContent('4');
    const unmatched = screen.getByRole('link', { name: copy.unmatched_lines });
    expect(unmatched).toHaveAttribute('href', '/admin/finance/reconciliation/2026-10');
    expect(unmatched.closest('li')).toHaveTextContent('3');
  });
});

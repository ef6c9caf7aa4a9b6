import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { TDueItem } from '@payee/contract';
import { DARNELL, disbursement, renderRoutes, storeStaffSession, stubApi } from '@/test/finance';
import { PaymentsPage } from './payments-page';

const copy = ADMIN_FINANCE_CONTENT.payments;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const RENT_DUE: TDueItem = {
  due_on: '2026-12-01',
  client: DARNELL,
  program_id: 1,
  payee: 'Eastside Rooms',
  description: 'Rent',
  category: 'housing',
  category_label: 'Housing',
  amount: '600.00',
  scheduled_payment_id: 5,
  disbursement: null,
};

describe('the payments', () => {
  it('drafts a payment due from its schedule, the row then linking to the draft, focus on it', async () => {
    let drafted = false;
    const draft = disbursement({ id: 21, client: DARNELL, payee: 'Eastside Rooms', amount: '600.00' });
    api = stubApi({
      'GET /admin/finance/due': () => ({
        status: 200,
        data: { data: [drafted ? { ...RENT_DUE, disbursement: { id: 21, status: 'draft', status_label: 'Draft' } } : RENT_DUE] },
      }),
      'GET /admin/finance/disbursements': () => ({
        status: 200,
        data: { data: drafted ? [draft] : [], meta: { page: 1, per_page: 25, total: drafted ? 1 : 0, last_page: 1 } },
      }),
      'POST /admin/finance/disbursements': () => {
        drafted = true;
        return { status: 201, data: { message: 'The payment is drafted.', data: draft } };
      },
    });
    const view = renderRoutes([{ path: '/admin/finance/payments', Component: PaymentsPage }], '/admin/finance/payments?status=draft');
    const due = await screen.findByRole('table', { name: copy.dueCaption(1) });
    expect(api.sent('GET', '/admin/finance/disbursements')[0]?.params).toMatchObject({ status: 'draft' });
    expect(screen.getByRole('link', { name: 'Draft' })).toHaveAttribute('aria-current', 'page');

    await view.user.click(within(due).getByRole('button', { name: copy.draftIt('Eastside Rooms', '12/01/2026') }));
    const link = await within(due).findByRole('link', { name: copy.open(21) });
    await waitFor(() => expect(link).toHaveFocus());
    expect(api.sent('POST', '/admin/finance/disbursements')[0]?.body).toEqual({ scheduled_payment_id: 5, due_on: '2026-12-01' });
    expect(await screen.findByRole('table', { name: copy.tableCaption(1) })).toHaveTextContent(
      ADMIN_FINANCE_CONTENT.payment.needsSecond('$500.00'),
    );
  });

  it("drafts the week's card loads in one go and says how many, in the server's words", async () => {
    api = stubApi({
      'GET /admin/finance/due': () => ({ status: 200, data: { data: [] } }),
      'GET /admin/finance/disbursements': () => ({
        status: 200,
        data: { data: [], meta: { page: 1, per_page: 25, total: 0, last_page: 1 } },
      }),
      'POST /admin/finance/card-loads/generate': () => ({
        status: 200,
        data: { message: 'Drafted 2 card loads for 2026-12-04.', data: { created: 2, on: '2026-12-04' } },
      }),
    });
    const view = renderRoutes([{ path: '/admin/finance/payments', Component: PaymentsPage }], '/admin/finance/payments');
    expect(await screen.findByText(copy.dueEmpty)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: copy.cardLoads }));
    expect(await screen.findByText('Drafted 2 card loads for 2026-12-04.', { selector: '.admin-notice' })).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.sent('POST', '/admin/finance/card-loads/generate')[0]?.body).toEqual({});
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  BUDGET,
  MARIA,
  chooseClient,
  containing,
  disbursement,
  financeClientsRoute,
  renderRoutes,
  storeStaffSession,
  stubApi,
  summaryItems,
  type StubHandler,
} from '@/test/finance';
import { DraftPaymentPage } from './draft-payment-page';

const copy = ADMIN_FINANCE_CONTENT.draft;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const OVERVIEW = {
  bank_book_balance: '5000.00',
  client_balances_total: '5000.00',
  fee_income_total: '25.00',
  is_balanced: true,
  approval_limit: '500.00',
  drafts_to_approve: 0,
  approved_to_pay: 0,
  due_in_next_14_days: 0,
  last_closed_month: null,
};
const VENDORS = {
  data: [
    {
      id: 1,
      name: 'Lansing Gardens Apartments',
      kind: 'landlord',
      kind_label: 'Landlord',
      payment_method: 'transfer',
      account_number_masked: '****4567',
      routing_number: '072000326',
      address: null,
      phone: null,
      is_active: true,
    },
  ],
  meta: { page: 1, per_page: 100, total: 1, last_page: 1 },
};

function renderDraft(draft: StubHandler) {
  api = stubApi({
    ...financeClientsRoute,
    'GET /admin/finance/overview': () => ({ status: 200, data: { data: OVERVIEW } }),
    'GET /admin/finance/vendors': () => ({ status: 200, data: VENDORS }),
    'GET /admin/finance/clients/7/budget': () => ({ status: 200, data: { data: BUDGET } }),
    'POST /admin/finance/disbursements': draft,
  });
  return renderRoutes(
    [
      { path: '/admin/finance/payments/new', Component: DraftPaymentPage },
      { path: '/admin/finance/payments/:id', Component: () => <h1>The payment</h1> },
    ],
    '/admin/finance/payments/new',
  );
}

describe('drafting a payment', () => {
  it("shows the client's remaining budget and the second-approver rule beside the amount, sends the draft and opens it", async () => {
    const view = renderDraft(() => ({ status: 201, data: { message: 'The payment is drafted.', data: disbursement({ id: 12 }) } }));
    const amount = screen.getByRole('textbox', { name: copy.amount });
    expect(amount).toHaveAccessibleDescription(containing(copy.budgetChooseFirst));

    await chooseClient(view.user, copy.client, 'Maria', MARIA.name);
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.vendor }), 'Lansing Gardens Apartments (Landlord)');
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.category }), 'Housing');
    await view.user.type(screen.getByRole('textbox', { name: copy.dueOn }), '2026-11-30');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        containing(`${ADMIN_FINANCE_CONTENT.amountHint} ${copy.budgetLeft('Housing', 'November 2026', '$0.00', '$650.00')}`),
      ),
    );
    expect(api.sent('GET', '/admin/finance/clients/7/budget').at(-1)?.params).toEqual({ month: '2026-11' });
    expect(screen.queryByText(copy.overLimit('$500.00'))).not.toBeInTheDocument();

    await view.user.type(amount, '$750');
    expect(amount).toHaveAccessibleDescription(containing(copy.overLimit('$500.00')));
    await view.user.type(screen.getByRole('textbox', { name: copy.description }), 'Rent for December');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));

    expect(await screen.findByRole('heading', { name: 'The payment' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/finance/payments/12');
    expect(api.sent('POST', '/admin/finance/disbursements')[0]?.body).toEqual({
      client_id: MARIA.id,
      vendor_id: '1',
      payee_name: '',
      description: 'Rent for December',
      category: 'housing',
      amount: '750.00',
      due_on: '2026-11-30',
    });
  });

  it("refuses an amount that is not dollars and cents beside the field, and puts the server's payee error beside the payee", async () => {
    const view = renderDraft(() => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { payee_name: ['Choose a vendor or enter who is paid.'] } },
    }));
    await chooseClient(view.user, copy.client, 'Maria', MARIA.name);
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.category }), 'Food');
    await view.user.type(screen.getByRole('textbox', { name: copy.dueOn }), '2026-11-30');
    await view.user.type(screen.getByRole('textbox', { name: copy.description }), 'Groceries');
    const amount = screen.getByRole('textbox', { name: copy.amount });
    await view.user.type(amount, '12,34');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual(['Enter an amount in dollars and cents, like 750.00.']);
    expect(amount).toHaveValue('12,34');
    expect(api.sent('POST', '/admin/finance/disbursements')).toHaveLength(0);

    await view.user.clear(amount);
    await view.user.type(amount, '42.10');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual(['Choose a vendor or enter who is paid.']);
    expect(screen.getByRole('textbox', { name: /Who is paid/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/admin/finance/disbursements')[0]?.body).toMatchObject({ vendor_id: null, amount: '42.10', category: 'food' });
  });
});

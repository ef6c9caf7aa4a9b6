import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  DUPLICATE_REASON_REQUIRED_MESSAGE,
  POSSIBLE_DUPLICATE_MESSAGE,
  centsToDecimal,
  decimalToCents,
  type TScheduledPayment,
} from '@payee/contract';
import {
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
      account_type: 'checking',
      ach_entry_class: 'CCD',
      address: null,
      phone: null,
      is_active: true,
    },
  ],
  meta: { page: 1, per_page: 100, total: 1, last_page: 1 },
};

/** The budget the check answers: Maria's housing in November 2026 (the month a payment would count in, paid today). */
const housing = (amount?: string) => ({
  month: '2026-11',
  category: 'housing' as const,
  category_label: 'Housing',
  budgeted: '650.00',
  spent: '0.00',
  committed: '0.00',
  remaining: '650.00',
  over_by: amount && (decimalToCents(amount) ?? 0) > 65_000 ? centsToDecimal((decimalToCents(amount) ?? 0) - 65_000) : null,
});
const DUPLICATE_WARNING =
  'Possibly the same bill: this client already has payment 9 to Lansing Gardens Apartments ($650.00, due 12/05/2026, Draft) in December 2026.';

/** `GET …/disbursements/check`: the budget once the client and category are known; a duplicate for the landlord in December. */
const checkRoute: StubHandler = ({ params }) => {
  const isDuplicate = params.vendor_id === '1' && typeof params.due_on === 'string' && params.due_on.startsWith('2026-12');
  return {
    status: 200,
    data: {
      data: {
        budget: params.category === 'housing' ? housing(params.amount as string | undefined) : null,
        duplicates: isDuplicate
          ? [
              {
                kind: 'payment',
                id: 9,
                payee: 'Lansing Gardens Apartments',
                description: 'Rent',
                amount: '650.00',
                due_on: '2026-12-05',
                status: 'draft',
              },
            ]
          : [],
        duplicate_warning: isDuplicate ? DUPLICATE_WARNING : null,
      },
    },
  };
};

function renderDraft(draft: StubHandler, path = '/admin/finance/payments/new', routes: Record<string, StubHandler> = {}) {
  api = stubApi({
    ...financeClientsRoute,
    'GET /admin/finance/overview': () => ({ status: 200, data: { data: OVERVIEW } }),
    'GET /admin/finance/vendors': () => ({ status: 200, data: VENDORS }),
    'GET /admin/finance/disbursements/check': checkRoute,
    'POST /admin/finance/disbursements': draft,
    ...routes,
  });
  return renderRoutes(
    [
      { path: '/admin/finance/payments/new', Component: DraftPaymentPage },
      { path: '/admin/finance/payments/:id', Component: () => <h1>The payment</h1> },
    ],
    path,
  );
}

describe('drafting a payment', () => {
  it('says before saving what remains of the budget in the month the payment would count in, and by how much it goes over', async () => {
    const view = renderDraft(() => ({ status: 500 }));
    const amount = screen.getByRole('textbox', { name: copy.amount });
    expect(amount).toHaveAccessibleDescription(containing(copy.budgetChooseFirst));

    await chooseClient(view.user, copy.client, 'Maria', MARIA.name);
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.category }), 'Housing');
    // The server's month: paid today, a December rent would be posted in November.
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        containing(`${ADMIN_FINANCE_CONTENT.amountHint} ${copy.budgetLeft('Housing', 'November 2026', '$650.00', '$650.00')}`),
      ),
    );
    await view.user.type(amount, '$750');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        containing(`Warning: This takes Housing $100.00 over its budget for November 2026. ${copy.overBudgetGoOn}`),
      ),
    );
    expect(amount).toHaveAccessibleDescription(containing(copy.overLimit('$500.00')));
    expect(api.sent('GET', '/admin/finance/disbursements/check').at(-1)?.params).toEqual({
      client_id: String(MARIA.id),
      category: 'housing',
      amount: '750.00',
    });
    expect(screen.queryByRole('textbox', { name: copy.duplicateReason })).not.toBeInTheDocument();
  }, 15_000);

  it('warns of a possible duplicate before saving, asks why it is not one, and sends the reason with the draft', async () => {
    const view = renderDraft(() => ({
      status: 201,
      data: {
        message: 'The payment is drafted.',
        warning: 'This takes Housing $100.00 over its budget for November 2026.',
        data: disbursement({ id: 12 }),
      },
    }));
    await chooseClient(view.user, copy.client, 'Maria', MARIA.name);
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.vendor }), 'Lansing Gardens Apartments (Landlord)');
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.category }), 'Housing');
    await view.user.type(screen.getByRole('textbox', { name: copy.dueOn }), '12/05/2026');
    expect(await screen.findByText(DUPLICATE_WARNING)).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: copy.duplicateReason });
    await view.user.type(screen.getByRole('textbox', { name: copy.amount }), '$750');
    await view.user.type(screen.getByRole('textbox', { name: copy.description }), 'Rent for December');

    // A possible duplicate needs the reason before it is sent.
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual([DUPLICATE_REASON_REQUIRED_MESSAGE]);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/admin/finance/disbursements')).toHaveLength(0);

    await view.user.type(reason, 'The first one was for November, misdated.');
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
      due_on: '2026-12-05',
      duplicate_reason: 'The first one was for November, misdated.',
    });
  }, 15_000);

  it("shows the server's possible-duplicate refusal as the form's others: the warning, the reason beside its field, the summary", async () => {
    const view = renderDraft(() => ({
      status: 409,
      data: {
        message: POSSIBLE_DUPLICATE_MESSAGE,
        errors: { duplicate_reason: [DUPLICATE_REASON_REQUIRED_MESSAGE] },
        warning:
          'Possibly the same bill: this client already has payment 14 to Meijer ($42.10, due 11/20/2026, Approved, not paid yet) in November 2026.',
      },
    }));
    await chooseClient(view.user, copy.client, 'Maria', MARIA.name);
    await view.user.type(screen.getByRole('textbox', { name: /Who is paid/ }), 'Meijer');
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.category }), 'Food');
    await view.user.type(screen.getByRole('textbox', { name: copy.dueOn }), '11/30/2026');
    await view.user.type(screen.getByRole('textbox', { name: copy.amount }), '42.10');
    await view.user.type(screen.getByRole('textbox', { name: copy.description }), 'Groceries');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));

    expect(await summaryItems()).toEqual([DUPLICATE_REASON_REQUIRED_MESSAGE]);
    expect(screen.getByText(/payment 14 to Meijer/)).toHaveTextContent(/^Warning: Possibly the same bill/);
    expect(screen.getByRole('textbox', { name: copy.duplicateReason })).toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses an amount that is not dollars and cents beside the field, and puts the server's payee error beside the payee", async () => {
    const view = renderDraft(() => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { payee_name: ['Choose a vendor or enter who is paid.'] } },
    }));
    await chooseClient(view.user, copy.client, 'Maria', MARIA.name);
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.category }), 'Food');
    await view.user.type(screen.getByRole('textbox', { name: copy.dueOn }), '11/30/2026');
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

describe("drafting one of a schedule's payments", () => {
  const RENT_SCHEDULE: TScheduledPayment = {
    id: 5,
    client: MARIA,
    program_id: 1,
    vendor: { id: 1, name: 'Lansing Gardens Apartments' },
    payee: 'Lansing Gardens Apartments',
    bill_type: null,
    description: 'Rent',
    category: 'housing',
    category_label: 'Housing',
    amount: '750.00',
    frequency: 'monthly',
    frequency_label: 'Monthly',
    next_due_on: '2026-12-05',
    remaining_count: null,
    is_active: true,
    onboarding_bill_id: null,
  };

  it('shows the payment with its budget and possible duplicate before saving, and drafts it with the reason', async () => {
    const view = renderDraft(
      () => ({ status: 201, data: { message: 'The payment is drafted.', data: disbursement({ id: 31, kind: 'bill' }) } }),
      '/admin/finance/payments/new?scheduled_payment_id=5&due_on=2026-12-05',
      {
        'GET /admin/finance/scheduled-payments/5': () => ({ status: 200, data: { data: RENT_SCHEDULE } }),
        'GET /admin/finance/disbursements/check': () => ({
          status: 200,
          data: {
            data: {
              budget: housing('750.00'),
              duplicates: [],
              duplicate_warning: DUPLICATE_WARNING,
            },
          },
        }),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: copy.scheduleHeading })).toBeInTheDocument();
    const facts = await screen.findByRole('region', { name: copy.scheduleFacts });
    expect(facts).toHaveTextContent('Lansing Gardens Apartments');
    expect(facts).toHaveTextContent('12/05/2026');
    expect(await within(facts).findByText(/This takes Housing \$100\.00 over its budget for November 2026\./)).toBeInTheDocument();
    expect(screen.getByText(copy.overLimit('$500.00'))).toBeInTheDocument();
    expect(api.sent('GET', '/admin/finance/disbursements/check')[0]?.params).toEqual({ scheduled_payment_id: '5', due_on: '2026-12-05' });

    await view.user.type(
      await screen.findByRole('textbox', { name: copy.duplicateReason }),
      'The other one is the deposit for the new lease.',
    );
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('heading', { name: 'The payment' })).toBeInTheDocument();
    expect(api.sent('POST', '/admin/finance/disbursements')[0]?.body).toEqual({
      scheduled_payment_id: 5,
      due_on: '2026-12-05',
      duplicate_reason: 'The other one is the deposit for the new lease.',
    });
  });
});

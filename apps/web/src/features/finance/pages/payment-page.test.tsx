import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { secondApproverMessage, type TDisbursement } from '@payee/contract';
import { containing, disbursement, renderRoutes, storeStaffSession, stubApi, summaryItems, type StubHandler } from '@/test/finance';
import { PaymentPage } from './payment-page';

const copy = ADMIN_FINANCE_CONTENT.payment;
const REFUSAL = secondApproverMessage('$500.00');
const OVERDRAFT =
  "This would take Maria Lopez's balance below zero: $100.00 is there and $750.00 would go out. A finance user can go ahead anyway by giving a reason, which the audit trail keeps.";
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

/**
 * The payment's page over a stubbed API that keeps the payment as the last action left it, as the server does (an
 * action's answer carries the payment as it now stands; the page reads it again with the other finance reads).
 */
function renderPayment(payment: TDisbursement, routes: Record<string, StubHandler> = {}) {
  let current = payment;
  const keeping =
    (handler: StubHandler): StubHandler =>
    async (request) => {
      const reply = await handler(request);
      if (reply.status === 200) current = (reply.data as { data: TDisbursement }).data;
      return reply;
    };
  api = stubApi({
    'GET /admin/finance/disbursements/12': () => ({ status: 200, data: { data: current } }),
    ...Object.fromEntries(Object.entries(routes).map(([route, handler]) => [route, keeping(handler)])),
  });
  return renderRoutes([{ path: '/admin/finance/payments/:id', Component: PaymentPage }], '/admin/finance/payments/12');
}

describe('approving a payment', () => {
  it('offers the drafter no Approve button above the limit, and says why once, where the button would be', async () => {
    renderPayment(disbursement({ can_approve: false, cannot_approve_reason: REFUSAL }));
    const section = await screen.findByRole('region', { name: copy.approveHeading });
    expect(within(section).getByText(REFUSAL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.approve })).not.toBeInTheDocument();
    // Once on the page: not as a hint, a note, a summary or a toast besides.
    expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
    expect(screen.queryByText(copy.needsSecond('$500.00'))).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.sent('POST', '/admin/finance/disbursements/12/approve')).toHaveLength(0);
  });

  it('offers a second person the button, says the rule beside it, and puts a refusal it could not foresee beside it', async () => {
    const view = renderPayment(disbursement({ can_approve: true, cannot_approve_reason: null }), {
      'POST /admin/finance/disbursements/12/approve': () => ({ status: 409, data: { message: REFUSAL, errors: {} } }),
    });
    const approve = await screen.findByRole('button', { name: copy.approve });
    expect(approve).toHaveAccessibleDescription(copy.needsSecond('$500.00'));

    // The limit was lowered meanwhile, say: the server's refusal stands beside the button.
    await view.user.click(approve);
    expect(await summaryItems()).toEqual([REFUSAL]);
    const refusal = screen.getByText(REFUSAL, { selector: '.admin-refusal' });
    expect(approve.parentElement).toContainElement(refusal);
    expect(approve).toHaveAccessibleDescription(containing(REFUSAL));
    expect(api.sent('POST', '/admin/finance/disbursements/12/approve')[0]?.body).toEqual({});
  });

  it("says by how much it takes the category over the month's budget, and why it is not a duplicate", async () => {
    renderPayment(
      disbursement({
        duplicate_reason: 'The December rent went up: this is the difference.',
        budget: { ...disbursement().budget, month: '2026-11', spent: '0.00', remaining: '650.00', over_by: '100.00' },
      }),
    );
    const budget = await screen.findByText(copy.facts.budget, { selector: 'dt' });
    const value = budget.nextElementSibling!;
    expect(value).toHaveTextContent(ADMIN_FINANCE_CONTENT.draft.budgetLeft('Housing', 'November 2026', '$650.00', '$650.00'));
    expect(value).toHaveTextContent('Warning: This takes Housing $100.00 over its budget for November 2026.');
    expect(screen.getByText('The December rent went up: this is the difference.', { selector: 'dd' })).toBeInTheDocument();
  });

  it('asks for a reason to go below zero when the client is short, and sends it with the approval', async () => {
    const short = disbursement({ balance: '100.00', available: '100.00', needs_second_approver: false });
    const view = renderPayment(short, {
      'POST /admin/finance/disbursements/12/approve': ({ body }) =>
        (body as { override_reason?: string }).override_reason
          ? {
              status: 200,
              data: { message: 'The payment is approved.', data: { ...short, status: 'approved', status_label: 'Approved, not paid yet' } },
            }
          : {
              status: 409,
              data: { message: OVERDRAFT, errors: { override_reason: ['Give a reason to go below zero, or lower the amount.'] } },
            },
    });
    expect(await screen.findByText(copy.overdraftNote('$100.00'))).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: copy.overrideReason });
    await view.user.click(screen.getByRole('button', { name: copy.approve }));
    expect(await summaryItems()).toEqual(['Give a reason to go below zero, or lower the amount.']);
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await view.user.type(reason, 'Her SSI arrives on Monday; the landlord will not wait.');
    await view.user.click(screen.getByRole('button', { name: copy.approve }));
    expect(await screen.findByRole('heading', { level: 2, name: copy.payHeading })).toBeInTheDocument();
    expect(api.sent('POST', '/admin/finance/disbursements/12/approve').at(-1)?.body).toEqual({
      override_reason: 'Her SSI arrives on Monday; the landlord will not wait.',
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: copy.heading(12) })).toHaveFocus());
  });
});

describe('marking a payment paid', () => {
  const approved = disbursement({
    status: 'approved',
    status_label: 'Approved, not paid yet',
    approved_by: { id: 32, name: 'Demo Finance Two' },
  });

  it('asks for the check number of a check before sending, then sends the method, number and date', async () => {
    const view = renderPayment(approved, {
      'POST /admin/finance/disbursements/12/pay': () => ({
        status: 200,
        data: {
          message: 'The payment is marked paid and posted.',
          data: { ...approved, status: 'paid', status_label: 'Paid', entry_id: 640 },
        },
      }),
    });
    const form = await screen.findByRole('form', { name: copy.payHeading });
    await view.user.click(within(form).getByRole('radio', { name: 'Check' }));
    await view.user.click(within(form).getByRole('button', { name: copy.pay }));
    expect(await summaryItems()).toEqual(['Enter the check number.']);
    expect(within(form).getByRole('textbox', { name: copy.reference })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/admin/finance/disbursements/12/pay')).toHaveLength(0);

    await view.user.type(within(form).getByRole('textbox', { name: copy.reference }), '1042');
    await view.user.type(within(form).getByRole('textbox', { name: /Date paid/ }), '2026-12-01');
    await view.user.click(within(form).getByRole('button', { name: copy.pay }));
    expect(await screen.findByText(ADMIN_FINANCE_CONTENT.entry(640))).toBeInTheDocument();
    expect(api.sent('POST', '/admin/finance/disbursements/12/pay')[0]?.body).toEqual({
      method: 'check',
      reference: '1042',
      paid_on: '2026-12-01',
    });
    expect(screen.queryByRole('heading', { name: copy.payHeading })).not.toBeInTheDocument();
  });

  it('checks the budget in the month of the date paid as it is typed, today when blank', async () => {
    const view = renderPayment(
      { ...approved, budget: { ...approved.budget, month: '2026-11', remaining: '0.00', spent: '650.00' } },
      {
        'GET /admin/finance/disbursements/12': ({ params }) => ({
          status: 200,
          data: {
            data:
              params.paid_on === '2026-12-01'
                ? { ...approved, budget: { ...approved.budget, month: '2026-12', spent: '0.00', remaining: '650.00' } }
                : { ...approved, budget: { ...approved.budget, month: '2026-11', remaining: '0.00', spent: '650.00' } },
          },
        }),
      },
    );
    const form = await screen.findByRole('form', { name: copy.payHeading });
    const paidOn = within(form).getByRole('textbox', { name: /Date paid/ });
    expect(paidOn).toHaveAccessibleDescription(
      containing(ADMIN_FINANCE_CONTENT.draft.budgetLeft('Housing', 'November 2026', '$0.00', '$650.00')),
    );
    await view.user.type(paidOn, '12/01/2026');
    await waitFor(() =>
      expect(paidOn).toHaveAccessibleDescription(
        containing(ADMIN_FINANCE_CONTENT.draft.budgetLeft('Housing', 'December 2026', '$650.00', '$650.00')),
      ),
    );
    expect(api.sent('GET', '/admin/finance/disbursements/12').at(-1)?.params).toEqual({ paid_on: '2026-12-01' });
  });

  it("puts a closed month's refusal beside the date paid", async () => {
    const message = 'October 2026 is closed: nothing can be posted with a date in it. Use a date in an open month.';
    const view = renderPayment(approved, {
      'POST /admin/finance/disbursements/12/pay': () => ({ status: 422, data: { message, errors: { paid_on: [message] } } }),
    });
    const form = await screen.findByRole('form', { name: copy.payHeading });
    await view.user.click(within(form).getByRole('radio', { name: 'Bank transfer' }));
    await view.user.type(within(form).getByRole('textbox', { name: copy.reference }), 'TRF-88');
    await view.user.type(within(form).getByRole('textbox', { name: /Date paid/ }), '2026-10-31');
    await view.user.click(within(form).getByRole('button', { name: copy.pay }));
    expect(await summaryItems()).toEqual([message]);
    expect(within(form).getByRole('textbox', { name: /Date paid/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('voiding a payment', () => {
  it('asks for the reason, sends it, and shows the payment voided', async () => {
    const voided = disbursement({ status: 'voided', status_label: 'Voided', void_reason: 'The landlord was paid by the client.' });
    const view = renderPayment(disbursement(), {
      'POST /admin/finance/disbursements/12/void': () => ({ status: 200, data: { message: 'The payment is voided.', data: voided } }),
    });
    await view.user.click(await screen.findByRole('button', { name: copy.void }));
    const dialog = await screen.findByRole('dialog', { name: copy.voidTitle(12) });
    await view.user.type(within(dialog).getByRole('textbox'), 'The landlord was paid by the client.');
    await view.user.click(within(dialog).getByRole('button', { name: copy.voidSubmit }));
    expect(await screen.findByText('The landlord was paid by the client.', { selector: 'dd' })).toBeInTheDocument();
    expect(api.sent('POST', '/admin/finance/disbursements/12/void')[0]?.body).toEqual({ reason: 'The landlord was paid by the client.' });
    expect(screen.queryByRole('button', { name: copy.approve })).not.toBeInTheDocument();
  });
});

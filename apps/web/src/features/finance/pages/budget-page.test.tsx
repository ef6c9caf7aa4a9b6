import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ONE_ON_CARD_LINE_MESSAGE } from '@payee/contract';
import { BUDGET, renderRoutes, storeStaffSession, stubApi, summaryItems, type StubHandler } from '@/test/finance';
import { BudgetPage } from './budget-page';

const copy = ADMIN_FINANCE_CONTENT.budget;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

function renderBudget(save: StubHandler) {
  api = stubApi({
    'GET /admin/finance/clients/7/budget': () => ({ status: 200, data: { data: BUDGET } }),
    'PUT /admin/finance/clients/7/budget': save,
  });
  return renderRoutes([{ path: '/admin/finance/clients/:id/budget', Component: BudgetPage }], '/admin/finance/clients/7/budget');
}

const monthly = (category: string) => screen.getByRole('textbox', { name: copy.monthlyLabel(category) });

describe("a client's budget", () => {
  it('shows each category with spent and remaining, and saves the lines typed as dollars, leaving blank ones out', async () => {
    const view = renderBudget(() => ({ status: 200, data: { message: 'The budget is saved.', data: BUDGET } }));
    expect(await screen.findByRole('heading', { level: 1, name: copy.heading('Maria Lopez') })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: copy.tableCaption('November 2026') })).toBeInTheDocument();
    expect(monthly('Housing')).toHaveValue('650.00');
    expect(screen.getByRole('checkbox', { name: copy.onCardLabel('Food') })).toBeChecked();

    await view.user.type(monthly('Utilities'), '$1,000');
    await view.user.clear(monthly('Housing'));
    await view.user.type(monthly('Housing'), '0');
    // The card moves from food to personal items: one line on the card.
    await view.user.click(screen.getByRole('checkbox', { name: copy.onCardLabel('Food') }));
    await view.user.click(screen.getByRole('checkbox', { name: copy.onCardLabel('Personal items') }));
    await view.user.type(monthly('Personal items'), '20.5');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));

    await waitFor(() => expect(api.sent('PUT', '/admin/finance/clients/7/budget')).toHaveLength(1));
    expect(api.sent('PUT', '/admin/finance/clients/7/budget')[0]?.body).toEqual({
      lines: [
        { category: 'food', monthly: '214.29', on_card: false },
        { category: 'housing', monthly: '0.00', on_card: false },
        { category: 'utilities', monthly: '1000.00', on_card: false },
        { category: 'personal', monthly: '20.50', on_card: true },
      ],
    });
  });

  it('keeps one line on the debit card: a second one ticked is refused beside it, and nothing is sent', async () => {
    const view = renderBudget(() => ({ status: 200, data: { message: 'The budget is saved.', data: BUDGET } }));
    await screen.findByRole('table');
    await view.user.click(screen.getByRole('checkbox', { name: copy.onCardLabel('Personal items') }));
    await view.user.type(monthly('Personal items'), '20');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual([ONE_ON_CARD_LINE_MESSAGE]);
    expect(monthly('Personal items')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT', '/admin/finance/clients/7/budget')).toHaveLength(0);
  });

  it("puts an amount that is not dollars beside its category's field, and the server's errors the same way", async () => {
    const view = renderBudget(() => ({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { 'lines.1.monthly': ['Enter an amount in dollars and cents, like 750.00.'] },
      },
    }));
    await screen.findByRole('table');
    await view.user.type(monthly('Medical'), 'ten');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual(['Enter an amount in dollars and cents, like 750.00.']);
    expect(monthly('Medical')).toHaveAttribute('aria-invalid', 'true');
    expect(monthly('Medical')).toHaveValue('ten');
    expect(api.sent('PUT', '/admin/finance/clients/7/budget')).toHaveLength(0);

    await view.user.clear(monthly('Medical'));
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    // The second line sent is housing (food, housing): the server's `lines.1` stands beside it.
    await waitFor(() => expect(monthly('Housing')).toHaveAttribute('aria-invalid', 'true'));
    expect(monthly('Medical')).not.toHaveAttribute('aria-invalid');
  });
});

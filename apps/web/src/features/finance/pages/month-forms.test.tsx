import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { monthLabel } from '@payee/contract';
import { FINANCE_MESSAGES } from '@payee/content/validation-finance';
import { renderRoutes, storeStaffSession, stubApi, summaryItems } from '@/test/finance';
import { currentMonth, monthPlus } from '../lib/months';
import { ReconciliationPage } from './reconciliation-page';
import { ReportsPage } from './reports-page';
import { Ssa623Page } from './ssa-623-page';

// The finance pages whose forms choose a month (or a client and a month): a month is chosen by its name from a list
// of the office's months, newest first, and leads to the address that holds it as `2026-10`.
let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  storeStaffSession();
  api = stubApi({});
});
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const THIS_MONTH = currentMonth();
const monthsAgo = (count: number) => monthPlus(THIS_MONTH, -count);

describe('the forms that choose a month', () => {
  it('opens a reconciliation month chosen by its name, last month first chosen, this month at the top', async () => {
    const view = renderRoutes(
      [
        { path: '/admin/finance/reconciliation', Component: ReconciliationPage },
        { path: '/admin/finance/reconciliation/:month', Component: () => <h1>The month</h1> },
      ],
      '/admin/finance/reconciliation',
    );
    const copy = ADMIN_FINANCE_CONTENT.reconciliation;
    const month = screen.getByRole('combobox', { name: copy.month });
    expect(month).toHaveDisplayValue(monthLabel(monthsAgo(1)));
    expect(within(month).getAllByRole('option')[0]).toHaveTextContent(monthLabel(THIS_MONTH));
    await view.user.selectOptions(month, monthLabel(monthsAgo(3)));
    await view.user.click(screen.getByRole('button', { name: copy.open }));
    expect(await screen.findByRole('heading', { name: 'The month' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/admin/finance/reconciliation/${monthsAgo(3)}`);
  });

  it("shows a client's worksheet for another period, and an old period from its address as chosen", async () => {
    const view = renderRoutes(
      [{ path: '/admin/finance/clients/:id/ssa-623', Component: Ssa623Page }],
      '/admin/finance/clients/7/ssa-623?period_end=2019-03',
    );
    const copy = ADMIN_FINANCE_CONTENT.ssa623;
    const period = screen.getByRole('combobox', { name: copy.periodEnd });
    expect(period).toHaveDisplayValue('March 2019');
    await view.user.selectOptions(period, monthLabel(monthsAgo(2)));
    await view.user.click(screen.getByRole('button', { name: copy.show }));
    await waitFor(() => expect(view.router.state.location.search).toBe(`?period_end=${monthsAgo(2)}`));
  });

  it('asks for a client before the worksheet, and shows the batch of the month chosen', async () => {
    api.restore();
    api = stubApi({ 'GET /admin/finance/reports/ssa-623/clients': () => ({ status: 200, data: { data: [] } }) });
    const view = renderRoutes([{ path: '/admin/finance/reports', Component: ReportsPage }], '/admin/finance/reports');
    const copy = ADMIN_FINANCE_CONTENT.reports;
    const worksheet = screen.getByRole('region', { name: copy.worksheetHeading });
    expect(within(worksheet).getByRole('combobox', { name: copy.periodEnd })).toHaveDisplayValue(monthLabel(monthsAgo(1)));
    await view.user.click(within(worksheet).getByRole('button', { name: copy.showWorksheet }));
    expect(await summaryItems()).toEqual([FINANCE_MESSAGES.chooseAClient]);
    expect(view.router.state.location.pathname).toBe('/admin/finance/reports');

    const batch = screen.getByRole('region', { name: copy.batchHeading });
    await view.user.selectOptions(within(batch).getByRole('combobox', { name: copy.month }), monthLabel(monthsAgo(10)));
    await view.user.click(within(batch).getByRole('button', { name: copy.showBatch }));
    await waitFor(() => expect(view.router.state.location.search).toBe(`?month=${monthsAgo(10)}`));
    await waitFor(() =>
      expect(api.sent('GET', '/admin/finance/reports/ssa-623/clients').at(-1)?.params).toMatchObject({ month: monthsAgo(10) }),
    );
    await waitFor(() => expect(within(batch).getByText(copy.batchEmpty)).toBeInTheDocument());
  });
});

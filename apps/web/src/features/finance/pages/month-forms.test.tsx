import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { FINANCE_MESSAGES } from '@payee/content/validation-finance';
import { renderRoutes, storeStaffSession, stubApi, summaryItems } from '@/test/finance';
import { ReconciliationPage } from './reconciliation-page';
import { ReportsPage } from './reports-page';
import { Ssa623Page } from './ssa-623-page';

// The finance pages whose forms choose a month (or a client and a month): each is resolved by the contract's
// schema of the query or address it leads to, so a month the server would refuse is refused here, in its words.
let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  storeStaffSession();
  api = stubApi({});
});
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

async function typeInto(view: ReturnType<typeof renderRoutes>, field: HTMLElement, text: string) {
  await view.user.clear(field);
  await view.user.type(field, text);
}

describe('the forms that choose a month', () => {
  it('opens a reconciliation month only once it is a month', async () => {
    const view = renderRoutes(
      [
        { path: '/admin/finance/reconciliation', Component: ReconciliationPage },
        { path: '/admin/finance/reconciliation/:month', Component: () => <h1>The month</h1> },
      ],
      '/admin/finance/reconciliation',
    );
    const copy = ADMIN_FINANCE_CONTENT.reconciliation;
    await typeInto(view, screen.getByRole('textbox', { name: copy.month }), '2026-13');
    await view.user.click(screen.getByRole('button', { name: copy.open }));
    expect(await summaryItems()).toEqual([FINANCE_MESSAGES.month]);
    expect(view.router.state.location.pathname).toBe('/admin/finance/reconciliation');

    await typeInto(view, screen.getByRole('textbox', { name: copy.month }), ' 2026-10 ');
    await view.user.click(screen.getByRole('button', { name: copy.open }));
    expect(await screen.findByRole('heading', { name: 'The month' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/finance/reconciliation/2026-10');
  });

  it("shows a client's worksheet for another period only once it is a month", async () => {
    const view = renderRoutes([{ path: '/admin/finance/clients/:id/ssa-623', Component: Ssa623Page }], '/admin/finance/clients/7/ssa-623');
    const copy = ADMIN_FINANCE_CONTENT.ssa623;
    await typeInto(view, screen.getByRole('textbox', { name: copy.periodEnd }), 'October');
    await view.user.click(screen.getByRole('button', { name: copy.show }));
    expect(await summaryItems()).toEqual([FINANCE_MESSAGES.month]);
    expect(view.router.state.location.search).toBe('');

    await typeInto(view, screen.getByRole('textbox', { name: copy.periodEnd }), '2026-10');
    await view.user.click(screen.getByRole('button', { name: copy.show }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?period_end=2026-10'));
  });

  it('asks for a client and a month before the worksheet, and for a month before the batch', async () => {
    api.restore();
    api = stubApi({ 'GET /admin/finance/reports/ssa-623/clients': () => ({ status: 200, data: { data: [] } }) });
    const view = renderRoutes([{ path: '/admin/finance/reports', Component: ReportsPage }], '/admin/finance/reports');
    const copy = ADMIN_FINANCE_CONTENT.reports;
    const worksheet = screen.getByRole('region', { name: copy.worksheetHeading });
    await typeInto(view, within(worksheet).getByRole('textbox', { name: copy.periodEnd }), '26-10');
    await view.user.click(within(worksheet).getByRole('button', { name: copy.showWorksheet }));
    expect(await summaryItems()).toEqual([FINANCE_MESSAGES.chooseAClient, FINANCE_MESSAGES.month]);
    expect(view.router.state.location.pathname).toBe('/admin/finance/reports');

    const batch = screen.getByRole('region', { name: copy.batchHeading });
    await typeInto(view, within(batch).getByRole('textbox', { name: copy.month }), '2026-1');
    await view.user.click(within(batch).getByRole('button', { name: copy.showBatch }));
    expect(await within(batch).findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(FINANCE_MESSAGES.month);
    expect(view.router.state.location.search).toBe('');

    await typeInto(view, within(batch).getByRole('textbox', { name: copy.month }), '2026-01');
    await view.user.click(within(batch).getByRole('button', { name: copy.showBatch }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?month=2026-01'));
    await waitFor(() =>
      expect(api.sent('GET', '/admin/finance/reports/ssa-623/clients').at(-1)?.params).toMatchObject({ month: '2026-01' }),
    );
    await waitFor(() => expect(within(batch).getByText(copy.batchEmpty)).toBeInTheDocument());
  });
});

import { screen, within } from '@testing-library/react';
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
  it('links each payment due from its schedule to its draft page (the budget and duplicates are checked there before it is saved)', async () => {
    api = stubApi({
      'GET /admin/finance/due': () => ({
        status: 200,
        data: { data: [RENT_DUE], meta: { page: 1, per_page: 25, total: 1, last_page: 1 } },
      }),
      'GET /admin/finance/disbursements': () => ({
        status: 200,
        data: { data: [disbursement({ id: 21, client: DARNELL })], meta: { page: 1, per_page: 25, total: 1, last_page: 1 } },
      }),
    });
    const view = renderRoutes(
      [
        { path: '/admin/finance/payments', Component: PaymentsPage },
        { path: '/admin/finance/payments/new', Component: () => <h1>The draft page</h1> },
      ],
      '/admin/finance/payments?status=draft',
    );
    const due = await screen.findByRole('table', { name: copy.dueCaption(1) });
    expect(api.sent('GET', '/admin/finance/disbursements')[0]?.params).toMatchObject({ status: 'draft' });
    expect(screen.getByRole('link', { name: 'Draft' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('table', { name: copy.tableCaption(1) })).toHaveTextContent(
      ADMIN_FINANCE_CONTENT.payment.needsSecond('$500.00'),
    );

    // Its visible words first in its name, then which payment.
    const draftIt = within(due).getByRole('link', { name: copy.draftIt('Eastside Rooms', '12/01/2026') });
    expect(draftIt).toHaveTextContent(copy.draftItShort);
    await view.user.click(draftIt);
    expect(await screen.findByRole('heading', { name: 'The draft page' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/finance/payments/new');
    expect(view.router.state.location.search).toBe('?scheduled_payment_id=5&due_on=2026-12-01');
    expect(api.sent('POST', '/admin/finance/disbursements')).toHaveLength(0);
  });

  it('pages the due list by the server: its caption counts every payment due, and its own pager keeps the payments list where it was', async () => {
    api = stubApi({
      'GET /admin/finance/due': (request) => ({
        status: 200,
        data: {
          data: [{ ...RENT_DUE, scheduled_payment_id: request.params?.page === '2' ? 7 : 5 }],
          meta: { page: Number(request.params?.page ?? 1), per_page: 25, total: 26, last_page: 2 },
        },
      }),
      'GET /admin/finance/disbursements': () => ({
        status: 200,
        data: { data: [disbursement({ id: 21, client: DARNELL })], meta: { page: 1, per_page: 25, total: 1, last_page: 1 } },
      }),
    });
    const view = renderRoutes([{ path: '/admin/finance/payments', Component: PaymentsPage }], '/admin/finance/payments?status=draft');
    const due = await screen.findByRole('table', { name: copy.dueCaption(26) });
    expect(api.sent('GET', '/admin/finance/due')[0]?.params).toMatchObject({ days: '14', page: '1' });
    expect(within(due).getByRole('link', { name: copy.draftIt('Eastside Rooms', '12/01/2026') })).toHaveAttribute(
      'href',
      '/admin/finance/payments/new?scheduled_payment_id=5&due_on=2026-12-01',
    );
    const pager = screen.getByRole('navigation', { name: copy.duePager });
    await view.user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.sent('GET', '/admin/finance/due').at(-1)?.params).toMatchObject({ days: '14', page: '2' });
    expect(
      within(screen.getByRole('table', { name: copy.dueCaption(26) })).getByRole('link', {
        name: copy.draftIt('Eastside Rooms', '12/01/2026'),
      }),
    ).toHaveAttribute('href', '/admin/finance/payments/new?scheduled_payment_id=7&due_on=2026-12-01');
    expect(new URLSearchParams(view.router.state.location.search).get('status')).toBe('draft');
    expect(new URLSearchParams(view.router.state.location.search).get('due_page')).toBe('2');
  });

  it("drafts the week's card loads in one go and says how many, in the server's words", async () => {
    api = stubApi({
      'GET /admin/finance/due': () => ({ status: 200, data: { data: [], meta: { page: 1, per_page: 25, total: 0, last_page: 1 } } }),
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

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CASELOAD_CONTENT } from '@payee/content/admin-caseload';
import type { StaffRole, TCaseloadResponse, TClientCaseworker, TClientReadsResponse } from '@payee/contract';
import { staffSessionStore } from '@/lib/back-office/staff-session-store';
import { renderRoutes, stubApi } from '@/test/finance';
import { ClientsPage } from '../pages/clients-page';
import { MyClientsPage } from '../pages/my-clients-page';
import { ClientCaseworkerSection } from './client-caseworker';
import { ClientReadsSection } from './client-reads';

const copy = ADMIN_CASELOAD_CONTENT;
let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  staffSessionStore.end('signed-out');
});

/** Signs a member of staff in with these roles (the store keeps the session in memory too). */
function storeStaffSession(roles: StaffRole[]) {
  const later = new Date(Date.now() + 60 * 60_000).toISOString();
  staffSessionStore.signIn({
    id: 31,
    email: 'staff@example.org',
    name: 'Demo Staff',
    roles,
    expires_at: later,
    absolute_expires_at: later,
    token: 't-31',
  });
}

const CASELOAD: TCaseloadResponse = {
  data: [
    {
      id: 7,
      name: 'Maria Lopez',
      application_code: 'APP-MRA226',
      balance: { value: '1250.50', value_cents: 125050 },
      next_bill: { due_on: '2026-12-01', amount: { value: '75.25', value_cents: 7525 } },
      open_tasks: 2,
    },
    {
      id: 8,
      name: 'Darnell Price',
      application_code: 'APP-DPR226',
      balance: { value: '-20.00', value_cents: -2000 },
      next_bill: null,
      open_tasks: 0,
    },
  ],
  meta: { page: 1, per_page: 25, total: 2, last_page: 1 },
};

const ASSIGNED: TClientCaseworker = {
  caseworker: { id: 4, name: 'Casey Worker' },
  assigned_by: { id: 1, name: 'Ada Admin' },
  assigned_at: '2026-11-27T17:00:00.000Z',
};

describe('My clients', () => {
  it('lists the caseload with a link to each client, the balance, the next bill and the open tasks, and sorts by the server', async () => {
    storeStaffSession(['caseworker']);
    api = stubApi({ 'GET /admin/caseload': () => ({ status: 200, data: CASELOAD }) });
    const view = renderRoutes([{ path: '/admin/my-clients', Component: MyClientsPage }], '/admin/my-clients');
    const table = await screen.findByRole('table', { name: copy.myClients.tableCaption(2) });
    expect(within(table).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute('href', '/admin/clients/7');
    expect(within(table).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(table).getByText('$75.25 on 12/01/2026')).toBeInTheDocument();
    expect(within(table).getByText(copy.myClients.noBill)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: copy.myClients.openTasksLabel(2, 'Maria Lopez') })).toHaveAttribute(
      'href',
      '/admin/clients/7#client-tasks',
    );
    await view.user.click(within(table).getByRole('button', { name: new RegExp(copy.myClients.columns.balance) }));
    await waitFor(() => expect(api.sent('GET', '/admin/caseload').at(-1)?.params).toMatchObject({ sort: 'balance', direction: 'desc' }));
  });
});

describe('the caseworker on the client’s record', () => {
  it('shows a caseworker who assigned them and when, with no form and no access log', async () => {
    storeStaffSession(['caseworker']);
    api = stubApi({ 'GET /admin/clients/7/caseworker': () => ({ status: 200, data: { data: ASSIGNED } }) });
    renderRoutes(
      [
        {
          path: '/admin/clients/7',
          Component: () => (
            <>
              <ClientCaseworkerSection clientId={7} />
              <ClientReadsSection clientId={7} />
            </>
          ),
        },
      ],
      '/admin/clients/7',
    );
    expect(await screen.findByText('Casey Worker')).toBeInTheDocument();
    expect(screen.getByText(/^Assigned by Ada Admin on /)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: copy.caseworker.legend })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: copy.reads.heading })).not.toBeInTheDocument();
    expect(api.sent('GET', '/admin/clients/7/reads')).toHaveLength(0);
    expect(api.sent('GET', '/admin/caseworkers')).toHaveLength(0);
  });

  it('lets an admin assign another caseworker, and shows who read the record', async () => {
    storeStaffSession(['admin', 'caseworker']);
    const reads: TClientReadsResponse = {
      data: [{ id: 3, at: '2026-11-27T18:00:00.000Z', staff: { id: 4, name: 'Casey Worker' }, kind: 'profile' }],
      meta: { page: 1, per_page: 20, total: 1, last_page: 1 },
    };
    api = stubApi({
      'GET /admin/clients/7/caseworker': () => ({ status: 200, data: { data: ASSIGNED } }),
      'GET /admin/caseworkers': () => ({
        status: 200,
        data: {
          data: [
            { id: 4, name: 'Casey Worker' },
            { id: 5, name: 'Olive Other' },
          ],
        },
      }),
      'PUT /admin/clients/7/caseworker': () => ({
        status: 200,
        data: {
          message: 'Olive Other is now the caseworker of Maria Lopez.',
          data: { ...ASSIGNED, caseworker: { id: 5, name: 'Olive Other' } },
        },
      }),
      'GET /admin/clients/7/reads': () => ({ status: 200, data: reads }),
    });
    const view = renderRoutes(
      [
        {
          path: '/admin/clients/7',
          Component: () => (
            <>
              <ClientCaseworkerSection clientId={7} />
              <ClientReadsSection clientId={7} />
            </>
          ),
        },
      ],
      '/admin/clients/7',
    );
    const form = await screen.findByRole('form', { name: copy.caseworker.legend });
    expect(within(form).getByRole('radio', { name: 'Casey Worker' })).toBeChecked();
    await view.user.click(within(form).getByRole('radio', { name: 'Olive Other' }));
    await view.user.click(within(form).getByRole('button', { name: copy.caseworker.submit }));
    await waitFor(() => expect(api.sent('PUT', '/admin/clients/7/caseworker').at(-1)?.body).toEqual({ staff_user_id: 5 }));
    expect(await screen.findByText('Olive Other', { selector: 'strong' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: copy.reads.caption(1) });
    expect(within(table).getByRole('link', { name: 'Casey Worker' })).toHaveAttribute('href', '/admin/audit?staff_user_id=4');
    expect(within(table).getByText(copy.reads.kinds.profile)).toBeInTheDocument();
  });
});

describe('the clients list for an admin', () => {
  it('shows only the clients with no caseworker when asked', async () => {
    storeStaffSession(['admin', 'caseworker']);
    api = stubApi({
      'GET /admin/clients': () => ({ status: 200, data: { data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } } }),
    });
    const view = renderRoutes([{ path: '/admin/clients', Component: ClientsPage }], '/admin/clients');
    const toggle = await screen.findByRole('button', { name: copy.unassigned.toggle });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(toggle);
    await waitFor(() => expect(api.sent('GET', '/admin/clients').at(-1)?.params).toMatchObject({ caseworker: 'none' }));
    expect(await screen.findByRole('button', { name: copy.unassigned.toggle })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('table', { name: copy.unassigned.caption(0) })).toBeInTheDocument();
  });
});

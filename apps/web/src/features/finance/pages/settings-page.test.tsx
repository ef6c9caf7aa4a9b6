import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { renderRoutes, storeStaffSession, stubApi, summaryItems } from '@/test/finance';
import { SettingsPage } from './settings-page';

const copy = ADMIN_FINANCE_CONTENT.settings;
let api: ReturnType<typeof stubApi>;
const unchanged = (amount: string) => ({ amount, updated_at: null, updated_by: null, pending: null });
const SIGN_OFF = () => ({ status: 200, data: { data: unchanged('0.00') } });

beforeEach(() => storeStaffSession(['admin']));
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

describe('the approval limit', () => {
  it('shows the limit, refuses one that is not dollars beside the field, and saves "$1,000" as 1000.00', async () => {
    // The limit as the server keeps it: the default until the PUT.
    let limit: object = { amount: '500.00', updated_at: null, updated_by: null, pending: null };
    api = stubApi({
      'GET /admin/settings/approval-limit': () => ({ status: 200, data: { data: limit } }),
      'GET /admin/settings/ssi-limit': () => ({
        status: 200,
        data: { data: { amount: '2000.00', updated_at: null, updated_by: null, pending: null } },
      }),
      'GET /admin/settings/reconciliation-sign-off': SIGN_OFF,
      'PUT /admin/settings/approval-limit': () => {
        limit = { amount: '1000.00', updated_at: '2026-11-27T15:00:00.000Z', updated_by: { id: 1, name: 'Demo Admin' }, pending: null };
        return { status: 200, data: { message: 'The approval limit is saved.', data: limit } };
      },
    });
    const view = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    const field = await screen.findByRole('textbox', { name: copy.limit });
    expect(field).toHaveValue('500.00');
    expect(screen.getAllByText(copy.neverChanged, { exact: false })).toHaveLength(3);

    await view.user.clear(field);
    await view.user.type(field, '1.000,00');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual(['Enter an amount in dollars and cents, like 750.00.']);
    expect(api.sent('PUT', '/admin/settings/approval-limit')).toHaveLength(0);

    await view.user.clear(field);
    await view.user.type(field, '$1,000');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(api.sent('PUT', '/admin/settings/approval-limit')[0]?.body).toEqual({ amount: '1000.00' }));
    expect(await screen.findByText(/Last changed by Demo Admin/)).toBeInTheDocument();
  });
});

describe('the SSI resource limit', () => {
  it('is its own form beside the approval limit: "$2,500" is sent as 2500.00 to its own address, and a bad amount links to its own field', async () => {
    let limit: object = { amount: '2000.00', updated_at: null, updated_by: null, pending: null };
    api = stubApi({
      'GET /admin/settings/approval-limit': () => ({
        status: 200,
        data: { data: { amount: '500.00', updated_at: null, updated_by: null, pending: null } },
      }),
      'GET /admin/settings/ssi-limit': () => ({ status: 200, data: { data: limit } }),
      'GET /admin/settings/reconciliation-sign-off': SIGN_OFF,
      'PUT /admin/settings/ssi-limit': () => {
        limit = { amount: '2500.00', updated_at: '2026-11-27T15:00:00.000Z', updated_by: { id: 1, name: 'Demo Admin' }, pending: null };
        return { status: 200, data: { message: 'The SSI resource limit is saved.', data: limit } };
      },
    });
    const view = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    expect(await screen.findByRole('heading', { level: 2, name: copy.ssiHeading })).toBeInTheDocument();
    const field = await screen.findByRole('textbox', { name: copy.ssiLimit });
    expect(field).toHaveValue('2000.00');
    expect(field).toHaveAttribute('id', 'ssi-amount');
    expect(screen.getByRole('textbox', { name: copy.limit })).toHaveAttribute('id', 'limit-amount');

    await view.user.clear(field);
    await view.user.type(field, 'two thousand');
    await view.user.click(screen.getByRole('button', { name: copy.ssiSubmit }));
    expect(await summaryItems()).toEqual(['Enter an amount in dollars and cents, like 750.00.']);
    expect(screen.getByRole('link', { name: 'Enter an amount in dollars and cents, like 750.00.' })).toHaveAttribute('href', '#ssi-amount');

    await view.user.clear(field);
    await view.user.type(field, '$2,500');
    await view.user.click(screen.getByRole('button', { name: copy.ssiSubmit }));
    await waitFor(() => expect(api.sent('PUT', '/admin/settings/ssi-limit')[0]?.body).toEqual({ amount: '2500.00' }));
    expect(api.sent('PUT', '/admin/settings/approval-limit')).toHaveLength(0);
    expect(await screen.findByText(/Last changed by Demo Admin/)).toBeInTheDocument();
  });
});

describe('separation of duties', () => {
  it("shows the approval limit's change waiting for another admin, and confirms it from the page", async () => {
    const waiting = {
      amount: '500.00',
      updated_at: null,
      updated_by: null,
      pending: { amount: '5000.00', proposed_at: '2026-11-27T15:00:00.000Z', proposed_by: { id: 7, name: 'Alex Both' } },
    };
    let limit: object = waiting;
    api = stubApi({
      'GET /admin/settings/approval-limit': () => ({ status: 200, data: { data: limit } }),
      'GET /admin/settings/ssi-limit': () => ({ status: 200, data: { data: unchanged('2000.00') } }),
      'GET /admin/settings/reconciliation-sign-off': SIGN_OFF,
      'POST /admin/settings/approval-limit/confirm': () => {
        limit = { amount: '5000.00', updated_at: '2026-11-27T16:00:00.000Z', updated_by: { id: 1, name: 'Demo Admin' }, pending: null };
        return { status: 200, data: { message: 'The new approval limit is confirmed and saved.', data: limit } };
      },
    });
    const view = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    expect(await screen.findByRole('heading', { level: 3, name: copy.pendingHeading })).toBeInTheDocument();
    expect(screen.getByText(/Alex Both proposed \$5,000\.00/)).toBeInTheDocument();
    expect(screen.queryByText(copy.proposedByYou, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText(copy.holdsFinanceNote)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: copy.confirm('$5,000.00') }));
    expect(await screen.findByText(/Last changed by Demo Admin/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: copy.pendingHeading })).not.toBeInTheDocument();
    expect(api.sent('POST', '/admin/settings/approval-limit/confirm')).toHaveLength(1);
  });

  it('says so to the admin who proposed it, and puts the refusal of their confirmation beside the button', async () => {
    // The signed-in admin (id 31) proposed it.
    const refusal = 'You proposed this change of the approval limit: another admin must confirm it.';
    api = stubApi({
      'GET /admin/settings/approval-limit': () => ({
        status: 200,
        data: {
          data: {
            ...unchanged('500.00'),
            pending: { amount: '5000.00', proposed_at: '2026-11-27T15:00:00.000Z', proposed_by: { id: 31, name: 'Alex Both' } },
          },
        },
      }),
      'GET /admin/settings/ssi-limit': () => ({ status: 200, data: { data: unchanged('2000.00') } }),
      'GET /admin/settings/reconciliation-sign-off': SIGN_OFF,
      'POST /admin/settings/approval-limit/confirm': () => ({ status: 409, data: { message: refusal } }),
    });
    const view = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    expect(await screen.findByText(copy.proposedByYou, { exact: false })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: copy.confirm('$5,000.00') }));
    const shown = await screen.findByText(refusal, { selector: '.admin-refusal' });
    expect(shown).toHaveAttribute('role', 'alert');
  });

  it('sets the reconciliation sign-off limit in its own form, at its own address', async () => {
    api = stubApi({
      'GET /admin/settings/approval-limit': () => ({ status: 200, data: { data: unchanged('500.00') } }),
      'GET /admin/settings/ssi-limit': () => ({ status: 200, data: { data: unchanged('2000.00') } }),
      'GET /admin/settings/reconciliation-sign-off': SIGN_OFF,
      'PUT /admin/settings/reconciliation-sign-off': () => ({
        status: 200,
        data: {
          data: { amount: '1.00', updated_at: '2026-11-27T15:00:00.000Z', updated_by: { id: 1, name: 'Demo Admin' }, pending: null },
        },
      }),
    });
    const view = renderRoutes([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    const field = await screen.findByRole('textbox', { name: copy.signOffLimit });
    expect(field).toHaveValue('0.00');
    await view.user.clear(field);
    await view.user.type(field, '$1');
    await view.user.click(screen.getByRole('button', { name: copy.signOffSubmit }));
    await waitFor(() => expect(api.sent('PUT', '/admin/settings/reconciliation-sign-off')[0]?.body).toEqual({ amount: '1.00' }));
  });
});

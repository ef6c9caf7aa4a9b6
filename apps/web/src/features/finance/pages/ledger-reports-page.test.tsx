import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_FINANCE_REPORTS_CONTENT } from '@payee/content/admin-finance-reports';
import { renderRoutes, storeStaffSession, stubApi } from '@/test/finance';
import { LedgerReportsPage } from './ledger-reports-page';

const copy = ADMIN_FINANCE_REPORTS_CONTENT;
const PATH = '/admin/finance/ledger-reports';
let api: ReturnType<typeof stubApi>;

const VENDORS = {
  status: 200,
  data: {
    data: [
      {
        id: 4,
        name: 'Lansing Gardens Apartments',
        kind: 'landlord',
        kind_label: 'Landlord',
        payment_method: 'check',
        account_number_masked: null,
        routing_number: null,
        account_type: 'checking',
        ach_entry_class: 'CCD',
        address: null,
        phone: null,
        is_active: true,
      },
    ],
    meta: { page: 1, per_page: 100, total: 1, last_page: 1 },
  },
};
const file = (name: string) => ({ status: 200, data: new Blob(['a,b\n'], { type: 'text/csv' }), headers: { 'x-filename': name } });

const section = (heading: string) => screen.getByRole('region', { name: heading });
/** The error summary's problems inside one report's section. */
const problemsIn = async (region: HTMLElement) =>
  within(await within(region).findByRole('alert', { name: 'There is a problem' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  storeStaffSession(['finance']);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the ledger reports page', () => {
  it('downloads the trial balance as of a typed day as CSV, sending only its day and format', async () => {
    api = stubApi({
      'GET /admin/finance/vendors': () => VENDORS,
      'GET /admin/finance/reports/trial-balance': () => file('trial-balance-2026-10-31.csv'),
    });
    const view = renderRoutes([{ path: PATH, Component: LedgerReportsPage }], PATH);
    const trial = section(copy.reports.trial_balance.heading);
    const day = within(trial).getByRole('textbox', { name: copy.asOf });
    await view.user.clear(day);
    await view.user.type(day, '10/31/2026');
    await view.user.selectOptions(within(trial).getByRole('combobox', { name: copy.format }), 'csv');
    await view.user.click(within(trial).getByRole('button', { name: copy.download }));
    await waitFor(() => expect(api.sent('GET', '/admin/finance/reports/trial-balance')).toHaveLength(1));
    expect(api.sent('GET', '/admin/finance/reports/trial-balance')[0]!.params).toEqual({ as_of: '2026-10-31', format: 'csv' });
    expect(await screen.findByText('trial-balance-2026-10-31.csv is downloaded.')).toBeInTheDocument();
  });

  it('refuses an empty day and a period backwards in that report’s own summary, linked to its own fields, sending nothing', async () => {
    api = stubApi({ 'GET /admin/finance/vendors': () => VENDORS });
    const view = renderRoutes([{ path: PATH, Component: LedgerReportsPage }], PATH);
    const balances = section(copy.reports.client_balances.heading);
    await view.user.clear(within(balances).getByRole('textbox', { name: copy.asOf }));
    await view.user.click(within(balances).getByRole('button', { name: copy.download }));
    expect(await problemsIn(balances)).toEqual(['Enter the day the report is as of.']);
    expect(within(balances).getByRole('link', { name: 'Enter the day the report is as of.' })).toHaveAttribute(
      'href',
      '#client_balances-as_of',
    );
    expect(document.getElementById('client_balances-as_of')).toBe(within(balances).getByRole('textbox', { name: copy.asOf }));

    const fees = section(copy.reports.fee_income.heading);
    const from = within(fees).getByRole('textbox', { name: copy.from });
    await view.user.clear(from);
    await view.user.type(from, '12/01/2026');
    const to = within(fees).getByRole('textbox', { name: copy.to });
    await view.user.clear(to);
    await view.user.type(to, '11/01/2026');
    await view.user.click(within(fees).getByRole('button', { name: copy.download }));
    expect(await problemsIn(fees)).toHaveLength(1);
    expect(within(fees).getByRole('link')).toHaveAttribute('href', '#fee_income-to');
    expect(api.sent('GET', '/admin/finance/reports/client-balances')).toHaveLength(0);
    expect(api.sent('GET', '/admin/finance/reports/fee-income')).toHaveLength(0);
  });

  it('asks for a vendor, then puts the server’s refusal (422, read from the file answer) at its field', async () => {
    api = stubApi({
      'GET /admin/finance/vendors': () => VENDORS,
      'GET /admin/finance/reports/vendor-history': () => ({
        status: 422,
        data: new Blob([JSON.stringify({ message: 'Check the period.', errors: { to: ['Choose a period of at most 10 years.'] } })], {
          type: 'application/json',
        }),
      }),
    });
    const view = renderRoutes([{ path: PATH, Component: LedgerReportsPage }], PATH);
    const vendor = section(copy.reports.vendor_history.heading);
    await view.user.click(within(vendor).getByRole('button', { name: copy.download }));
    expect(await problemsIn(vendor)).toEqual(['Choose a vendor.']);

    await within(vendor).findByRole('option', { name: 'Lansing Gardens Apartments' });
    await view.user.selectOptions(within(vendor).getByRole('combobox', { name: copy.vendor }), '4');
    await view.user.click(within(vendor).getByRole('button', { name: copy.download }));
    await waitFor(() => expect(api.sent('GET', '/admin/finance/reports/vendor-history')).toHaveLength(1));
    expect(api.sent('GET', '/admin/finance/reports/vendor-history')[0]!.params).toMatchObject({ vendor_id: '4', format: 'pdf' });
    expect(await within(vendor).findByRole('link', { name: 'Choose a period of at most 10 years.' })).toHaveAttribute(
      'href',
      '#vendor_history-to',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ADMIN_RUN_FILES_CONTENT } from '@payee/content/admin-run-files';
import { ROUTING_NUMBER_CHECK_MESSAGE, type TVendor } from '@payee/contract';
import { renderRoutes, storeStaffSession, stubApi, summaryItems, type StubHandler } from '@/test/finance';
import { VendorFormPage } from './vendor-form-page';

const copy = ADMIN_FINANCE_CONTENT.vendor;
const bankCopy = ADMIN_RUN_FILES_CONTENT.vendor;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const VENDOR: TVendor = {
  id: 1,
  name: 'Lansing Gardens Apartments',
  kind: 'landlord',
  kind_label: 'Landlord',
  payment_method: 'transfer',
  account_number_masked: '****4567',
  routing_number: '072000326',
  account_type: 'checking',
  ach_entry_class: 'CCD',
  address: '1200 E Michigan Ave, Lansing, MI 48912',
  phone: null,
  is_active: true,
};

function renderVendor(path: string, routes: Record<string, StubHandler>) {
  api = stubApi({ 'GET /admin/finance/vendors/1': () => ({ status: 200, data: { data: VENDOR } }), ...routes });
  return renderRoutes(
    [
      { path: '/admin/finance/vendors/new', Component: VendorFormPage },
      { path: '/admin/finance/vendors/:id', Component: VendorFormPage },
      { path: '/admin/finance/vendors', Component: () => <h1>Vendors</h1> },
    ],
    path,
  );
}

describe('a vendor', () => {
  it('refuses a routing number that fails the check digit at its field, before anything is sent', async () => {
    const view = renderVendor('/admin/finance/vendors/new', {});
    await view.user.type(screen.getByRole('textbox', { name: copy.name }), 'Capital Area Pharmacy');
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.kind }), 'Pharmacy');
    await view.user.click(screen.getByRole('radio', { name: copy.methods.transfer }));
    await view.user.type(screen.getByRole('textbox', { name: /Account number/ }), '0012345678');
    await view.user.type(screen.getByRole('textbox', { name: /Routing number/ }), '072000327');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual([ROUTING_NUMBER_CHECK_MESSAGE]);
    expect(screen.getByRole('textbox', { name: /Routing number/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/admin/finance/vendors')).toEqual([]);
  });

  it('needs the routing number for a bank transfer, then sends the new vendor and returns to the list', async () => {
    const view = renderVendor('/admin/finance/vendors/new', {
      'POST /admin/finance/vendors': () => ({ status: 201, data: { message: 'The vendor is saved.', data: { ...VENDOR, id: 3 } } }),
    });
    await view.user.type(screen.getByRole('textbox', { name: copy.name }), 'Capital Area Pharmacy');
    await view.user.selectOptions(screen.getByRole('combobox', { name: copy.kind }), 'Pharmacy');
    await view.user.click(screen.getByRole('radio', { name: copy.methods.transfer }));
    await view.user.type(screen.getByRole('textbox', { name: /Account number/ }), '0012-3456-78');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual(['A bank transfer needs the routing number.']);
    expect(screen.getByRole('textbox', { name: /Routing number/ })).toHaveAttribute('aria-invalid', 'true');

    await view.user.type(screen.getByRole('textbox', { name: /Routing number/ }), '072000326');
    // Checking and a company's account unless said: this one is a savings account.
    expect(screen.getByRole('radio', { name: bankCopy.accountTypes.checking })).toBeChecked();
    expect(screen.getByRole('radio', { name: bankCopy.entryClasses.CCD })).toBeChecked();
    await view.user.click(screen.getByRole('radio', { name: bankCopy.accountTypes.savings }));
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('heading', { name: 'Vendors' })).toBeInTheDocument();
    expect(api.sent('POST', '/admin/finance/vendors')[0]?.body).toEqual({
      name: 'Capital Area Pharmacy',
      kind: 'pharmacy',
      payment_method: 'transfer',
      account_number: '0012-3456-78',
      routing_number: '072000326',
      account_type: 'savings',
      ach_entry_class: 'CCD',
      address: '',
      phone: '',
      is_active: true,
    });
  });

  it('shows the stored account number masked only, and keeps it when the field is left blank', async () => {
    const view = renderVendor('/admin/finance/vendors/1', {
      'PUT /admin/finance/vendors/1': () => ({ status: 200, data: { message: 'The vendor is saved.', data: VENDOR } }),
    });
    const account = await screen.findByRole('textbox', { name: /Account number/ });
    expect(account).toHaveValue('');
    expect(account).toHaveAccessibleDescription(copy.accountNumberKept('****4567'));
    expect(screen.getByRole('textbox', { name: copy.name })).toHaveValue('Lansing Gardens Apartments');
    await view.user.click(screen.getByRole('checkbox', { name: copy.active }));
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(api.sent('PUT', '/admin/finance/vendors/1')).toHaveLength(1));
    expect(api.sent('PUT', '/admin/finance/vendors/1')[0]?.body).toMatchObject({
      account_number: '',
      is_active: false,
      routing_number: '072000326',
    });
  });
});

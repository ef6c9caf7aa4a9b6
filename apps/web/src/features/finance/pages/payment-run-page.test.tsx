import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_RUN_FILES_CONTENT } from '@payee/content/admin-run-files';
import type { TPaymentRun, TPaymentRunPayment } from '@payee/contract';
import { renderRoutes, storeStaffSession, stubApi } from '@/test/finance';
import { PaymentRunPage } from './payment-run-page';

const copy = ADMIN_RUN_FILES_CONTENT.run;
const PATH = '/admin/finance/payment-runs/:id';
let api: ReturnType<typeof stubApi>;

const payment = (id: number, method: 'check' | 'transfer', extra: Partial<TPaymentRunPayment>): TPaymentRunPayment => ({
  id,
  client: { id: 3, name: 'Ana Ledger', application_code: null, ssn_masked: '***-**-0123' },
  vendor: null,
  payee: 'Corner Pharmacy',
  description: 'Bill',
  category: 'medical',
  category_label: 'Medical',
  method,
  method_label: method === 'check' ? 'Check' : 'Bank transfer',
  amount: '100.00',
  due_on: '2026-06-20',
  status: 'paid',
  status_label: 'Paid',
  drafted_by: { id: 1, name: 'Fiona Finance' },
  check_number: null,
  trace_number: null,
  ...extra,
});

const RUN: TPaymentRun = {
  id: 7,
  number: 'RUN-0007',
  status: 'paid',
  status_label: 'Paid',
  payment_count: 2,
  total: '200.00',
  drafted_by: { id: 1, name: 'Fiona Finance' },
  drafted_at: '2026-06-15T14:00:00.000Z',
  approved_by: { id: 2, name: 'Sam Second' },
  approved_at: '2026-06-15T15:00:00.000Z',
  paid_by: { id: 1, name: 'Fiona Finance' },
  paid_at: '2026-06-15T16:00:00.000Z',
  paid_on: '2026-06-15',
  by_method: [
    { method: 'check', method_label: 'Check', count: 1, total: '100.00' },
    { method: 'transfer', method_label: 'Bank transfer', count: 1, total: '100.00' },
  ],
  payments: [payment(11, 'check', { check_number: 1001 }), payment(12, 'transfer', { trace_number: '091000010000001' })],
};
const file = (name: string) => ({ status: 200, data: new Blob(['x'], { type: 'text/plain' }), headers: { 'x-filename': name } });

beforeEach(() => {
  storeStaffSession(['finance']);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("a paid run's bank files", () => {
  it('downloads the checks, positive pay and NACHA file of a paid run, shows trace numbers, and says why a file cannot be had', async () => {
    api = stubApi({
      'GET /admin/finance/payment-runs/7': () => ({ status: 200, data: { data: RUN } }),
      'GET /admin/finance/payment-runs/7/files/nacha': () => file('RUN-0007-nacha.txt'),
      'GET /admin/finance/payment-runs/7/files/positive-pay': () => ({
        status: 409,
        data: new Blob([JSON.stringify({ message: 'The positive-pay file needs the account: set POSITIVE_PAY_ACCOUNT on the server.' })], {
          type: 'application/json',
        }),
      }),
    });
    const view = renderRoutes([{ path: PATH, Component: PaymentRunPage }], '/admin/finance/payment-runs/7');
    const files = await screen.findByRole('region', { name: copy.heading });
    expect(
      within(files)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([copy.checks, copy.positivePay, copy.nacha]);
    expect(screen.getByRole('cell', { name: '091000010000001' })).toBeInTheDocument();

    await view.user.click(within(files).getByRole('button', { name: copy.nacha }));
    await waitFor(() => expect(api.sent('GET', '/admin/finance/payment-runs/7/files/nacha')).toHaveLength(1));
    expect(await screen.findByText('RUN-0007-nacha.txt is downloaded.')).toBeInTheDocument();

    await view.user.click(within(files).getByRole('button', { name: copy.positivePay }));
    expect(await screen.findByText(/set POSITIVE_PAY_ACCOUNT on the server/)).toBeInTheDocument();
  });

  it('offers no files before the run is paid, and only the NACHA file for a run of transfers', async () => {
    api = stubApi({
      'GET /admin/finance/payment-runs/7': () => ({
        status: 200,
        data: { data: { ...RUN, status: 'approved', status_label: 'Approved' } },
      }),
      'GET /admin/finance/payment-runs/8': () => ({ status: 200, data: { data: { ...RUN, id: 8, by_method: [RUN.by_method[1]!] } } }),
    });
    const first = renderRoutes([{ path: PATH, Component: PaymentRunPage }], '/admin/finance/payment-runs/7');
    expect(await screen.findByRole('cell', { name: '1001' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: copy.heading })).not.toBeInTheDocument();
    first.unmount();
    renderRoutes([{ path: PATH, Component: PaymentRunPage }], '/admin/finance/payment-runs/8');
    const files = await screen.findByRole('region', { name: copy.heading });
    expect(
      within(files)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([copy.nacha]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { TScheduledPayment } from '@payee/contract';
import { renderRoutes, storeStaffSession, stubApi, summaryItems } from '@/test/finance';
import { ScheduleFormPage } from './schedule-form-page';

const copy = ADMIN_FINANCE_CONTENT.schedule;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const SCHEDULE: TScheduledPayment = {
  id: 4,
  client: { id: 7, name: 'Maria Lopez', application_code: 'A1B2C3', ssn_masked: '***-**-6789' },
  program_id: 1,
  vendor: null,
  payee: 'Rent',
  bill_type: null,
  description: 'Rent for the apartment',
  category: 'housing',
  category_label: 'Housing',
  amount: '650.00',
  frequency: 'monthly',
  frequency_label: 'Monthly',
  next_due_on: '2026-12-01',
  remaining_count: null,
  is_active: true,
  onboarding_bill_id: null,
};

describe('a scheduled payment', () => {
  it("refuses what the contract's schema refuses, in its words, before sending; then sends the schedule as the server takes it", async () => {
    api = stubApi({
      'GET /admin/finance/scheduled-payments/4': () => ({ status: 200, data: { data: SCHEDULE } }),
      'PUT /admin/finance/scheduled-payments/4': () => ({ status: 200, data: { message: 'The schedule is saved.', data: SCHEDULE } }),
    });
    const view = renderRoutes(
      [
        { path: '/admin/finance/scheduled-payments/:id', Component: ScheduleFormPage },
        { path: '/admin/finance/scheduled-payments', Component: () => <h1>Schedules</h1> },
      ],
      '/admin/finance/scheduled-payments/4',
    );
    const amount = await screen.findByRole('textbox', { name: copy.amount });
    expect(amount).toHaveValue('650.00');
    await view.user.clear(amount);
    await view.user.type(amount, '12.345');
    await view.user.clear(screen.getByRole('textbox', { name: copy.nextDue }));
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual(['Enter an amount in dollars and cents, like 750.00.', 'Enter when the next payment is due.']);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT', '/admin/finance/scheduled-payments/4')).toHaveLength(0);

    await view.user.clear(amount);
    await view.user.type(amount, '$675');
    await view.user.type(screen.getByRole('textbox', { name: copy.nextDue }), '01/01/2027');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('heading', { name: 'Schedules' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('PUT', '/admin/finance/scheduled-payments/4')).toHaveLength(1));
    expect(api.sent('PUT', '/admin/finance/scheduled-payments/4')[0]?.body).toEqual({
      client_id: 7,
      program_id: 1,
      vendor_id: null,
      description: 'Rent for the apartment',
      category: 'housing',
      amount: '675.00',
      frequency: 'monthly',
      next_due_on: '2027-01-01',
      remaining_count: null,
      is_active: true,
    });
  });
});

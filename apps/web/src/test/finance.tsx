/**
 * Test support of the back office's client-money screens (issue 14): a finance member's session in this tab, the
 * answers the screens read (a client, a payment, a budget…) as the API gives them, and the client search the
 * client picker calls.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  STAFF_SESSION_STORAGE_KEY,
  type StaffRole,
  type TBudget,
  type TDisbursement,
  type TFinanceClientRef,
  type TFinanceClientRow,
} from '@payee/contract';
import type { StubHandler } from './api-stub';

export { renderRoutes, stubApi, type RecordedRequest, type StubHandler } from './api-stub';

/** Signs a member of staff in in this tab, as the sign-in page leaves sessionStorage. */
export function storeStaffSession(roles: StaffRole[] = ['finance'], id = 31) {
  const later = new Date(Date.now() + 60 * 60_000).toISOString();
  sessionStorage.setItem(
    STAFF_SESSION_STORAGE_KEY,
    JSON.stringify({
      id,
      email: 'finance@example.org',
      name: 'Demo Finance',
      roles,
      expires_at: later,
      absolute_expires_at: later,
      token: 'staff-token-31',
    }),
  );
}

export const MARIA: TFinanceClientRef = { id: 7, name: 'Maria Lopez', application_code: 'APP-MRA226', ssn_masked: '***-**-4320' };
export const DARNELL: TFinanceClientRef = { id: 8, name: 'Darnell Price', application_code: 'APP-DRN311', ssn_masked: '***-**-4326' };

const row = (client: TFinanceClientRef, balance: string): TFinanceClientRow => ({
  ...client,
  programs: [{ id: 1, name: 'Representative Payee Program', short_name: 'RPP', status: 1, balance }],
});

/** `GET /admin/finance/clients`: Maria for any search (the picker's), Darnell too when nothing is typed. */
export const financeClientsRoute: Record<string, StubHandler> = {
  'GET /admin/finance/clients': ({ params }) => {
    const rows = params.q ? [row(MARIA, '1234.56')] : [row(MARIA, '1234.56'), row(DARNELL, '-12.50')];
    return { status: 200, data: { data: rows, meta: { page: 1, per_page: 10, total: rows.length, last_page: 1 } } };
  },
};

/** Chooses a client with a picker: types the search, presses Find, then the client's Choose button. */
export async function chooseClient(user: UserEvent, legend: string, search: string, name: string, container: HTMLElement = document.body) {
  const picker = within(container).getByRole('group', { name: legend });
  await user.type(within(picker).getByRole('searchbox', { name: ADMIN_FINANCE_CONTENT.picker.search }), search);
  await user.click(within(picker).getByRole('button', { name: ADMIN_FINANCE_CONTENT.picker.find }));
  await user.click(await within(picker).findByRole('button', { name: ADMIN_FINANCE_CONTENT.picker.choose(name) }));
}

/** A payment as `GET /admin/finance/disbursements/{id}` answers it, a draft of $750.00 unless told otherwise. */
export function disbursement(fields: Partial<TDisbursement> = {}): TDisbursement {
  return {
    id: 12,
    kind: 'one_off',
    kind_label: 'One-off payment',
    status: 'draft',
    status_label: 'Draft',
    client: MARIA,
    program_id: 1,
    vendor: { id: 1, name: 'Lansing Gardens Apartments' },
    payee: 'Lansing Gardens Apartments',
    description: 'Rent for December',
    category: 'housing',
    category_label: 'Housing',
    amount: '750.00',
    due_on: '2026-12-05',
    scheduled_payment_id: null,
    drafted_by: { id: 31, name: 'Demo Finance' },
    drafted_at: '2026-11-27T15:00:00.000Z',
    approved_by: null,
    approved_at: null,
    paid_by: null,
    paid_at: null,
    paid_on: null,
    payment_method: null,
    payment_reference: null,
    trace_number: null,
    entry_id: null,
    voided_by: null,
    voided_at: null,
    void_reason: null,
    reversal_entry_id: null,
    override_reason: null,
    duplicate_reason: null,
    needs_second_approver: true,
    approval_limit: '500.00',
    can_approve: true,
    cannot_approve_reason: null,
    balance: '1234.56',
    available: '1234.56',
    budget: {
      month: '2026-12',
      category: 'housing',
      category_label: 'Housing',
      budgeted: '650.00',
      spent: '0.00',
      committed: '0.00',
      remaining: '650.00',
      over_by: null,
    },
    ...fields,
  };
}

/** Maria's budget in November 2026 as `GET …/budget` answers it: housing and food (on the card). */
export const BUDGET: TBudget = {
  client: MARIA,
  program_id: 1,
  month: '2026-11',
  weekly_card_load: '50.00',
  lines: [
    { category: 'food', category_label: 'Food', monthly: '214.29', on_card: true, spent: '150.00', committed: '0.00', remaining: '64.29' },
    {
      category: 'housing',
      category_label: 'Housing',
      monthly: '650.00',
      on_card: false,
      spent: '650.00',
      committed: '0.00',
      remaining: '0.00',
    },
  ],
  total_monthly: '864.29',
  total_spent: '800.00',
  total_committed: '0.00',
};

/** The error summary's list of problems, as read on the page. */
export const summaryItems = async () =>
  within(await screen.findByRole('alert', { name: 'There is a problem' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The texts of a table's column, found by its header's name, one per body row. */
export function columnTexts(table: HTMLElement, header: string): string[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent === header);
  if (index < 0) throw new Error(`No column "${header}" in ${headers.map((cell) => cell.textContent).join(', ')}`);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[index]?.textContent ?? '');
}

/** A pattern finding `text` as it is, inside a longer text (an accessible description of several parts). */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

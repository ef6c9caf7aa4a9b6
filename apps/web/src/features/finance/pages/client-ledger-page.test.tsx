import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { TClientLedgerPage, TClientLedgerRow } from '@payee/contract';
import { MARIA, renderRoutes, storeStaffSession, stubApi, type StubHandler } from '@/test/finance';
import { ClientLedgerPage } from './client-ledger-page';

const copy = ADMIN_FINANCE_CONTENT.ledger;
const words = ADMIN_FINANCE_CONTENT.reverse;
const moving = ADMIN_FINANCE_CONTENT.transfer;
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const ledgerRow = (fields: Partial<TClientLedgerRow>): TClientLedgerRow => ({
  line_id: 1,
  entry_id: 40,
  kind: 'deposit',
  kind_label: 'Deposit',
  posted_on: '2026-11-03',
  description: 'Social Security benefit',
  reference: 'SSA-20261103-000482',
  category: 'benefit_deposit',
  category_label: 'Benefit deposit',
  money_in: '943.00',
  money_out: null,
  balance_after: '1234.56',
  reverses_entry_id: null,
  reversed_by_entry_id: null,
  ...fields,
});

const LEDGER: TClientLedgerPage = {
  client: MARIA,
  program: { id: 1, name: 'Representative Payee Program' },
  balance: '1234.56',
  programs: [{ id: 1, name: 'Representative Payee Program', short_name: 'RPP', status: 1, balance: '1234.56' }],
  data: [
    ledgerRow({}),
    ledgerRow({
      line_id: 2,
      entry_id: 39,
      kind: 'reversal',
      kind_label: 'Reversal',
      description: 'Reversal of entry 38',
      reverses_entry_id: 38,
    }),
  ],
  meta: { page: 1, per_page: 25, total: 2, last_page: 1 },
};

const REVERSAL = {
  id: 41,
  kind: 'reversal',
  kind_label: 'Reversal',
  posted_on: '2026-11-27',
  description: 'Reversal of entry 40',
  reference: null,
  deposit_source: 'social_security',
  reverses_entry_id: 40,
  reversed_by_entry_id: null,
  override_reason: 'Her benefit arrives tomorrow.',
  assignment_reason: null,
  created_at: '2026-11-27T15:00:00.000Z',
  created_by: { id: 31, name: 'Demo Finance' },
  lines: [],
};

const TRANSFER_IN = {
  id: 90,
  account: { id: 5, kind: 'client', name: 'Maria Lopez, Representative Payee Program', client_id: 7, program_id: 1 },
  amount: '50.00',
  category: 'transfer_in',
  category_label: 'Moved in from another program',
};

function renderLedger(reverse: StubHandler, ledger: TClientLedgerPage = LEDGER, transfer?: StubHandler) {
  api = stubApi({
    'GET /admin/finance/clients/7/ledger': () => ({ status: 200, data: ledger }),
    'POST /admin/finance/entries/40/reverse': reverse,
    ...(transfer ? { 'POST /admin/finance/transfers': transfer } : {}),
  });
  return renderRoutes([{ path: '/admin/finance/clients/:id', Component: ClientLedgerPage }], '/admin/finance/clients/7');
}

describe("a client's ledger", () => {
  it('has no transfer form for a client in one program', async () => {
    renderLedger(() => ({ status: 500, data: {} }));
    await screen.findByRole('table', { name: copy.tableCaption(2) });
    expect(screen.queryByRole('heading', { name: moving.heading })).not.toBeInTheDocument();
  });

  it('moves money between two of the client’s programs, into an active one only, with a reason, and one to go below zero when asked', async () => {
    const twoPrograms: TClientLedgerPage = {
      ...LEDGER,
      programs: [
        ...LEDGER.programs,
        { id: 2, name: 'Money Management Program', short_name: 'MMP', status: 1, balance: '20.00' },
        { id: 3, name: 'Closed Program', short_name: null, status: 0, balance: '0.00' },
      ],
    };
    const view = renderLedger(
      () => ({ status: 500, data: {} }),
      twoPrograms,
      ({ body }) =>
        (body as { override_reason?: string }).override_reason
          ? { status: 201, data: { message: 'The money is moved.', data: { ...REVERSAL, id: 42, kind: 'transfer', lines: [TRANSFER_IN] } } }
          : {
              status: 409,
              data: {
                message: "This would take Maria Lopez's balance below zero: $20.00 is there and $50.00 would go out.",
                errors: { override_reason: ['Give a reason to go below zero, or lower the amount.'] },
              },
            },
    );
    const section = await screen.findByRole('region', { name: moving.heading });
    const from = within(section).getByRole('group', { name: moving.from });
    const to = within(section).getByRole('group', { name: moving.to });
    expect(within(from).getByRole('radio', { name: moving.programOption('Representative Payee Program', '$1,234.56') })).toBeChecked();
    expect(within(to).getByRole('radio', { name: moving.programOption('Money Management Program', '$20.00') })).toBeChecked();
    // Money never moves into an inactive enrolment: it is not offered.
    expect(within(to).queryByRole('radio', { name: /Closed Program/ })).not.toBeInTheDocument();
    expect(within(from).getByRole('radio', { name: /Closed Program/ })).toBeInTheDocument();

    await view.user.click(within(from).getByRole('radio', { name: /Money Management Program/ }));
    await view.user.click(within(to).getByRole('radio', { name: /Representative Payee Program/ }));
    await view.user.type(within(section).getByRole('textbox', { name: moving.amount }), '50');
    await view.user.type(within(section).getByRole('textbox', { name: moving.postedOn }), '11/27/2026');
    await view.user.click(within(section).getByRole('button', { name: moving.submit }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Say why the money moves.');
    expect(api.sent('POST', '/admin/finance/transfers')).toHaveLength(0);

    await view.user.type(within(section).getByRole('textbox', { name: moving.reason }), 'Her rent is paid from this program.');
    await view.user.click(within(section).getByRole('button', { name: moving.submit }));
    const override = await within(section).findByRole('textbox', { name: moving.overrideReason });
    const summary = within(section).getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Give a reason to go below zero, or lower the amount.' })).toHaveAttribute(
      'href',
      '#transfer-override_reason',
    );
    expect(override).toHaveAccessibleDescription(/Give a reason to go below zero, or lower the amount\./);
    await view.user.type(override, 'Her wages arrive tomorrow.');
    await view.user.click(within(section).getByRole('button', { name: moving.submit }));
    await waitFor(() => expect(api.sent('POST', '/admin/finance/transfers')).toHaveLength(2));
    const sent = {
      client_id: 7,
      from_program_id: '2',
      to_program_id: '1',
      amount: '50.00',
      posted_on: '2026-11-27',
      description: '',
      reason: 'Her rent is paid from this program.',
    };
    expect(api.sent('POST', '/admin/finance/transfers').map((request) => request.body)).toEqual([
      sent,
      { ...sent, override_reason: 'Her wages arrive tomorrow.' },
    ]);
    await waitFor(() => expect(within(section).queryByRole('textbox', { name: moving.overrideReason })).not.toBeInTheDocument());
  });

  it('offers to reverse an entry, never a reversal, and asks for a reason to go below zero when the server says the client would', async () => {
    const view = renderLedger(({ body }) =>
      (body as { override_reason?: string }).override_reason
        ? { status: 201, data: { message: 'Entry 40 is reversed by entry 41.', data: REVERSAL } }
        : {
            status: 409,
            data: {
              message: "This would take Maria Lopez's balance below zero: $291.56 is there and $943.00 would go out.",
              errors: { override_reason: ['Give a reason to go below zero, or lower the amount.'] },
            },
          },
    );
    const table = await screen.findByRole('table', { name: copy.tableCaption(2) });
    expect(screen.getByRole('heading', { level: 1, name: copy.heading(MARIA.name) })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: copy.reverse(39) })).not.toBeInTheDocument();
    expect(within(table).getByText(copy.reverses(38))).toBeInTheDocument();

    await view.user.click(within(table).getByRole('button', { name: copy.reverse(40) }));
    const dialog = await screen.findByRole('dialog', { name: words.title(40) });
    const reason = within(dialog).getByRole('textbox', { name: words.reason });
    await waitFor(() => expect(reason).toHaveFocus());
    await view.user.click(within(dialog).getByRole('button', { name: words.submit }));
    expect(await within(dialog).findByText('Say why this entry is reversed.')).toBeInTheDocument();
    expect(api.sent('POST', '/admin/finance/entries/40/reverse')).toHaveLength(0);

    await view.user.type(reason, 'Posted to the wrong client.');
    await view.user.click(within(dialog).getByRole('button', { name: words.submit }));
    const override = await within(dialog).findByRole('textbox', { name: words.overrideReason });
    await waitFor(() => expect(override).toHaveFocus());
    expect(override).toHaveAccessibleDescription(/Give a reason to go below zero, or lower the amount\./);

    await view.user.type(override, 'Her benefit arrives tomorrow.');
    await view.user.click(within(dialog).getByRole('button', { name: words.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST', '/admin/finance/entries/40/reverse').map((request) => request.body)).toEqual([
      { reason: 'Posted to the wrong client.' },
      { reason: 'Posted to the wrong client.', override_reason: 'Her benefit arrives tomorrow.' },
    ]);
  });
});

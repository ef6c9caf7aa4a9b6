import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { TClientLedgerPage, TClientLedgerRow } from '@payee/contract';
import { MARIA, renderRoutes, storeStaffSession, stubApi, type StubHandler } from '@/test/finance';
import { ClientLedgerPage } from './client-ledger-page';

const copy = ADMIN_FINANCE_CONTENT.ledger;
const words = ADMIN_FINANCE_CONTENT.reverse;
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

function renderLedger(reverse: StubHandler) {
  api = stubApi({
    'GET /admin/finance/clients/7/ledger': () => ({ status: 200, data: LEDGER }),
    'POST /admin/finance/entries/40/reverse': reverse,
  });
  return renderRoutes([{ path: '/admin/finance/clients/:id', Component: ClientLedgerPage }], '/admin/finance/clients/7');
}

describe("a client's ledger", () => {
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

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { closedMonthMessage, duplicateReferenceMessage } from '@payee/contract';
import {
  chooseClient,
  containing,
  financeClientsRoute,
  MARIA,
  renderRoutes,
  storeStaffSession,
  stubApi,
  summaryItems,
  type StubHandler,
} from '@/test/finance';
import { MoneyInPage } from './money-in-page';

const copy = ADMIN_FINANCE_CONTENT.moneyIn;
/** The reference is optional: its label says so after its name. */
const referenceLabel = new RegExp(`^${copy.reference}`);
/** The tick box's label holds its hint too. */
const confirmLabel = new RegExp(`^${copy.confirmDuplicate}`);
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const posted = {
  status: 201,
  data: {
    message: 'The deposit is posted.',
    data: {
      id: 501,
      kind: 'deposit',
      kind_label: 'Deposit',
      posted_on: '2026-11-03',
      description: 'Social Security benefit',
      reference: null,
      deposit_source: 'social_security',
      reverses_entry_id: null,
      reversed_by_entry_id: null,
      override_reason: null,
      assignment_reason: null,
      created_at: '2026-11-27T15:00:00.000Z',
      created_by: { id: 31, name: 'Demo Finance' },
      lines: [
        {
          id: 1,
          account: { id: 4, kind: 'client', name: 'Maria Lopez', client_id: 7, program_id: 1 },
          amount: '1234.50',
          category: 'benefit_deposit',
          category_label: 'Benefit deposit',
        },
        {
          id: 2,
          account: { id: 1, kind: 'bank', name: 'Pooled trust account', client_id: null, program_id: null },
          amount: '-1234.50',
          category: null,
          category_label: null,
        },
      ],
    },
  },
};

const WAITING = {
  id: 12,
  client: { id: MARIA.id, name: MARIA.name, application_code: 'APP-MRA226', ssn_masked: '***-**-4321' },
  program_id: 1,
  source: 'social_security',
  source_label: 'Social Security',
  amount: '1234.50',
  received_on: '2026-11-03',
  reference: null,
  description: null,
  drafted_at: '2026-11-27T15:00:00.000Z',
  drafted_by: { id: 30, name: 'First Finance' },
  drafted_by_me: false,
};

function renderMoneyIn(deposit: StubHandler, extra: Record<string, StubHandler> = {}) {
  api = stubApi({
    ...financeClientsRoute,
    'GET /admin/finance/deposit-approvals': () => ({ status: 200, data: { data: [] } }),
    ...extra,
    'GET /admin/finance/deposit-imports': () => ({
      status: 200,
      data: { data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } },
    }),
    'POST /admin/finance/deposits': deposit,
  });
  return renderRoutes([{ path: '/admin/finance/money-in', Component: MoneyInPage }], '/admin/finance/money-in');
}

describe('recording a deposit', () => {
  it('says what is missing beside each field and sends nothing', async () => {
    const view = renderMoneyIn(() => posted);
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await summaryItems()).toEqual([
      'Choose a client.',
      'Choose where the money came from.',
      'Enter an amount.',
      'Enter the date the money arrived.',
    ]);
    expect(screen.getByRole('searchbox', { name: ADMIN_FINANCE_CONTENT.picker.search })).toHaveAccessibleDescription(/Choose a client\./);
    expect(screen.getByRole('textbox', { name: copy.amount })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/admin/finance/deposits')).toHaveLength(0);
  });

  it('sends the client found by the search, the amount typed as "$1,234.50" as the decimal string, and the date; then says it is posted', async () => {
    const view = renderMoneyIn(() => posted);
    await chooseClient(view.user, ADMIN_FINANCE_CONTENT.client, 'Maria', MARIA.name);
    expect(screen.getByRole('button', { name: ADMIN_FINANCE_CONTENT.picker.change })).toHaveFocus();
    await view.user.click(screen.getByRole('radio', { name: 'Social Security' }));
    await view.user.type(screen.getByRole('textbox', { name: copy.amount }), '$1,234.50');
    await view.user.type(screen.getByRole('textbox', { name: copy.receivedOn }), '11/03/2026');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));

    await waitFor(() => expect(api.sent('POST', '/admin/finance/deposits')).toHaveLength(1));
    expect(api.sent('POST', '/admin/finance/deposits')[0]?.body).toEqual({
      client_id: MARIA.id,
      source: 'social_security',
      amount: '1234.50',
      received_on: '2026-11-03',
      reference: '',
      description: '',
    });
    expect(api.sent('GET', '/admin/finance/clients')[0]?.params).toMatchObject({ q: 'Maria' });
    const note = await screen.findByText(copy.posted('$1,234.50', MARIA.name), { selector: '.admin-notice', exact: false });
    expect(note).toHaveAttribute('role', 'status');
    expect(within(note).getByRole('link', { name: ADMIN_FINANCE_CONTENT.clientPages.ledger })).toHaveAttribute(
      'href',
      '/admin/finance/clients/7',
    );
    expect(screen.getByRole('heading', { level: 2, name: copy.depositHeading })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: copy.amount })).toHaveValue('');
  });

  it("puts the server's refusal of a closed month beside the date, keeping what was typed", async () => {
    const message = closedMonthMessage('October 2026');
    const view = renderMoneyIn(() => ({ status: 422, data: { message, errors: { received_on: [message] } } }));
    await chooseClient(view.user, ADMIN_FINANCE_CONTENT.client, 'Maria', MARIA.name);
    await view.user.click(screen.getByRole('radio', { name: 'Supplemental Security Income (SSI)' }));
    await view.user.type(screen.getByRole('textbox', { name: copy.amount }), '943');
    await view.user.type(screen.getByRole('textbox', { name: copy.receivedOn }), '10/30/2026');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));

    expect(await summaryItems()).toEqual([message]);
    const date = screen.getByRole('textbox', { name: copy.receivedOn });
    expect(date).toHaveAccessibleDescription(containing(message));
    expect(date).toHaveValue('10/30/2026');
    expect(api.sent('POST', '/admin/finance/deposits')[0]?.body).toMatchObject({ amount: '943.00', source: 'ssi' });
  });

  it('warns of a reference the client has on a deposit already, naming it, and posts once the user confirms it is another payment', async () => {
    const warning = duplicateReferenceMessage({
      client: MARIA.name,
      reference: 'SSA-1103',
      entryId: 480,
      amount: '$943.00',
      day: '11/03/2026',
    });
    const view = renderMoneyIn(({ body }) =>
      (body as { confirm_duplicate_reference?: boolean }).confirm_duplicate_reference
        ? posted
        : { status: 409, data: { message: warning, errors: { confirm_duplicate_reference: [warning] } } },
    );
    await chooseClient(view.user, ADMIN_FINANCE_CONTENT.client, 'Maria', MARIA.name);
    await view.user.click(screen.getByRole('radio', { name: 'Social Security' }));
    await view.user.type(screen.getByRole('textbox', { name: copy.amount }), '943');
    await view.user.type(screen.getByRole('textbox', { name: copy.receivedOn }), '11/04/2026');
    expect(screen.queryByRole('checkbox', { name: confirmLabel })).not.toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: referenceLabel }), 'SSA-1103');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));

    expect(await summaryItems()).toEqual([warning]);
    const confirm = await screen.findByRole('checkbox', { name: confirmLabel });
    expect(confirm).toHaveAccessibleDescription(containing(warning));
    expect(confirm).not.toBeChecked();
    expect(api.sent('POST', '/admin/finance/deposits')[0]?.body).not.toHaveProperty('confirm_duplicate_reference');

    // Sent again without the tick, it is refused again; ticked, it goes as another payment.
    await view.user.click(confirm);
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(api.sent('POST', '/admin/finance/deposits')).toHaveLength(2));
    expect(api.sent('POST', '/admin/finance/deposits')[1]?.body).toMatchObject({
      reference: 'SSA-1103',
      confirm_duplicate_reference: true,
    });
    expect(await screen.findByText(copy.posted('$1,234.50', MARIA.name), { selector: '.admin-notice', exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: confirmLabel })).not.toBeInTheDocument();
  });

  it('takes the box away when the reference is changed: a tick confirms only the reference it was asked for', async () => {
    const warning = 'Maria Lopez already has a deposit with the reference SSA-1103.';
    const view = renderMoneyIn(() => ({ status: 409, data: { message: warning, errors: { confirm_duplicate_reference: [warning] } } }));
    await chooseClient(view.user, ADMIN_FINANCE_CONTENT.client, 'Maria', MARIA.name);
    await view.user.click(screen.getByRole('radio', { name: 'Social Security' }));
    await view.user.type(screen.getByRole('textbox', { name: copy.amount }), '943');
    await view.user.type(screen.getByRole('textbox', { name: copy.receivedOn }), '11/04/2026');
    await view.user.type(screen.getByRole('textbox', { name: referenceLabel }), 'SSA-1103');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await view.user.click(await screen.findByRole('checkbox', { name: confirmLabel }));
    await view.user.type(screen.getByRole('textbox', { name: referenceLabel }), '-B');
    expect(screen.queryByRole('checkbox', { name: confirmLabel })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(api.sent('POST', '/admin/finance/deposits')).toHaveLength(2));
    expect(api.sent('POST', '/admin/finance/deposits')[1]?.body).not.toHaveProperty('confirm_duplicate_reference');
  });
});

describe('a deposit above the approval limit', () => {
  const waitingMessage = 'The deposit is over $500.00, so it waits for another finance member to approve it: it is not posted yet.';

  it("says, in the server's words, that it waits for a second finance member and is not posted", async () => {
    const view = renderMoneyIn(() => ({ status: 202, data: { message: waitingMessage, data: { ...WAITING, drafted_by_me: true } } }));
    await chooseClient(view.user, ADMIN_FINANCE_CONTENT.client, 'Maria', MARIA.name);
    await view.user.click(screen.getByRole('radio', { name: 'Social Security' }));
    await view.user.type(screen.getByRole('textbox', { name: copy.amount }), '1234.50');
    await view.user.type(screen.getByRole('textbox', { name: copy.receivedOn }), '11/03/2026');
    await view.user.click(screen.getByRole('button', { name: copy.submit }));
    const note = await screen.findByText(waitingMessage, { selector: '.admin-notice', exact: false });
    expect(note).toHaveAttribute('role', 'status');
    expect(screen.queryByText(copy.posted('$1,234.50', MARIA.name), { exact: false })).not.toBeInTheDocument();
  });

  it('lists the deposits waiting; another member approves one from its row, and the one who entered it is told instead', async () => {
    let waiting = [WAITING, { ...WAITING, id: 13, amount: '900.00', drafted_by: { id: 31, name: 'Demo Finance' }, drafted_by_me: true }];
    const view = renderMoneyIn(() => posted, {
      'GET /admin/finance/deposit-approvals': () => ({ status: 200, data: { data: waiting } }),
      'POST /admin/finance/deposit-approvals/12/approve': () => {
        waiting = waiting.filter((deposit) => deposit.id !== 12);
        return { ...posted, data: { ...posted.data, message: copy.approved } };
      },
    });
    const table = await screen.findByRole('table', { name: copy.waitingCaption(2) });
    expect(within(table).getByText(copy.enteredByYou)).toBeInTheDocument();
    await view.user.click(within(table).getByRole('button', { name: copy.approve('$1,234.50', MARIA.name) }));
    expect(await screen.findByRole('table', { name: copy.waitingCaption(1) })).toBeInTheDocument();
    expect(api.sent('POST', '/admin/finance/deposit-approvals/12/approve')).toHaveLength(1);
  });
});

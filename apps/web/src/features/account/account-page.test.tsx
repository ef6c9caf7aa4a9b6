import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRoutes, PROGRAMS, renderRoutes, storeClientSession, stubApi, type StubHandler } from '@/test/account';
import { programsQueryOptions } from './api/get-programs';

let api: ReturnType<typeof stubApi>;

afterEach(() => {
  api.restore();
});

const TRANSACTIONS = {
  data: [
    {
      id: 2,
      posted_on: '2026-05-03',
      description: 'Rent for May',
      category: 'housing',
      category_label: 'Housing',
      money_in: null,
      money_out: '650.00',
      balance_after: '584.56',
    },
    {
      id: 1,
      posted_on: '2026-05-01',
      description: 'Social Security benefit',
      category: 'benefit_deposit',
      category_label: 'Benefit deposit',
      money_in: '1234.56',
      money_out: null,
      balance_after: '1234.56',
    },
  ],
  meta: { page: 1, per_page: 10, total: 12, last_page: 2 },
};

const COMING_UP = {
  data: {
    bills: [{ due_on: '2026-12-01', payee: 'Eastside Rooms', category_label: 'Housing', amount: '600.00' }],
    next_card_load: { on: '2026-12-04', amount: '50.00' },
  },
};

const THIS_MONTH = {
  data: {
    month: '2026-11',
    categories: [
      { category: 'food', label: 'Food', budget: '214.29', spent: '107.15', committed: '50.00', remaining: '57.14' },
      { category: 'housing', label: 'Housing', budget: '600.00', spent: '650.00', committed: '0.00', remaining: '-50.00' },
      { category: 'medical', label: 'Medical', budget: null, spent: '12.00', committed: '0.00', remaining: null },
    ],
    total_budget: '814.29',
    total_spent: '769.15',
    total_committed: '50.00',
  },
};

async function renderAccount(overrides: Record<string, StubHandler> = {}, signedIn = true) {
  if (signedIn) storeClientSession();
  api = stubApi({
    'GET /website/client/programs': () => ({ status: 200, data: { data: PROGRAMS } }),
    'GET /website/client/account-balance': ({ params }) => ({
      status: 200,
      data: { data: [{ value: params.program_id === '1' ? '1234.56' : '-12.50', value_cents: 0 }] },
    }),
    'GET /website/client/transactions': () => ({ status: 200, data: TRANSACTIONS }),
    'GET /website/client/coming-up': () => ({ status: 200, data: COMING_UP }),
    'GET /website/client/this-month': () => ({ status: 200, data: THIS_MONTH }),
    'POST /website/logout': () => ({ status: 200, data: { message: 'Logged out successfully' } }),
    ...overrides,
  });
  return renderRoutes(await accountRoutes(), '/my-account');
}

/** Opens Change Password, fills in the current and new password (twice) and saves; answers the dialog. */
async function changePassword(view: Awaited<ReturnType<typeof renderAccount>>, current: string, next: string) {
  await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  await view.user.type(within(dialog).getByLabelText('Current password'), current);
  await view.user.type(within(dialog).getByLabelText('New password'), next);
  await view.user.type(within(dialog).getByLabelText('Confirm new password'), next);
  await view.user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
  return dialog;
}

describe('my account', () => {
  it('sends someone not signed in to the login page', async () => {
    const view = await renderAccount({}, false);
    await vi.waitFor(() => expect(view.router.state.location.pathname).not.toBe('/my-account'));
    expect(api.sent('GET', '/website/client/programs')).toHaveLength(0);
  });

  it('sends a signed-in user who is not a client to the login page', async () => {
    storeClientSession({ process_type: 'onboarding' });
    api = stubApi();
    const view = renderRoutes(await accountRoutes(), '/my-account');
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/auth/login'));
  });

  it('greets the client by name and shows only the last four digits of the SSN', async () => {
    await renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeInTheDocument();
    expect(screen.getByText('***-**-4320')).toBeInTheDocument();
  });

  it('hides the balance until asked, then shows it formatted; the toggle says what it does', async () => {
    const view = await renderAccount();
    const toggle = await screen.findByRole('button', { name: 'Show balance' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('$1,234.56', { selector: '.account-balance__amount' })).not.toBeInTheDocument();
    expect(api.sent('GET', '/website/client/account-balance')).toHaveLength(0);
    await view.user.click(toggle);
    expect(await screen.findByText('$1,234.56', { selector: '.account-balance__amount' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-expanded', 'true');
    expect(api.sent('GET', '/website/client/account-balance')[0]?.params).toEqual({ program_id: '1' });
    await view.user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('$1,234.56', { selector: '.account-balance__amount' })).not.toBeInTheDocument();
  });

  it('shows a negative balance in red with a minus sign, and says an inactive program is inactive', async () => {
    const view = await renderAccount();
    await screen.findByRole('button', { name: 'Show balance' });
    expect(screen.queryByText('This program is inactive')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('combobox', { name: 'Program' }));
    await view.user.click(await screen.findByRole('option', { name: 'Money Management Program' }));
    expect(await screen.findByText('This program is inactive')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Show balance' }));
    const amount = await screen.findByText('-$12.50');
    expect(amount).toHaveClass('account-balance__amount--negative');
    expect(screen.getByText('Your balance is below zero.')).toBeInTheDocument();
  });

  it('lists recent transactions in a captioned table, pages with Next', async () => {
    const view = await renderAccount();
    const table = await screen.findByRole('table', { name: /Money in and out of Representative Payee Program/ });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['05/03/2026', 'Rent for MayHousing', '', '$650.00', '$584.56']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() =>
      expect(api.sent('GET', '/website/client/transactions').at(-1)?.params).toMatchObject({ page: '2', per_page: '10' }),
    );
  });

  it('shows the transactions on a phone without a sideways-scrolling region, each amount carrying its column name for the card layout', async () => {
    await renderAccount();
    const table = await screen.findByRole('table', { name: /Money in and out of Representative Payee Program/ });
    expect(screen.queryByRole('region', { name: /Money in and out/ })).not.toBeInTheDocument();
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(2).map((cell) => cell.dataset.label)).toEqual(['Money in', 'Money out', 'Balance after']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'What it was', 'Money in', 'Money out', 'Balance after']);
  });

  it('says in plain words which bills the office pays next and when the next card load comes', async () => {
    await renderAccount();
    const panel = await screen.findByRole('region', { name: 'Coming up' });
    expect(await within(panel).findByText('Tuesday, December 1, 2026')).toBeInTheDocument();
    expect(within(panel).getByText('Eastside Rooms (Housing)')).toBeInTheDocument();
    expect(within(panel).getByText('$600.00')).toBeInTheDocument();
    expect(within(panel).getByText('We will put $50.00 on your card on Friday, December 4, 2026.')).toBeInTheDocument();
    expect(api.sent('GET', '/website/client/coming-up')[0]?.params).toEqual({ program_id: '1' });
  });

  it("shows this month's spending as bars whose words carry every figure, says what is over the budget, and offers a table", async () => {
    const view = await renderAccount();
    const panel = await screen.findByRole('region', { name: 'This month' });
    expect(await within(panel).findByText('What you spent in November 2026, and what is left of your budget.')).toBeInTheDocument();
    const bars = within(panel).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      // Approved bills not paid yet count in the month too, as the office's budgets count them.
      'FoodSpent $107.15 of $214.29$50.00 more approved to be paid$57.14 left',
      'HousingSpent $650.00 of $600.00$50.00 over the budget',
      'MedicalSpent $12.00. There is no budget for this.',
    ]);
    // The bar only draws what the words say: hidden from screen readers, its width the share spent.
    const fill = bars[0]!.querySelector<HTMLElement>('.account-bar__fill')!;
    expect(fill.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(fill.style.width).toBe('50%');
    expect(bars[1]!.querySelector<HTMLElement>('.account-bar__fill')!.style.width).toBe('100%');
    expect(within(panel).getByText('In all: spent $769.15 of $814.29.')).toBeInTheDocument();

    await view.user.click(within(panel).getByText('See this as a table'));
    const table = within(panel).getByRole('table', { name: 'Your spending in November 2026' });
    const housing = within(table).getByRole('rowheader', { name: 'Housing' }).closest('tr')!;
    expect(
      within(housing)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$600.00', '$650.00', '$0.00', '-$50.00']);
    expect(
      within(housing)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['Budget', 'Spent', 'To be paid', 'Left']);
  });

  it('keeps the statement end date disabled until a start date is set, and clears it when the start changes', async () => {
    const view = await renderAccount();
    const start = await screen.findByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    expect(end).toBeDisabled();
    await view.user.type(start, '01/01/2026');
    expect(end).toBeEnabled();
    await view.user.type(end, '01/31/2026');
    expect(end).toHaveValue('01/31/2026');
    await view.user.clear(start);
    expect(end).toHaveValue('');
    expect(end).toBeDisabled();
  });

  it('says what to do with each statement date: its first day, then its last', async () => {
    const view = await renderAccount();
    const start = await screen.findByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    expect(start).toHaveAccessibleDescription(/^Choose the first day of the statement/);
    expect(end).toHaveAccessibleDescription(/^Choose a start date first, then the last day of the statement/);
    await view.user.type(start, '01/01/2026');
    expect(end).toHaveAccessibleDescription(/^Choose the last day of the statement.*cannot be before the start date or after today/);
  });

  it('downloads the statement for the chosen dates and names the file from x-filename', async () => {
    const createObjectURL = vi.fn(() => 'blob:statement');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const view = await renderAccount({
      'GET /website/client/account-statement': () => ({
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'x-filename': 'statement-rpp-2026-01-01-2026-01-31.pdf' },
      }),
    });
    await view.user.type(await screen.findByLabelText('Start date'), '01/01/2026');
    await view.user.type(screen.getByLabelText('End date'), '01/31/2026');
    await view.user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.sent('GET', '/website/client/account-statement')[0]?.params).toEqual({
      program_id: '1',
      'transaction_date[0]': '2026-01-01',
      'transaction_date[1]': '2026-01-31',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-rpp-2026-01-01-2026-01-31.pdf');
    click.mockRestore();
  });

  it('says no transactions were found when the statement cannot be fetched', async () => {
    const view = await renderAccount({
      'GET /website/client/account-statement': () => ({ status: 404, data: { message: 'No transactions found for the selected dates.' } }),
    });
    await view.user.type(await screen.findByLabelText('Start date'), '01/01/2026');
    await view.user.type(screen.getByLabelText('End date'), '01/31/2026');
    await view.user.click(screen.getByRole('button', { name: 'Download' }));
    expect((await screen.findAllByText('No transactions found for the selected dates.')).length).toBeGreaterThan(0);
  });

  it('logs out after confirmation, with the logged-out toast, and returns to the login page', async () => {
    const view = await renderAccount();
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(api.sent('POST', '/website/logout')).toHaveLength(1);
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it.each([
    [401, 'You have been signed out. Please sign in again.'],
    [500, 'Something went wrong on our side.'],
  ])('signs out in the browser all the same when the server answers logout with %i, and shows its message', async (status, message) => {
    const view = await renderAccount({ 'POST /website/logout': () => ({ status, data: { message } }) });
    await vi.waitFor(() => expect(view.queryClient.getQueryData(programsQueryOptions().queryKey)).toEqual(PROGRAMS), { timeout: 10_000 });
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/auth/login'), { timeout: 10_000 });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(document.cookie).not.toContain('authToken');
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(view.queryClient.getQueryData(programsQueryOptions().queryKey)).toBeUndefined();
  });

  it('changes the password with a captcha token and shows the server message', async () => {
    const view = await renderAccount({
      'POST /website/user/change-password': () => ({ status: 200, data: { message: 'Your password has been changed.' } }),
    });
    await changePassword(view, 'Demo@Client2026', 'Better@Pass1');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.sent('POST', '/website/user/change-password')[0]?.body).toEqual({
      current_password: 'Demo@Client2026',
      password: 'Better@Pass1',
      confirm_password: 'Better@Pass1',
      'g-recaptcha-response': 'dev-captcha:change_password',
    });
  });

  it("says what is missing in the contract's words before sending, and a corrected field's message clears as it is typed", async () => {
    const view = await renderAccount();
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter your current password.' })).toBeInTheDocument();
    expect(summary).toHaveFocus();
    expect(api.sent('POST', '/website/user/change-password')).toHaveLength(0);

    const current = within(dialog).getByLabelText('Current password');
    await view.user.type(current, 'Demo@Client2026');
    expect(current).toHaveFocus();
    expect(current).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the change-password field errors from the server', async () => {
    const view = await renderAccount({
      'POST /website/user/change-password': () => ({
        status: 422,
        data: { message: 'Check', errors: { current_password: ['Your current password is not correct.'] } },
      }),
    });
    const dialog = await changePassword(view, 'Wrong@Pass1', 'Better@Pass1');
    expect(await within(dialog).findByRole('link', { name: 'Your current password is not correct.' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});

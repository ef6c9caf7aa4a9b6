import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { TDepositImportRow, TDepositImportSummary } from '@payee/contract';
import {
  DARNELL,
  MARIA,
  chooseClient,
  financeClientsRoute,
  renderRoutes,
  storeStaffSession,
  stubApi,
  summaryItems,
  type StubHandler,
} from '@/test/finance';
import { DepositImportPage } from './deposit-import-page';

const copy = ADMIN_FINANCE_CONTENT.depositImport;
const CSV = 'payment_date,ssn,beneficiary_name,benefit_type,amount,payment_reference\n';
let api: ReturnType<typeof stubApi>;

beforeEach(() => storeStaffSession());
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

const fileRow = (row: number, fields: Partial<TDepositImportRow>): TDepositImportRow => ({
  row,
  payment_date: '2026-11-27',
  ssn_masked: '***-**-4326',
  beneficiary_name: 'DARNELL PRICE',
  source: 'social_security',
  amount: '943.00',
  reference: `SSA-20261127-00048${row}`,
  status: 'matched',
  client: DARNELL,
  problems: {},
  entry_id: null,
  ...fields,
});

const PREVIEW: TDepositImportSummary = {
  file_name: 'ssa-deposits-2026-11.csv',
  file_hash: 'abc',
  already_imported: null,
  rows: [
    fileRow(1, {}),
    fileRow(2, { ssn_masked: '***-**-4328', beneficiary_name: 'MARIA L LOPEZ', amount: '25.00', status: 'unmatched', client: null }),
  ],
  totals: { rows: 2, matched: 1, unmatched: 1, already_posted: 0, invalid: 0, amount_to_post: '968.00' },
};

function renderImport(routes: Record<string, StubHandler>) {
  api = stubApi({ ...financeClientsRoute, ...routes });
  return renderRoutes([{ path: '/admin/finance/money-in/import', Component: DepositImportPage }], '/admin/finance/money-in/import');
}

const chooseFile = async (user: Parameters<typeof chooseClient>[0]) =>
  user.upload(screen.getByLabelText(copy.file), new File([CSV], 'ssa-deposits-2026-11.csv', { type: 'text/csv' }));

describe('importing the SSA deposit file', () => {
  it('previews the rows, has the unmatched one assigned by hand, then posts the file with the assignment', async () => {
    const view = renderImport({
      'POST /admin/finance/deposit-imports/preview': () => ({ status: 200, data: { data: PREVIEW } }),
      'POST /admin/finance/deposit-imports': () => ({
        status: 201,
        data: {
          message: 'Posted 2 deposits from the file.',
          data: {
            ...PREVIEW,
            rows: [fileRow(1, { entry_id: 71 }), fileRow(2, { status: 'assigned', client: MARIA, entry_id: 72 })],
            import_id: 3,
            posted: 2,
            skipped: 0,
          },
        },
      }),
    });
    await chooseFile(view.user);
    await view.user.click(screen.getByRole('button', { name: copy.preview }));

    expect(await screen.findByRole('heading', { level: 2, name: copy.previewHeading })).toHaveFocus();
    const table = screen.getByRole('table', { name: copy.tableCaption('ssa-deposits-2026-11.csv') });
    expect(within(table).getByText(copy.statuses.unmatched)).toBeInTheDocument();
    expect((api.sent('POST', '/admin/finance/deposit-imports/preview')[0]?.body as FormData).get('file')).toBeInstanceOf(File);

    // Posting before the row has a client names the row, beside its button.
    await view.user.click(screen.getByRole('button', { name: copy.post(2) }));
    expect(await summaryItems()).toEqual([`${copy.chooseClient(2)}.`]);
    expect(api.sent('POST', '/admin/finance/deposit-imports')).toHaveLength(0);

    await view.user.click(within(table).getByRole('button', { name: copy.chooseClient(2) }));
    const dialog = await screen.findByRole('dialog', { name: copy.assignTitle(2) });
    await chooseClient(view.user, ADMIN_FINANCE_CONTENT.client, 'Lopez', MARIA.name, dialog);
    await waitFor(() => expect(within(table).getByRole('button', { name: copy.changeClient(2) })).toHaveFocus());
    expect(within(table).getByText(MARIA.name)).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: copy.post(2) }));
    expect(await screen.findByRole('heading', { level: 2, name: copy.resultHeading })).toBeInTheDocument();
    expect(screen.getByText('Posted 2 deposits from the file.', { selector: '.admin-notice' })).toBeInTheDocument();
    const sent = api.sent('POST', '/admin/finance/deposit-imports')[0]?.body as FormData;
    expect(sent.get('file')).toBeInstanceOf(File);
    expect(sent.get('assignments[0][row]')).toBe('2');
    expect(sent.get('assignments[0][client_id]')).toBe(String(MARIA.id));
  });

  it('says a file imported before posts nothing, and offers no Post button', async () => {
    const view = renderImport({
      'POST /admin/finance/deposit-imports/preview': () => ({
        status: 200,
        data: {
          data: {
            ...PREVIEW,
            already_imported: { at: '2026-11-27T15:00:00.000Z', by: { id: 31, name: 'Demo Finance' }, import_id: 3 },
            rows: PREVIEW.rows.map((row) => ({ ...row, status: 'already_posted' })),
            totals: { ...PREVIEW.totals, matched: 0, unmatched: 0, already_posted: 2, amount_to_post: '0.00' },
          },
        },
      }),
    });
    await chooseFile(view.user);
    await view.user.click(screen.getByRole('button', { name: copy.preview }));
    expect(await screen.findByText(/This file was imported on .* by Demo Finance\. Posting it again posts nothing\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Post / })).not.toBeInTheDocument();
    expect(screen.getByText(copy.nothingToPost)).toBeInTheDocument();
  });

  it("puts the file's problems beside the file field, each row's with its number", async () => {
    const view = renderImport({
      'POST /admin/finance/deposit-imports/preview': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { file: ['The file has more than 20000 rows.'], 'rows.3.amount': ['Enter the amount in dollars and cents.'] },
        },
      }),
    });
    await view.user.click(screen.getByRole('button', { name: copy.preview }));
    expect(await summaryItems()).toEqual([copy.chooseFile]);
    expect(api.sent('POST', '/admin/finance/deposit-imports/preview')).toHaveLength(0);

    await chooseFile(view.user);
    await view.user.click(screen.getByRole('button', { name: copy.preview }));
    expect(await summaryItems()).toEqual([
      'The file has more than 20000 rows.',
      copy.rowProblem(3, 'Enter the amount in dollars and cents.'),
    ]);
    expect(screen.getByLabelText(copy.file)).toHaveAttribute('aria-invalid', 'true');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { assignmentReasonMessage, type TDepositImportRow, type TDepositImportSummary } from '@payee/contract';
import {
  DARNELL,
  MARIA,
  chooseClient,
  containing,
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

/** The value beside a label of the page's fact list. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

const chooseFile = async (user: Parameters<typeof chooseClient>[0]) =>
  user.upload(screen.getByLabelText(copy.file), new File([CSV], 'ssa-deposits-2026-11.csv', { type: 'text/csv' }));

describe('importing the SSA deposit file', () => {
  it('previews the rows, has the unmatched one assigned by hand with a reason (another SSN), then posts it and says what was posted', async () => {
    const view = renderImport({
      'POST /admin/finance/deposit-imports/preview': () => ({ status: 200, data: { data: PREVIEW } }),
      'POST /admin/finance/deposit-imports': () => ({
        status: 201,
        data: {
          message: 'Posted 2 deposits from the file, $968.00 in all: Darnell Price $943.00 (row 1); Maria Lopez $25.00 (row 2).',
          data: {
            ...PREVIEW,
            rows: [fileRow(1, { entry_id: 71 }), fileRow(2, { status: 'assigned', client: MARIA, entry_id: 72 })],
            import_id: 3,
            posted: 2,
            skipped: 1,
            amount_posted: '968.00',
            posted_to: [
              { client: DARNELL, rows: [1], amount: '943.00' },
              { client: MARIA, rows: [2], amount: '25.00' },
            ],
            skipped_rows: [
              { row: 3, reference: 'SSA-20261127-000483', reason: 'Posted before (entry 12, to Maria Lopez): a payment is posted once.' },
            ],
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

    // Maria's SSN is not the row's: a reason is asked for, and posting without one says so beside it.
    const reason = screen.getByRole('textbox', { name: copy.reasonLabel(2, MARIA.name) });
    expect(reason).toHaveAccessibleDescription(containing(copy.reasonHint('***-**-4328', MARIA.ssn_masked)));
    await view.user.click(screen.getByRole('button', { name: copy.post(2) }));
    expect(await summaryItems()).toEqual([assignmentReasonMessage(2, MARIA.name)]);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST', '/admin/finance/deposit-imports')).toHaveLength(0);
    await view.user.type(reason, 'Hers');
    await view.user.click(screen.getByRole('button', { name: copy.post(2) }));
    expect(await summaryItems()).toEqual(['Give a reason of at least 5 characters.']);
    expect(api.sent('POST', '/admin/finance/deposit-imports')).toHaveLength(0);

    await view.user.type(reason, ': her back payment, under the SSN on her old award letter.');
    await view.user.click(screen.getByRole('button', { name: copy.post(2) }));
    expect(await screen.findByRole('heading', { level: 2, name: copy.resultHeading })).toBeInTheDocument();
    const sent = api.sent('POST', '/admin/finance/deposit-imports')[0]?.body as FormData;
    expect(sent.get('file')).toBeInstanceOf(File);
    expect(sent.get('assignments[0][row]')).toBe('2');
    expect(sent.get('assignments[0][client_id]')).toBe(String(MARIA.id));
    expect(sent.get('assignments[0][reason]')).toBe('Hers: her back payment, under the SSN on her old award letter.');

    // What was posted: how many rows, to whom, how much; what was left out and why.
    expect(screen.getByText(/^Posted 2 deposits from the file, \$968\.00 in all/, { selector: '.admin-notice' })).toBeInTheDocument();
    expect(fact(copy.result.posted)).toHaveTextContent('2');
    expect(fact(copy.result.amount)).toHaveTextContent('$968.00');
    expect(fact(copy.result.skipped)).toHaveTextContent('1');
    const postedTo = screen.getByRole('table', { name: copy.postedToCaption });
    expect(
      within(postedTo)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Darnell Price1$943.00', 'Maria Lopez2$25.00']);
    expect(screen.getByRole('heading', { level: 3, name: copy.skippedHeading })).toBeInTheDocument();
    expect(
      screen.getByText(copy.skippedRow(3, 'SSA-20261127-000483', 'Posted before (entry 12, to Maria Lopez): a payment is posted once.')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: copy.reasonLabel(2, MARIA.name) })).not.toBeInTheDocument();
  });

  it("needs no reason when the client's SSN ends as the row's, but shows the field when the server asks for one", async () => {
    const sameLastFour = { ...PREVIEW, rows: [PREVIEW.rows[0]!, { ...PREVIEW.rows[1]!, ssn_masked: MARIA.ssn_masked }] };
    const view = renderImport({
      'POST /admin/finance/deposit-imports/preview': () => ({ status: 200, data: { data: sameLastFour } }),
      'POST /admin/finance/deposit-imports': () => ({
        status: 422,
        data: {
          message: 'The file cannot be posted yet: see what to fix.',
          errors: { 'assignments.0.reason': [assignmentReasonMessage(2, MARIA.name)] },
        },
      }),
    });
    await chooseFile(view.user);
    await view.user.click(screen.getByRole('button', { name: copy.preview }));
    const table = await screen.findByRole('table', { name: copy.tableCaption('ssa-deposits-2026-11.csv') });
    await view.user.click(within(table).getByRole('button', { name: copy.chooseClient(2) }));
    await chooseClient(view.user, ADMIN_FINANCE_CONTENT.client, 'Lopez', MARIA.name, await screen.findByRole('dialog'));
    expect(screen.queryByRole('textbox', { name: copy.reasonLabel(2, MARIA.name) })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: copy.post(2) }));
    expect(await summaryItems()).toEqual([assignmentReasonMessage(2, MARIA.name)]);
    const reason = screen.getByRole('textbox', { name: copy.reasonLabel(2, MARIA.name) });
    expect(reason).toHaveAccessibleDescription(containing(assignmentReasonMessage(2, MARIA.name)));
    const link = screen.getByRole('link', { name: assignmentReasonMessage(2, MARIA.name) });
    expect(link).toHaveAttribute('href', `#${reason.id}`);
    expect((api.sent('POST', '/admin/finance/deposit-imports')[0]?.body as FormData).get('assignments[0][reason]')).toBeNull();
  });

  it('says a file imported before posts nothing, and offers no Post button', async () => {
    const view = renderImport({
      'POST /admin/finance/deposit-imports/preview': () => ({
        status: 200,
        data: {
          data: {
            ...PREVIEW,
            already_imported: { at: '2026-11-27T15:00:00.000Z', by: { id: 31, name: 'Demo Finance' }, import_id: 3 },
            rows: [
              { ...PREVIEW.rows[0]!, status: 'already_posted', entry_id: 71 },
              { ...PREVIEW.rows[1]!, status: 'already_posted', client: MARIA, entry_id: 72 },
            ],
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
    // Each row posted before says whom it went to, the one assigned by hand too.
    const table = screen.getByRole('table', { name: copy.tableCaption('ssa-deposits-2026-11.csv') });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent),
    ).toEqual([DARNELL.name, MARIA.name]);
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

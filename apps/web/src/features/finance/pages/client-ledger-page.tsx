import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { formatDisplayDate, formatMoney, makePageQuerySchema, type TClientLedgerRow } from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { AdminSection } from '@/components/back-office/admin-section';
import { DataTable } from '@/components/back-office/data-table';
import { FactList } from '@/components/back-office/fact-list';
import { Pager } from '@/components/back-office/pager';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { listQueryOf } from '@/lib/back-office/list-query';
import { clientLedgerQuery } from '../api/get-client-ledger';
import { ClientSubNav } from '../components/client-sub-nav';
import { ReverseEntryDialog } from '../components/reverse-entry-dialog';
import { TransferForm } from '../components/transfer-form';
import { FINANCE_CLIENTS_PATH, MONEY_IN_PATH, NEW_PAYMENT_PATH, type DraftForClientState } from '@/lib/back-office/finance-paths';
import { useHeadingFocusWhenShown } from '../lib/use-heading-focus';
import { useIdParam } from '../lib/use-id-param';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.ledger;
const words = ADMIN_FINANCE_CONTENT;
const ZPageSchema = makePageQuerySchema(25);

/** What an entry can still have done to it: a reversal, unless it is one or was reversed already. */
const isReversible = (row: TClientLedgerRow) => row.reverses_entry_id === null && row.reversed_by_entry_id === null;

/**
 * `/admin/finance/clients/:id` (finance): the client's sub-ledger, newest first, each line with the balance after
 * it; an entry posted by mistake is reversed (a new entry, with a reason), never changed. A client in more than one
 * program has the form that moves money between them.
 */
export function ClientLedgerPage() {
  usePageTitle(copy.pageTitle);
  const clientId = useIdParam();
  const [params, setParams] = useSearchParams();
  const { page } = listQueryOf(ZPageSchema, params);
  const { data, error } = useQuery(clientLedgerQuery(clientId, page));
  const [reversing, setReversing] = useState<TClientLedgerRow | null>(null);
  useHeadingFocusWhenShown(data !== undefined);

  const columns = useMemo<ColumnDef<TClientLedgerRow, unknown>[]>(
    () => [
      {
        id: 'date',
        header: words.columns.date,
        cell: ({ row }) => <span className="admin-nowrap">{formatDisplayDate(row.original.posted_on)}</span>,
      },
      {
        id: 'what',
        header: words.columns.what,
        cell: ({ row }) => (
          <>
            {row.original.description}
            <span className="admin-muted admin-block">
              {row.original.kind_label} · {row.original.category_label} · {words.entry(row.original.entry_id)}
            </span>
            {row.original.reverses_entry_id !== null && (
              <span className="admin-muted admin-block">{copy.reverses(row.original.reverses_entry_id)}</span>
            )}
            {row.original.reversed_by_entry_id !== null && (
              <span className="admin-muted admin-block">{copy.reversedBy(row.original.reversed_by_entry_id)}</span>
            )}
          </>
        ),
      },
      { id: 'reference', header: words.columns.reference, cell: ({ row }) => row.original.reference ?? ADMIN_CONTENT.none },
      {
        id: 'in',
        header: words.columns.moneyIn,
        cell: ({ row }) => (row.original.money_in ? <span className="admin-money">{formatMoney(row.original.money_in)}</span> : null),
      },
      {
        id: 'out',
        header: words.columns.moneyOut,
        cell: ({ row }) => (row.original.money_out ? <span className="admin-money">{formatMoney(row.original.money_out)}</span> : null),
      },
      {
        id: 'balance',
        header: words.columns.balanceAfter,
        cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.balance_after)}</span>,
      },
      {
        id: 'actions',
        header: words.columns.actions,
        cell: ({ row }) =>
          isReversible(row.original) ? (
            <button type="button" className="button button--secondary" onClick={() => setReversing(row.original)}>
              {copy.reverse(row.original.entry_id)}
            </button>
          ) : null,
      },
    ],
    [],
  );

  if (!data) {
    return (
      <>
        <p>
          <Link to={FINANCE_CLIENTS_PATH}>{words.clientPages.back}</Link>
        </p>
        {error && <h1>{copy.pageTitle}</h1>}
        <QueryWaiting error={error} fallback={words.clientPages.notFound} />
      </>
    );
  }
  const draftState: DraftForClientState = { client: data.client };
  return (
    <>
      <p>
        <Link to={FINANCE_CLIENTS_PATH}>{words.clientPages.back}</Link>
      </p>
      <h1>{copy.heading(data.client.name)}</h1>
      <ClientSubNav clientId={clientId} current="ledger" />
      <AdminSection id="ledger-facts" heading={words.program}>
        <FactList
          facts={[
            { label: copy.application, value: data.client.application_code ?? ADMIN_CONTENT.none },
            { label: copy.ssn, value: data.client.ssn_masked },
            { label: words.program, value: data.program.name },
            { label: copy.balance, value: <strong className="admin-money">{formatMoney(data.balance)}</strong> },
          ]}
        />
        <ul className="admin-links">
          <li>
            <Link to={MONEY_IN_PATH} state={draftState}>
              {copy.recordDeposit}
            </Link>
          </li>
          <li>
            <Link to={NEW_PAYMENT_PATH} state={draftState}>
              {copy.draftPayment}
            </Link>
          </li>
        </ul>
      </AdminSection>
      {data.programs.length > 1 && <TransferForm clientId={clientId} programs={data.programs} programId={data.program.id} />}
      <DataTable
        caption={copy.tableCaption(data.meta.total)}
        columns={columns}
        rows={data.data}
        rowKey={(row) => row.line_id}
        empty={copy.empty}
      />
      <Pager page={data.meta.page} lastPage={data.meta.last_page} onPage={(next) => setParams({ page: String(next) })} />
      {reversing && (
        <ReverseEntryDialog entryId={reversing.entry_id} description={reversing.description} onClose={() => setReversing(null)} />
      )}
    </>
  );
}

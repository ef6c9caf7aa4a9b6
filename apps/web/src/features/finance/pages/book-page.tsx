import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { centsToDecimal, decimalToCents, formatDisplayDate, formatMoney, type TJournalEntry, monthLabel } from '@payee/contract';
import { usePageTitle } from '@/lib/page-title';
import { AdminSection } from '@/components/back-office/admin-section';
import { PagedTable } from '@/components/back-office/data-table';
import { FactList } from '@/components/back-office/fact-list';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { overviewQuery } from '../api/get-overview';
import { journalQuery } from '../api/get-journal';
import { reconciliationQuery } from '../api/get-reconciliation';
import { OutstandingEntries } from '../components/outstanding-entries';
import { FINANCE_CLIENTS_PATH, paymentsPath, reconciliationPath } from '@/lib/back-office/finance-paths';
import { entryClients, entryInAndOut } from '../lib/journal-lines';
import { moneyInOutColumns } from '../lib/money-in-out';
import { cursorPlaceOf, type CursorPlace } from '../lib/cursor-pages';
import { currentMonth } from '../lib/months';

const copy = ADMIN_FINANCE_CONTENT.book;
const words = ADMIN_FINANCE_CONTENT;
const RECENT_ENTRIES = 10;

const recentColumns: ColumnDef<TJournalEntry, unknown>[] = [
  {
    id: 'date',
    header: words.columns.date,
    cell: ({ row }) => <span className="admin-nowrap">{formatDisplayDate(row.original.posted_on)}</span>,
  },
  { id: 'entry', header: words.columns.entry, cell: ({ row }) => row.original.id },
  { id: 'kind', header: words.columns.kind, cell: ({ row }) => row.original.kind_label },
  {
    id: 'what',
    header: words.columns.what,
    cell: ({ row }) => (
      <>
        {row.original.description}
        {row.original.reverses_entry_id !== null && (
          <span className="admin-muted admin-block">{words.ledger.reverses(row.original.reverses_entry_id)}</span>
        )}
        {row.original.reversed_by_entry_id !== null && (
          <span className="admin-muted admin-block">{words.ledger.reversedBy(row.original.reversed_by_entry_id)}</span>
        )}
      </>
    ),
  },
  { id: 'client', header: words.columns.client, cell: ({ row }) => entryClients(row.original) || ADMIN_CONTENT.none },
  ...moneyInOutColumns(entryInAndOut),
];

/** The pooled account against the clients: equal, and the page says so (or loudly says not). */
function BookTotals() {
  const { data, error } = useQuery(overviewQuery());
  if (!data) return <QueryWaiting error={error} />;
  const difference = centsToDecimal((decimalToCents(data.bank_book_balance) ?? 0) - (decimalToCents(data.client_balances_total) ?? 0));
  return (
    <>
      <FactList
        facts={[
          { label: copy.bank, value: formatMoney(data.bank_book_balance) },
          { label: copy.clients, value: formatMoney(data.client_balances_total) },
          { label: copy.feeIncome, value: formatMoney(data.fee_income_total) },
          { label: copy.approvalLimit, value: formatMoney(data.approval_limit) },
          { label: copy.lastClosedMonth, value: data.last_closed_month ? monthLabel(data.last_closed_month) : copy.noClosedMonth },
        ]}
      />
      {data.is_balanced ? (
        <p className="admin-notice">{copy.balanced}</p>
      ) : (
        <p className="admin-error" role="alert">
          {copy.unbalanced(formatMoney(difference))}
        </p>
      )}
      <h3>{copy.waitingHeading}</h3>
      <ul className="admin-plain-list">
        <li>
          <Link to={paymentsPath('draft')}>
            {words.counts.drafts_to_approve}: {data.drafts_to_approve}
          </Link>
        </li>
        <li>
          <Link to={paymentsPath('approved')}>
            {copy.approvedToPay}: {data.approved_to_pay}
          </Link>
        </li>
        <li>
          <Link to={paymentsPath()}>
            {words.counts.due_in_next_14_days}: {data.due_in_next_14_days}
          </Link>
        </li>
      </ul>
    </>
  );
}

/** What the book holds that no bank statement shows yet, up to this month's end. */
function Outstanding({ month }: { month: string }) {
  const { data, error } = useQuery(reconciliationQuery(month));
  const [page, setPage] = useState(1);
  if (!data) return <QueryWaiting error={error} />;
  return (
    <>
      <p>
        {copy.outstandingIntro(monthLabel(month))} <Link to={reconciliationPath(month)}>{words.nav.reconciliation.label}</Link>
      </p>
      <OutstandingEntries summary={data} page={page} onPage={setPage} />
    </>
  );
}

/** The journal, newest first, a page at a time: Next and Previous by the page's cursors, so a deep page costs a page. */
function RecentEntries() {
  const [place, setPlace] = useState<CursorPlace>({ page: 1 });
  const { data, error, isPending } = useQuery({
    ...journalQuery({ per_page: RECENT_ENTRIES, ...place }),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedTable
      isPending={isPending}
      error={error}
      page={data}
      caption={() => copy.recentCaption}
      columns={recentColumns}
      rowKey={(entry) => entry.id}
      empty={copy.recentEmpty}
      onPage={(target) => data && setPlace(cursorPlaceOf(target, data))}
    />
  );
}

/**
 * `/admin/finance` (finance): the book. The pooled trust account's balance beside the sum of every client's
 * balance (the ledger's invariant, said in words), what waits for action, what is outstanding against the bank,
 * and the newest entries; each client's ledger is one search away.
 */
export function BookPage() {
  usePageTitle(copy.pageTitle);
  const month = useMemo(() => currentMonth(), []);
  return (
    <>
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <p>
        <Link to={FINANCE_CLIENTS_PATH}>{copy.clientsLink}</Link>
      </p>
      <AdminSection id="book-totals" heading={copy.totalsHeading}>
        <BookTotals />
      </AdminSection>
      <AdminSection id="book-outstanding" heading={copy.outstandingHeading}>
        <Outstanding month={month} />
      </AdminSection>
      <AdminSection id="book-recent" heading={copy.recentHeading}>
        <RecentEntries />
      </AdminSection>
    </>
  );
}

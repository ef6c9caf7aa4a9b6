import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { formatDisplayDate, formatMoney, type TReconciliation, type TReconciliationEntry } from '@payee/contract';
import { PagedTable } from '@/components/back-office/data-table';
import { reconciliationOutstandingQuery } from '../api/get-reconciliation-outstanding';
import { inAndOut, moneyInOutColumns } from '../lib/money-in-out';

const words = ADMIN_FINANCE_CONTENT;

const columns: ColumnDef<TReconciliationEntry, unknown>[] = [
  {
    id: 'date',
    header: words.columns.date,
    cell: ({ row }) => <span className="admin-nowrap">{formatDisplayDate(row.original.posted_on)}</span>,
  },
  { id: 'entry', header: words.columns.entry, cell: ({ row }) => row.original.entry_id },
  { id: 'what', header: words.columns.what, cell: ({ row }) => row.original.description },
  { id: 'reference', header: words.columns.reference, cell: ({ row }) => row.original.reference ?? ADMIN_CONTENT.none },
  ...moneyInOutColumns<TReconciliationEntry>((entry) => inAndOut(entry.amount)),
];

/**
 * What the book holds that no bank statement line shows yet (deposits in transit, payments not cleared), a page at a
 * time: the caption's count and sums are the month's summary (SQL aggregates), the rows only this page's.
 */
export function OutstandingEntries({
  summary,
  page,
  onPage,
}: {
  summary: Pick<TReconciliation, 'month' | 'outstanding_count' | 'outstanding_money_in' | 'outstanding_money_out'>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { data, isPending, error } = useQuery(reconciliationOutstandingQuery(summary.month, { page }));
  return (
    <PagedTable
      isPending={isPending}
      error={error}
      page={data}
      caption={() =>
        words.month.outstandingCaption(
          summary.outstanding_count,
          formatMoney(summary.outstanding_money_in),
          formatMoney(summary.outstanding_money_out),
        )
      }
      onPage={onPage}
      pagerLabel={words.month.outstandingPager}
      columns={columns}
      rowKey={(entry) => entry.entry_id}
      empty={words.month.outstandingEmpty}
    />
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { formatDisplayDate, formatMoney, type TReconciliation, type TReconciliationEntry } from '@payee/contract';
import { DataTable } from '@/components/back-office/data-table';
import { inAndOut, moneyInOutColumns, totalsInAndOut } from '../lib/money-in-out';

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

/** What the book holds that no bank statement line shows yet (deposits in transit, payments not cleared). */
export function OutstandingEntries({ reconciliation }: { reconciliation: Pick<TReconciliation, 'outstanding_entries'> }) {
  const totals = totalsInAndOut(reconciliation.outstanding_entries.map((entry) => entry.amount));
  return (
    <DataTable
      caption={words.month.outstandingCaption(
        reconciliation.outstanding_entries.length,
        formatMoney(totals.moneyIn),
        formatMoney(totals.moneyOut),
      )}
      columns={columns}
      rows={reconciliation.outstanding_entries}
      rowKey={(entry) => entry.entry_id}
      empty={words.month.outstandingEmpty}
    />
  );
}

import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { TPageMeta } from '@payee/contract';
import { Pager } from './pager';
import { QueryWaiting } from './query-waiting';

/** Props of DataTable. */
export interface DataTableProps<T> {
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown in place of the rows when there are none. */
  empty: string;
  /** The column the server sorted the rows by (its `id`), announced with `aria-sort` on its header. */
  sortedBy?: { id: string; direction: 'asc' | 'desc' };
}

/**
 * The back office's tables, on @tanstack/react-table (headless): a real <table> with its caption and column
 * headers, so screen readers announce each cell with its column. On a narrow screen the table scrolls inside
 * its own region (focusable, labelled by the caption), never the page.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty, sortedBy }: DataTableProps<T>) {
  // TanStack Table's instance changes under the same reference, so the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(rowKey(row)) });
  const captionId = `table-${caption.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    // A scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="admin-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sortedBy?.id === header.column.id ? (sortedBy.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Props of PagedTable: one page of a server-paged list as its query gives it, and how to ask for another. */
export interface PagedTableProps<T> extends Omit<DataTableProps<T>, 'caption' | 'rows'> {
  isPending: boolean;
  error: unknown;
  page: { data: T[]; meta: TPageMeta } | undefined;
  /** The caption, from the whole list's count. */
  caption: (total: number) => string;
  onPage: (page: number) => void;
  /** The pager's name, when the page has another paged table. */
  pagerLabel?: string;
}

/** A server-paged list: "Loading…", the error, or the table of this page and the pager. */
export function PagedTable<T>({ isPending, error, page, caption, onPage, pagerLabel, ...table }: PagedTableProps<T>) {
  if (isPending || error || !page) return <QueryWaiting error={isPending ? null : error} />;
  return (
    <>
      <DataTable caption={caption(page.meta.total)} rows={page.data} {...table} />
      <Pager page={page.meta.page} lastPage={page.meta.last_page} onPage={onPage} label={pagerLabel} />
    </>
  );
}

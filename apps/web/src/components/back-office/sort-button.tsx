import { ADMIN_CONTENT } from '@payee/content/admin';

/**
 * A column header that sorts a server-sorted table: the first press sorts by the column (newest or Z first for
 * dates, A first for text), the next turns the order round. The header's `aria-sort` says the state
 * (DataTable's `sortedBy`); the arrow is only a picture of it.
 */
export function SortButton({
  label,
  direction,
  onSort,
}: {
  label: string;
  /** The order now, when the table is sorted by this column. */
  direction?: 'asc' | 'desc';
  onSort: () => void;
}) {
  return (
    <button type="button" className="admin-sort" onClick={onSort} aria-label={ADMIN_CONTENT.applications.sortBy(label)}>
      {label}
      <span aria-hidden="true" className="admin-sort__arrow">
        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}

import { ADMIN_CONTENT } from '@payee/content/admin';

const copy = ADMIN_CONTENT.paging;

/**
 * Previous and next page of a server-paged table, with where the person is. Hidden when there is one page. `label`
 * names its navigation when a page has two paged tables (each landmark named apart); "Pages" otherwise.
 */
export function Pager({
  page,
  lastPage,
  onPage,
  label,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label ?? copy.label} className="admin-pager">
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {copy.previous}
      </button>
      <span aria-live="polite">{copy.status(page, lastPage)}</span>
      <button type="button" className="button button--secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {copy.next}
      </button>
    </nav>
  );
}

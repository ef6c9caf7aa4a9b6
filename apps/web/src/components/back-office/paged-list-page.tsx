import type { FormEventHandler, ReactNode } from 'react';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { PagedTable, type PagedTableProps } from './data-table';
import { FilterActions } from './filter-actions';

/** Props of PagedListPage: the page's heading, what stands between it and the list, and the list's query. */
export interface PagedListPageProps<T> extends Omit<PagedTableProps<T>, 'isPending' | 'error' | 'page'> {
  heading: string;
  /** What comes before the heading (a link back to the page above). */
  above?: ReactNode;
  /** What comes between the heading and the list: an introduction, the page's actions, its filters. */
  children?: ReactNode;
  /** The list's query: one page of the server-paged list. */
  list: Pick<PagedTableProps<T>, 'isPending' | 'error'> & { data: PagedTableProps<T>['page'] };
}

/**
 * A back-office list page: its heading, what the page puts under it (filters, actions), then the server-paged
 * table of the list's query with its pager. Every list of the back office and of finance is one.
 */
export function PagedListPage<T>({ heading, above, children, list, ...table }: PagedListPageProps<T>) {
  return (
    <>
      {above}
      <h1>{heading}</h1>
      {children}
      <PagedTable isPending={list.isPending} error={list.error} page={list.data} {...table} />
    </>
  );
}

/** Props of ListFilters. */
export interface ListFiltersProps {
  /** The id of the section's heading, which names the section and the form. */
  headingId: string;
  heading: string;
  /** The filters' problems for the error summary above the form, which takes focus at each new `focusKey` (none: no summary). */
  summary?: { items: readonly ErrorSummaryItem[]; focusKey: number };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** `admin-form` stacks the fields; `admin-filters` (the default) sets them side by side. */
  formClassName?: string;
  /** The apply button's id (the summary's target) and words. */
  applyId: string;
  applyLabel: string;
  /** Empties the form and the list's query. */
  onClear: () => void;
  /** More buttons after apply and clear (the audit trail's export). */
  actions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A list's filters: a section with its heading, the error summary, and the form with apply and clear. */
export function ListFilters({
  headingId,
  heading,
  summary,
  onSubmit,
  formClassName = 'admin-filters',
  applyId,
  applyLabel,
  onClear,
  actions,
  children,
}: ListFiltersProps) {
  return (
    <section aria-labelledby={headingId} className="admin-section">
      <h2 id={headingId}>{heading}</h2>
      {summary && <ErrorSummary items={summary.items} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={summary.focusKey} />}
      <form aria-labelledby={headingId} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
        <FilterActions applyId={applyId} applyLabel={applyLabel} onClear={onClear}>
          {actions}
        </FilterActions>
      </form>
    </section>
  );
}

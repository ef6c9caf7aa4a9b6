import type { ReactNode } from 'react';
import { ADMIN_CONTENT } from '@payee/content/admin';

/** Props of FilterActions. */
export interface FilterActionsProps {
  /** The submit button's id: the error summary's "apply" target. */
  applyId: string;
  applyLabel: string;
  clearLabel?: string;
  /** Empties the form and the list's query. */
  onClear: () => void;
  /** More buttons after these two (the audit trail's export). */
  children?: ReactNode;
}

/** The buttons under a list's filters: apply them (the form's submit), clear them, and any of the page's own. */
export function FilterActions({ applyId, applyLabel, clearLabel = ADMIN_CONTENT.clearFilters, onClear, children }: FilterActionsProps) {
  return (
    <div className="admin-actions">
      <button id={applyId} type="submit" className="button">
        {applyLabel}
      </button>
      <button type="button" className="button button--secondary" onClick={onClear}>
        {clearLabel}
      </button>
      {children}
    </div>
  );
}

import { useEffect, useRef, type MouseEvent } from 'react';
import './error-summary.css';

/** One problem: the id of the field it concerns and the message shown beside that field. */
export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

/** The govuk error summary: shown above the heading after a failed submit. */
export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** Defaults to "There is a problem". */
  title?: string;
  /** Change it (react-hook-form's submitCount) to move focus back here after another failed submit. */
  focusKey?: number | string;
}

/** Flattens react-hook-form errors to summary items, naming each field by its dotted path (use that path as the field's id). */
export function errorSummaryItems(errors: object, prefix = ''): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) items.push({ fieldId: path, message });
    else items.push(...errorSummaryItems(value, path));
  }
  return items;
}

/** Moves focus to a field, bringing its label or legend into view too (govuk-frontend error-summary.mjs). */
export function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const legend = field.closest('fieldset')?.querySelector('legend');
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (legend ?? label ?? field).scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
  return true;
}

/** Lists every problem as a link to its field; takes focus when it appears so it is read out at once. */
export function ErrorSummary({ items, title = 'There is a problem', focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = items.map((item) => `${item.fieldId}:${item.message}`).join('|');

  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature, focusKey]);

  if (items.length === 0) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };

  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} onClick={(event) => onLinkClick(event, item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

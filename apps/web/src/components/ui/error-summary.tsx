import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
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
  /**
   * One value per submit (react-hook-form's submitCount, or an attempt counter): the summary takes focus once
   * for each, the first time it lists a problem, whether the browser's checks or the server's answer found it.
   * Problems that change while the person corrects them (an error that clears as they type) never take focus.
   */
  focusKey: number | string;
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

/**
 * The field ids in the order their elements stand in the document; ids with no element keep their order,
 * after the others (govuk: the summary lists problems in the order of the fields on the page).
 */
export function inPageOrder(fieldIds: readonly string[], page: Document = document): string[] {
  const placed = fieldIds.map((fieldId, index) => ({ fieldId, index, element: page.getElementById(fieldId) }));
  placed.sort((a, b) => {
    if (a.element && b.element && a.element !== b.element) {
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    }
    if (a.element && !b.element) return -1;
    if (b.element && !a.element) return 1;
    return a.index - b.index;
  });
  return placed.map(({ fieldId }) => fieldId);
}

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Lists every problem as a link to its field, in the order of the fields on the page; takes focus once per
 * submit (`focusKey`) so it is read out at once, and never again while the person corrects the fields.
 */
export function ErrorSummary({ items, title = 'There is a problem', focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasItems = items.length > 0;

  // A new submit may take focus again; declared before the effect that focuses, which reads the flag.
  const hasFocusedForKey = useRef(false);
  useEffect(() => {
    hasFocusedForKey.current = false;
  }, [focusKey]);
  useEffect(() => {
    if (!hasItems || hasFocusedForKey.current) return;
    hasFocusedForKey.current = true;
    ref.current?.focus();
  }, [hasItems, focusKey]);

  // The fields are on the page once committed: put the list in their order before the browser paints.
  const fieldIds = items.map((item) => item.fieldId);
  const idsKey = fieldIds.join('\n');
  const [pageOrder, setPageOrder] = useState<readonly string[]>([]);
  useLayoutEffect(() => {
    const page = ref.current?.ownerDocument;
    if (!page) return;
    const ordered = inPageOrder(idsKey.split('\n'), page);
    setPageOrder((previous) => (sameOrder(previous, ordered) ? previous : ordered));
  }, [idsKey]);
  const rank = (fieldId: string) => {
    const index = pageOrder.indexOf(fieldId);
    return index === -1 ? pageOrder.length : index;
  };
  const shownItems = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.fieldId) - rank(b.item.fieldId) || a.index - b.index);

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
        {shownItems.map(({ item }) => (
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

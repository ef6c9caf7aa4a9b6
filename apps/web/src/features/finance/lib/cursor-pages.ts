import type { TPageCursors } from '@payee/contract';

/** Where a keyset list is: the page's number (a label) and the place it is read from. */
export interface CursorPlace {
  page: number;
  after?: string;
  before?: string;
}

/**
 * The query of page `target` of a keyset list (the journal), from the page shown: the next page is read after this
 * one's last entry, the previous before its first (each from the order's index, however deep: issue 23), page 1
 * from the top; any other page by its number alone.
 */
export function cursorPlaceOf(target: number, shown: { meta: { page: number }; cursors: TPageCursors }): CursorPlace {
  if (target <= 1) return { page: 1 };
  if (target === shown.meta.page + 1 && shown.cursors.next) return { page: target, after: shown.cursors.next };
  if (target === shown.meta.page - 1 && shown.cursors.previous) return { page: target, before: shown.cursors.previous };
  return { page: target };
}

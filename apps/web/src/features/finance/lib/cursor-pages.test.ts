import { describe, expect, it } from 'vitest';
import { cursorPlaceOf } from './cursor-pages';

const shown = (page: number, next: string | null, previous: string | null) => ({ meta: { page }, cursors: { next, previous } });

describe('a keyset list’s pages', () => {
  it('reads Next after the page’s last entry and Previous before its first, labelled by their numbers', () => {
    expect(cursorPlaceOf(4, shown(3, '2026-11-03.40', '2026-11-10.52'))).toEqual({ page: 4, after: '2026-11-03.40' });
    expect(cursorPlaceOf(2, shown(3, '2026-11-03.40', '2026-11-10.52'))).toEqual({ page: 2, before: '2026-11-10.52' });
  });

  it('reads page 1 from the top, and a page with no cursor that way by its number', () => {
    expect(cursorPlaceOf(1, shown(2, '2026-11-03.40', '2026-11-10.52'))).toEqual({ page: 1 });
    expect(cursorPlaceOf(5, shown(4, null, '2026-11-10.52'))).toEqual({ page: 5 });
    expect(cursorPlaceOf(9, shown(3, '2026-11-03.40', '2026-11-10.52'))).toEqual({ page: 9 });
  });
});

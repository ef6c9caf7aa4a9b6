import { z } from 'zod';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';
import { VALIDATION_MESSAGES } from '@payee/content/validation';
import { parseApiDate } from '../dates';
import { blankToUndefined } from './fields';
import { tooLongMessage } from './messages';

/**
 * What the back office's paged lists share (the audit trail, onboardings, applications, clients, enquiries):
 * `?page=&per_page=` in (`zPageQuery`, or `makePageQuerySchema` as a whole object), `{ data, meta: { page,
 * per_page, total, last_page } }` out (`makePageResponseSchema`; the server fills `meta` with `pageMeta` and
 * skips `pageOffset` rows), and a day as a query filter.
 */

export const PER_PAGE_MAX = 100;
const PAGE_MESSAGE = VALIDATION_MESSAGES.page;
const PER_PAGE_MESSAGE = VALIDATION_MESSAGES.perPage(PER_PAGE_MAX);

/** `page` (from 1) and `per_page` (1 to 100, `defaultPerPage` when absent): spread into a list's query schema. */
export const zPageQuery = (defaultPerPage: number) => ({
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(1_000_000, PAGE_MESSAGE).default(1),
  per_page: z.coerce
    .number({ error: PER_PAGE_MESSAGE })
    .int(PER_PAGE_MESSAGE)
    .min(1, PER_PAGE_MESSAGE)
    .max(PER_PAGE_MAX, PER_PAGE_MESSAGE)
    .default(defaultPerPage),
});

const CURSOR_MESSAGE = VALIDATION_MESSAGES.cursor;
/**
 * A keyset list's place (issue 23): the day and id of a row in the list's order (`2026-03-01.1234`), as a page's
 * `cursors` gave it. `after` asks for the rows after that one (Next), `before` for those before it (Previous), each
 * read from the order's index however deep the page; `page` then only labels where the person is.
 */
const zPageCursor = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: CURSOR_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}\.\d{1,10}$/, { error: CURSOR_MESSAGE, abort: true })
    // A real day and an id a row can have: the database is never asked to read `2026-02-30` or an id past its type.
    .refine((cursor) => parseApiDate(cursor.slice(0, 10)) !== null && Number(cursor.slice(11)) <= 2_147_483_647, CURSOR_MESSAGE)
    .optional(),
);
export const zCursorQuery = () => ({ after: zPageCursor, before: zPageCursor });

/** Where a page of a keyset list ends each way: the `after` of the next page and the `before` of the previous. */
export const ZPageCursorsSchema = z.object({ next: z.string().nullable(), previous: z.string().nullable() });
export type TPageCursors = z.infer<typeof ZPageCursorsSchema>;

/** A row's place in a keyset list: its day and id. */
export const pageCursorOf = (day: string, id: number) => `${day}.${id}`;

/** The day and id of a cursor `zCursorQuery` let through. */
export function cursorPlace(cursor: string): { day: string; id: number } {
  const [day, id] = cursor.split('.');
  return { day: day!, id: Number(id) };
}

/** `?page=&per_page=` as a whole query schema, for a list with no other filter. */
export const makePageQuerySchema = (defaultPerPage = 20) => z.object(zPageQuery(defaultPerPage));

/** Where a page sits in the whole list; `last_page` is at least 1, also when the list is empty. */
export const ZPageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type TPageMeta = z.infer<typeof ZPageMetaSchema>;

/** `{ data: rows, meta }`: one page of a list. */
export const makePageResponseSchema = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: ZPageMetaSchema });

/** The `meta` of a page of `total` rows. */
export const pageMeta = (page: number, perPage: number, total: number): TPageMeta => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/** The rows a page skips before its first. */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

const DAY_MESSAGE = VALIDATION_MESSAGES.day;
/** A calendar day in a query (`2026-03-01`): a real date, not only the shape of one. */
export const zQueryDay = z
  .string({ error: DAY_MESSAGE })
  // Not a date's shape: say so once, not once more for not being a real date.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DAY_MESSAGE, abort: true })
  .refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    DAY_MESSAGE,
  );

/** A date range whose end comes before its start. */
export const DAY_RANGE_ORDER_MESSAGE = VALIDATION_MESSAGES.dayRangeOrder;

/** Which way a list is sorted. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** The longest search a list takes (`q`). */
export const LIST_SEARCH_MAX_LENGTH = 100;

/**
 * A list's search and sort, spread into its query schema as the applications queue has them: `q` (trimmed, blank
 * read as none), `sort` (one of the list's columns, `defaultSort` when absent) and `direction` (`defaultDirection`).
 * Every sort ends with the row's id on the server, so pages never overlap.
 */
export const zListSearchAndSort = <const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
  defaultDirection: SortDirection,
) => ({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(LIST_SEARCH_MAX_LENGTH, tooLongMessage(VALIDATION_MESSAGES.searchLabel, LIST_SEARCH_MAX_LENGTH)).optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(sorts, { error: ADMIN_MESSAGES.listSort(sorts) }).default(defaultSort as never)),
  direction: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS, { error: ADMIN_MESSAGES.direction }).default(defaultDirection)),
});

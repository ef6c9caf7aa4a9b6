import { z } from 'zod';

/**
 * Paged lists of the back office: `?page=&per_page=` in, `{ data, meta: { page, per_page, total, last_page } }`
 * out (the audit trail's shape). The server's side is apps/api/src/lib/paging.ts (`pageMeta`).
 */

export const PAGE_MESSAGE = 'Enter a page number of 1 or more.';
export const PER_PAGE_MAX = 100;
export const PER_PAGE_MESSAGE = `Enter a page size from 1 to ${PER_PAGE_MAX}.`;
/** Far beyond any list of this product: bounds the offset a caller can ask the database for. */
const PAGE_MAX = 1_000_000;

/** `page` (from 1) and `per_page` (1 to 100, `defaultPerPage` when absent), sent as query-string text. */
export const makePageQuerySchema = (defaultPerPage = 20) =>
  z.object({
    page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(PAGE_MAX, PAGE_MESSAGE).default(1),
    per_page: z.coerce
      .number({ error: PER_PAGE_MESSAGE })
      .int(PER_PAGE_MESSAGE)
      .min(1, PER_PAGE_MESSAGE)
      .max(PER_PAGE_MAX, PER_PAGE_MESSAGE)
      .default(defaultPerPage),
  });

export const ZPageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type TPageMeta = z.infer<typeof ZPageMetaSchema>;

/** `{ data: [item…], meta }`. */
export const makePageResponseSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZPageMetaSchema });

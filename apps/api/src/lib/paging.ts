import type { TPageMeta } from '@payee/contract';

/**
 * The server's half of the back office's paged lists (the contract's `makePageQuerySchema` and
 * `makePageResponseSchema`): the rows to skip, and the `meta` of the answer. `last_page` is 1 for an empty list.
 */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

export const pageMeta = (page: number, perPage: number, total: number): TPageMeta => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

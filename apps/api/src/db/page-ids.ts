import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * "The page's ids first": a subquery (`page`) of the ids of one page of a list, in its order, `offset` rows in, read
 * from the order's index alone (an index-only scan where the index holds the order and the id), however deep the
 * page; join the table to it on the id (`eq(page.id, table.id)`) and read only the page's rows. Used by the lists
 * that page by number (the clients search, the audit trail); issue 23.
 */
export function pageIds(
  db: Database,
  id: PgColumn,
  page: { where: SQL | undefined; orderBy: (PgColumn | SQL | SQL.Aliased)[]; limit: number; offset: number },
) {
  return db
    .select({ id })
    .from(id.table)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
}

import type { SortDirection } from '@payee/contract';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `text` for (I)LIKE, its own `%`, `_` and `\` matched literally (PostgreSQL's default escape is `\`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * `%text%` for (I)LIKE, the text matched literally (likeLiteral), runs of spaces read as one: what a list's search
 * (`q`) finds anywhere in its search text.
 */
export const containing = (text: string) => `%${likeLiteral(text.replace(/\s+/g, ' '))}%`;

/** A list's sort: its columns in `direction`, then the row's id the same way, so pages never overlap. */
export const sortedBy = (direction: SortDirection, columns: (AnyColumn | SQL)[], id: AnyColumn): SQL[] => {
  const by = direction === 'asc' ? asc : desc;
  return [...columns, id].map((column) => by(column));
};

/** A column that may be empty, sorted with the empty ones last whichever way. */
export const emptyLast = (direction: SortDirection, column: AnyColumn | SQL): SQL =>
  direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;

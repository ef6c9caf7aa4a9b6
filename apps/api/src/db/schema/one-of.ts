import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * `column in ('a', 'b')` for a check constraint, written from the same list as the column's type (most
 * come from @payee/contract), so the database refuses exactly what the code cannot name.
 */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;

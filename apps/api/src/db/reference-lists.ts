import type { FieldErrors } from '@payee/contract';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** One reference list a form's answers refer to by id. */
export interface ListSource {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  /** Which entries may be chosen now (active ones, states of the United States…); all when absent. */
  choosable?: SQL;
}

export interface NamedEntry {
  id: number;
  name: string;
}

/** One id that must be a choosable entry of a list, with the error shown at `field` if it is not. */
export interface ReferenceCheck<L extends string> {
  field: string;
  list: L;
  id: number | undefined;
  message: string;
}

/** Reads a form's reference lists (the intake's, the onboarding wizard's), named by `L`. */
export function createListReader<L extends string>(db: Database, lists: Record<L, ListSource>) {
  async function entries(list: L, ids: readonly number[], onlyChoosable: boolean): Promise<NamedEntry[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const source = lists[list];
    const condition = onlyChoosable && source.choosable ? and(inArray(source.id, unique), source.choosable) : inArray(source.id, unique);
    return (await db.select({ id: source.id, name: source.name }).from(source.table).where(condition)) as NamedEntry[];
  }

  /** Of `ids`, those that may be chosen in the form now. */
  const choosableIds = async (list: L, ids: readonly number[]) => new Set((await entries(list, ids, true)).map((entry) => entry.id));

  return {
    choosableIds,

    /** `{ id, name }` of each id that exists (chosen earlier, even if no longer offered). */
    names: async (list: L, ids: readonly number[]) => new Map((await entries(list, ids, false)).map((entry) => [entry.id, entry] as const)),

    /** The errors of every id that is not a choosable entry of its list (one query per list). */
    async errors(checks: readonly ReferenceCheck<L>[]): Promise<FieldErrors> {
      const byList = new Map<L, number[]>();
      for (const check of checks) {
        if (check.id !== undefined) byList.set(check.list, [...(byList.get(check.list) ?? []), check.id]);
      }
      const known = new Map<L, Set<number>>();
      for (const [list, ids] of byList) known.set(list, await choosableIds(list, ids));
      const errors: FieldErrors = {};
      for (const check of checks) {
        if (check.id !== undefined && !known.get(check.list)?.has(check.id)) (errors[check.field] ??= []).push(check.message);
      }
      return errors;
    },
  };
}

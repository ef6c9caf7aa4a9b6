import { createHash } from 'node:crypto';
import {
  DEFAULT_COUNTRY_ID,
  isDropdownName,
  REPORTING_TYPE_ID,
  ZCountriesResponseSchema,
  ZDropdownResponseSchema,
  ZStatesResponseSchema,
} from '@payee/contract';
import type { z } from 'zod';
import { notFound } from '../../lib/api-error';
import { isPlainDropdownName, PLAIN_DROPDOWN_NAMES, type PlainDropdownName, type ReferenceRepository } from './repository';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

/** Filters a dropdown may take; each list reads only the ones it knows. */
export interface DropdownFilters {
  agency_id?: number;
  reporting_type_id?: number;
  is_benefit?: boolean;
}

/** A reference answer ready to send: its JSON, encoded once rather than per request, and its strong ETag, a hash of it. */
export interface ReferenceAnswer {
  body: Buffer;
  etag: string;
}

/**
 * The answer for a list, checked once against its response schema (which also drops the filter columns and
 * fixes the key order). The ETag depends on the text alone, so every instance on the same data gives the same.
 */
function answerOf<Schema extends z.ZodType>(schema: Schema, rows: unknown[]): ReferenceAnswer {
  const body = Buffer.from(JSON.stringify(schema.parse(rows)));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/** One answer per key, each holding the rows of that key in the order they came. */
function answersBy<Row, Key>(schema: z.ZodType, rows: Row[], keysOf: (row: Row) => Key[]): Map<Key, ReferenceAnswer> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    for (const key of keysOf(row)) {
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
  }
  return new Map([...groups].map(([key, group]) => [key, answerOf(schema, group)]));
}

/** `is_benefit` absent: every account of the type. */
const reportingKey = (reportingTypeId: number, isBenefit?: boolean) => `${reportingTypeId}:${isBenefit ?? 'all'}`;

/** Every answer the reference routes can give, computed when the data is loaded. */
async function loadReference(repository: ReferenceRepository) {
  const [countries, states, caseManagers, reportingAccounts, plainLists, otherIds] = await Promise.all([
    repository.countries(),
    repository.states(),
    repository.caseManagers(),
    repository.reportingAccounts(),
    Promise.all(PLAIN_DROPDOWN_NAMES.map(async (name) => [name, await repository.plainList(name)] as const)),
    repository.otherIds(),
  ]);
  return {
    /** The "Other" entries' ids, one object per load: the forms build their step schemas from it once. */
    otherIds,
    countries: answerOf(ZCountriesResponseSchema, countries),
    statesByCountry: answersBy(ZStatesResponseSchema, states, (state) => [state.countryId]),
    plainLists: new Map<PlainDropdownName, ReferenceAnswer>(
      plainLists.map(([name, rows]) => [name, answerOf(ZDropdownResponseSchema, rows)]),
    ),
    caseManagers: answerOf(ZDropdownResponseSchema, caseManagers),
    caseManagersByAgency: answersBy(ZDropdownResponseSchema, caseManagers, (manager) =>
      manager.agencyId === null ? [] : [manager.agencyId],
    ),
    reportingAccounts: answersBy(ZDropdownResponseSchema, reportingAccounts, (account) => [
      reportingKey(account.reportingTypeId),
      reportingKey(account.reportingTypeId, account.isBenefit),
    ]),
    /** A filter no row matches: a country without states, an agency without managers. */
    empty: answerOf(ZDropdownResponseSchema, []),
  };
}

/**
 * The reference lists (countries, states, dropdowns), read from the database once, on the first request, and
 * answered from memory after that: they change only by migration, and migrations run before the server
 * starts listening, so a restart picks a change up (docs/decisions.md, "Speed (issue 15)").
 */
export function createReferenceService(repository: ReferenceRepository) {
  let loaded: ReturnType<typeof loadReference> | undefined;
  // A failed load (database unavailable) is not kept: the next request tries again.
  const reference = () =>
    (loaded ??= loadReference(repository).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));

  return {
    countries: async () => (await reference()).countries,

    /** The ids of the "Other" entries of the lists that offer one (the same object until the data is loaded again). */
    otherIds: async () => (await reference()).otherIds,

    /** Without a country, the configured default (United States, 233: README "points already decided"). */
    states: async (countryId: number = DEFAULT_COUNTRY_ID) => {
      const data = await reference();
      return data.statesByCountry.get(countryId) ?? data.empty;
    },

    dropdown: async (name: string, filters: DropdownFilters): Promise<ReferenceAnswer> => {
      if (!isDropdownName(name)) throw notFound(API_COMMON_MESSAGES.unknownList(name));
      const data = await reference();
      if (name === 'case-managers') {
        return filters.agency_id === undefined ? data.caseManagers : (data.caseManagersByAgency.get(filters.agency_id) ?? data.empty);
      }
      if (name === 'reporting-accounts') {
        return data.reportingAccounts.get(reportingKey(filters.reporting_type_id ?? REPORTING_TYPE_ID, filters.is_benefit)) ?? data.empty;
      }
      if (isPlainDropdownName(name)) return data.plainLists.get(name)!;
      throw notFound(API_COMMON_MESSAGES.unknownList(name));
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;

import {
  ZActiveBenefitSchema,
  ZClientBillSchema,
  ZClientContactSchema,
  ZHealthInfoSchema,
  ZIdentifiersSchema,
  ZOtherIdentifierSchema,
} from '@payee/contract';
import { getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import {
  onboardingBenefits,
  onboardingBills,
  onboardingContacts,
  onboardingOtherIdentifiers,
  onboardingProfiles,
} from '../../db/schema/index';
import { decryptString, encryptString, type KeyRing } from '../../lib/crypto';
import { camelCase } from '../../lib/form-steps';
import { centsToDecimal } from '../ledger';

/*
 * Where each onboarding answer is stored, worked out from the contract's schemas and the tables, as the
 * intake's step-columns.ts does: adding a field to a step means adding it to the schema (and, for an item of
 * a list, a column of the same name), never to a list here.
 *
 * - An item of a list (an other identifier, a benefit, a contact, a bill) is a row: each field in the column
 *   of its name (`repeat_intervals` → repeatIntervals); a field with a column `…Encrypted` of its name is
 *   stored encrypted (`identity_code` → identityCodeEncrypted); money in whole cents (`amount`,
 *   `benefit_amount` → amountCents).
 * - A section (step 2's identifiers, step 3's medical details) is the profile's: a field with a profile column
 *   of its name in that column (`identification_type_id`), the others together in the section's encrypted
 *   JSON column, by name (`guardianship` in healthInfoEncrypted): a new text answer needs no column at all.
 */

/** Money fields: stored as whole cents in the column named here (the contract's schema reads the amount typed into cents). */
export const MONEY_COLUMNS: Readonly<Record<string, string>> = { amount: 'amountCents', benefit_amount: 'amountCents' };

/** The lists of the wizard: each item's schema and its table's columns. */
export const LIST_ITEMS = {
  'other-identifiers': { schema: ZOtherIdentifierSchema, table: onboardingOtherIdentifiers },
  benefits: { schema: ZActiveBenefitSchema, table: onboardingBenefits },
  contacts: { schema: ZClientContactSchema, table: onboardingContacts },
  bills: { schema: ZClientBillSchema, table: onboardingBills },
} as const;
export type ListItem = keyof typeof LIST_ITEMS;

/** The sections kept on the profile: each one's schema and its encrypted JSON column. */
export const SECTIONS = {
  identifiers: { schema: ZIdentifiersSchema, encryptedColumn: 'identifiersEncrypted' },
  health_info: { schema: ZHealthInfoSchema, encryptedColumn: 'healthInfoEncrypted' },
} as const;
export type Section = keyof typeof SECTIONS;

const fieldsOf = (schema: z.ZodObject | { shape: object }) => Object.keys(schema.shape);
/** The item schemas are objects with checks across fields (`superRefine`), whose shape is the object's. */
const itemFields = (list: ListItem) => fieldsOf(LIST_ITEMS[list].schema as unknown as { shape: object });

/** How one field of a list's item is stored: its column, and whether encrypted or in cents; undefined when none fits. */
export function itemColumnOf(list: ListItem, field: string): { column: string; as: 'plain' | 'encrypted' | 'cents' } | undefined {
  const columns: Record<string, unknown> = getTableColumns(LIST_ITEMS[list].table);
  const column = camelCase(field);
  if (column in columns) return { column, as: 'plain' };
  if (`${column}Encrypted` in columns) return { column: `${column}Encrypted`, as: 'encrypted' };
  const cents = MONEY_COLUMNS[field];
  if (cents && cents in columns) return { column: cents, as: 'cents' };
  return undefined;
}

/** The fields of a list's item, in its schema's order. */
export const listItemFields = itemFields;

/**
 * A checked item as its row's values: each field in its column (encrypted, or in cents, where the column
 * says so), a field left out as null; `id` kept as sent (none: a new row).
 */
export function itemColumns(list: ListItem, item: object, key: KeyRing): Record<string, unknown> & { id?: number } {
  const values = item as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const field of itemFields(list)) {
    const value = values[field];
    if (field === 'id') {
      if (value !== undefined) row.id = value;
      continue;
    }
    const place = itemColumnOf(list, field);
    if (!place) throw new Error(`The onboarding ${list} field ${field} has no column.`);
    if (value === undefined || value === null) row[place.column] = null;
    else if (place.as === 'encrypted') row[place.column] = encryptString(String(value), key);
    else if (place.as === 'cents') row[place.column] = value;
    else row[place.column] = value;
  }
  return row;
}

/**
 * A stored row's answers under the names the form sends (money as the decimal text "943.10", encrypted ones
 * decrypted, empty ones null): what reads back by name. The answers read back in another shape (a choice as
 * `{ id, name }`) are the read's own.
 */
export function storedItemAnswers(list: ListItem, row: object, key: KeyRing): Record<string, unknown> {
  const stored = row as Record<string, unknown>;
  return Object.fromEntries(
    itemFields(list).map((field) => {
      const place = itemColumnOf(list, field);
      const value = place ? stored[place.column] : undefined;
      if (value === undefined || value === null || !place) return [field, null];
      if (place.as === 'encrypted') return [field, decryptString(value as string, key)];
      if (place.as === 'cents') return [field, centsToDecimal(value as number)];
      return [field, value];
    }),
  );
}

const PROFILE_COLUMNS: ReadonlySet<string> = new Set(Object.keys(getTableColumns(onboardingProfiles)));

/** A section's fields that have a profile column of their name (`identification_type_id`). */
export const sectionColumnFields = (section: Section) =>
  fieldsOf(SECTIONS[section].schema).filter((field) => PROFILE_COLUMNS.has(camelCase(field)));

/**
 * A checked section as the profile's values: fields with a column of their name in it, the others by name in
 * the section's encrypted JSON column.
 */
export function sectionColumns(section: Section, answers: object, key: KeyRing): Record<string, unknown> {
  const { encryptedColumn } = SECTIONS[section];
  const withColumn = sectionColumnFields(section);
  const columns: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(answers)) {
    if (withColumn.includes(field)) columns[camelCase(field)] = value;
    else rest[field] = value;
  }
  return { ...columns, [encryptedColumn]: encryptString(JSON.stringify(rest), key) };
}

/**
 * A section's stored answers under their names, each null when not given (the fields with their own column
 * included), or null when the section was never saved.
 */
export function storedSectionAnswers(section: Section, profile: object | undefined, key: KeyRing): Record<string, unknown> | null {
  const stored = (profile ?? {}) as Record<string, unknown>;
  const encrypted = stored[SECTIONS[section].encryptedColumn];
  if (typeof encrypted !== 'string' || !encrypted) return null;
  const saved = JSON.parse(decryptString(encrypted, key)) as Record<string, unknown>;
  const withColumn = sectionColumnFields(section);
  return Object.fromEntries(
    fieldsOf(SECTIONS[section].schema).map((field) => [
      field,
      (withColumn.includes(field) ? stored[camelCase(field)] : saved[field]) ?? null,
    ]),
  );
}

import { sql, type SQL } from 'drizzle-orm';
import { dayPlus } from './common';

/**
 * When a statement line and a book entry may be the same money (one fact, read by the automatic matcher and by the
 * candidates offered for a match by hand): the same amount, sign and all (the entry's move of the bank account,
 * money in positive, as the line has it), dated within a window of each other either way; among those, one with the
 * line's reference (a check number), compared trimmed and in any case, comes first, then the nearest day, then the
 * older entry. The automatic matcher's window is a few days either way; a person matching by hand is offered entries
 * up to a month before the line (the lines left to them are those the matcher could not place: a check cashed late,
 * as the demo's rent) and the same few days after it (the bank does not show money before the book has it).
 */

/** How far apart the bank's date and the book's may be for an automatic match (checks clear days after they are written). */
export const MATCH_WINDOW_DAYS = 4;
/** How long before a line an entry may be dated to be offered for a match by hand. */
export const HAND_MATCH_DAYS_BEFORE = 31;

/** The first and last day a line dated `day` may match an entry of: `before` days before it, `after` days after it. */
export const matchWindow = (day: string, before: number, after = before) => ({ from: dayPlus(day, -before), to: dayPlus(day, after) });

/** Whole days between two days. */
export const daysApart = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

const referenceKey = (reference: string | null) => reference?.trim().toLowerCase() || null;

/** Whether a line's and an entry's references are the same one (neither blank). */
export const sameReference = (a: string | null, b: string | null) => referenceKey(a) !== null && referenceKey(a) === referenceKey(b);

/** `sameReference` in SQL, for an entry's reference column against a line's reference: true, or false (never null). */
export const sameReferenceSql = (entryReference: SQL, lineReference: string | null) =>
  sql`coalesce(lower(btrim(${entryReference})) = ${referenceKey(lineReference)}::text, false)`;

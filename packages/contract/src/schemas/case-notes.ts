import { z } from 'zod';
import { CASE_NOTE_KINDS } from '../enums';
import { blankToUndefined, makeDataResponseSchema, zOptionalId, zRequiredText } from './fields';
import { tooLongMessage } from './messages';
import { makePageResponseSchema, zPageQuery } from './paging';
import { ADMIN_MESSAGES } from '@payee/content/validation-admin';

/**
 * Case notes and the contact log on a client's record (caseworkers; issue 24). Append-only: a note is never
 * edited nor deleted (the database refuses both); a correction is a new note that names the one it corrects.
 * The text is personal data (it can hold health details): encrypted at rest, so the search runs on the
 * server over the client's decrypted notes (docs/decisions/back-office.md, "Case notes").
 */

export const CASE_NOTE_TEXT_MAX_LENGTH = 4000;
export const CASE_NOTE_SEARCH_MAX_LENGTH = 100;
/** Notes a page of the client's contact log shows unless asked otherwise. */
export const CASE_NOTES_PER_PAGE = 10;

const KIND_MESSAGE = ADMIN_MESSAGES.caseNoteKind;
const CONTACTED_AT_MESSAGE = ADMIN_MESSAGES.contactedAt;
const ID_MESSAGE = ADMIN_MESSAGES.wholeNumber;
const zNoteId = zOptionalId(ID_MESSAGE);

/** A wall-clock date and time in the office's zone, as a date-and-time field holds it: `2026-03-14T14:30`. */
export const zOfficeDateTime = z
  .string({ error: CONTACTED_AT_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: CONTACTED_AT_MESSAGE, abort: true })
  .refine((value) => {
    const [day, time] = value.split('T') as [string, string];
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && hours < 24 && minutes < 60;
  }, CONTACTED_AT_MESSAGE);

/** `GET /admin/clients/{id}/notes?page=&per_page=&kind=&q=&note_id=`: newest contact first. */
export const ZCaseNotesQuerySchema = z.object({
  ...zPageQuery(CASE_NOTES_PER_PAGE),
  kind: z.preprocess(blankToUndefined, z.enum(CASE_NOTE_KINDS, { error: KIND_MESSAGE }).optional()),
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(CASE_NOTE_SEARCH_MAX_LENGTH, tooLongMessage(ADMIN_MESSAGES.caseNoteSearchLabel, CASE_NOTE_SEARCH_MAX_LENGTH))
      .optional(),
  ),
  /** That one note of the client's (a correction's link to the note it names, wherever it falls in the pages). */
  note_id: zNoteId,
});
export type TCaseNotesQuery = z.infer<typeof ZCaseNotesQuerySchema>;

/** `POST /admin/clients/{id}/notes`: who wrote it comes from the session, never from the body. */
export const ZCaseNoteRequestSchema = z.object({
  kind: z.enum(CASE_NOTE_KINDS, { error: KIND_MESSAGE }),
  contacted_at: zOfficeDateTime,
  text: zRequiredText(ADMIN_MESSAGES.writeTheCaseNote, ADMIN_MESSAGES.caseNoteLabel, CASE_NOTE_TEXT_MAX_LENGTH),
  /** The note of the same client this one corrects. */
  corrects_note_id: zNoteId,
  /** The enquiry the note was written from (it links back to it). */
  enquiry_id: zNoteId,
});
export type TCaseNoteRequest = z.infer<typeof ZCaseNoteRequestSchema>;
export type TCaseNoteFormInput = z.input<typeof ZCaseNoteRequestSchema>;

/** A note as the client's record lists it. */
export const ZCaseNoteSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CASE_NOTE_KINDS),
  /** When the contact happened (ISO); shown in the office's time. */
  contacted_at: z.string(),
  text: z.string(),
  written_by: z.object({ id: z.number().int(), name: z.string() }),
  written_at: z.string(),
  corrects_note_id: z.number().int().nullable(),
  /** The newest later note that corrects this one. */
  corrected_by_note_id: z.number().int().nullable(),
  enquiry: z.object({ id: z.number().int(), reference: z.string() }).nullable(),
});
export type TCaseNote = z.infer<typeof ZCaseNoteSchema>;
export const ZCaseNotesResponseSchema = makePageResponseSchema(ZCaseNoteSchema);
export type TCaseNotesResponse = z.infer<typeof ZCaseNotesResponseSchema>;
export const ZCaseNoteResponseSchema = makeDataResponseSchema(ZCaseNoteSchema);
export type TCaseNoteResponse = z.infer<typeof ZCaseNoteResponseSchema>;

export const CASE_NOTE_ADDED_MESSAGE = ADMIN_MESSAGES.caseNoteAdded;
export const caseNoteNotFoundMessage = (id: number) => ADMIN_MESSAGES.caseNoteNotFound(id);
export const CASE_NOTE_IN_FUTURE_MESSAGE = ADMIN_MESSAGES.contactedAtInFuture;
export const caseNoteEnquiryNotFoundMessage = (id: number) => ADMIN_MESSAGES.caseNoteEnquiryNotFound(id);
export const CASE_NOTE_CORRECTS_OTHER_CLIENT_MESSAGE = ADMIN_MESSAGES.caseNoteCorrectsOtherClient;

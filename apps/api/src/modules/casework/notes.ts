import {
  CASE_NOTE_ADDED_MESSAGE,
  CASE_NOTE_CORRECTS_OTHER_CLIENT_MESSAGE,
  CASE_NOTE_IN_FUTURE_MESSAGE,
  caseNoteEnquiryNotFoundMessage,
  caseNoteNotFoundMessage,
  clientNotFoundMessage,
  officeMomentOf,
  pageMeta,
  pageOffset,
  type TCaseNote,
  type TCaseNoteRequest,
  type TCaseNoteResponse,
  type TCaseNotesQuery,
  type TCaseNotesResponse,
} from '@payee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../lib/api-error';
import { decryptString, encryptString } from '../../lib/crypto';
import { createAuditRepository, type StaffActor } from '../audit';
import { createCaseNoteRepository, type StoredCaseNote } from './repository';

export interface CaseNoteServiceDeps {
  db: Database;
  config: Pick<Config, 'APP_ENCRYPTION_KEY'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * A client's case notes and contact log (docs/decisions/back-office.md, "Case notes"). Append-only: adding is
 * the only write, with its audit row (never the text) in the same transaction. The text is encrypted at rest,
 * so a search cannot run in SQL: it reads the client's notes of the kind asked (one statement), decrypts them
 * here and keeps those whose text holds the words, in any case. That stays one client's notes, a few hundred at
 * most over years; a search across clients is not offered.
 */
export function createCaseNoteService({ db, config, log, now = () => new Date() }: CaseNoteServiceDeps) {
  const ring = config.APP_ENCRYPTION_KEY;
  const repository = createCaseNoteRepository(db);

  /** The text in the clear; one unreadable value (a key missing from the ring) must not hide the whole log. */
  function textOf(row: StoredCaseNote): string | null {
    try {
      return decryptString(row.textEncrypted, ring);
    } catch (error) {
      log.error({ err: error, case_note_id: row.id }, 'Could not decrypt a case note.');
      return null;
    }
  }

  const toView = (row: StoredCaseNote, text: string | null): TCaseNote => ({
    id: row.id,
    kind: row.kind,
    contacted_at: row.contactedAt.toISOString(),
    text: text ?? '',
    written_by: { id: row.staffUserId, name: row.writtenBy },
    written_at: row.createdAt.toISOString(),
    corrects_note_id: row.correctsNoteId,
    corrected_by_note_id: row.correctedByNoteId ?? null,
    enquiry: row.enquiryId !== null && row.enquiryReference !== null ? { id: row.enquiryId, reference: row.enquiryReference } : null,
  });

  async function requireClient(clientId: number) {
    if (!(await repository.clientExists(clientId))) throw notFound(clientNotFoundMessage(clientId));
  }

  return {
    async page(clientId: number, query: TCaseNotesQuery): Promise<TCaseNotesResponse> {
      await requireClient(clientId);
      const offset = pageOffset(query.page, query.per_page);
      if (!query.q) {
        const [rows, total] = await Promise.all([
          repository.page(clientId, query.kind, query.note_id, query.per_page, offset),
          repository.count(clientId, query.kind, query.note_id),
        ]);
        return { data: rows.map((row) => toView(row, textOf(row))), meta: pageMeta(query.page, query.per_page, total) };
      }
      const words = query.q.toLocaleLowerCase('en-US');
      const found = (await repository.all(clientId, query.kind, query.note_id))
        .map((row) => ({ row, text: textOf(row) }))
        .filter(({ text }) => text !== null && text.toLocaleLowerCase('en-US').includes(words));
      return {
        data: found.slice(offset, offset + query.per_page).map(({ row, text }) => toView(row, text)),
        meta: pageMeta(query.page, query.per_page, found.length),
      };
    },

    async add(clientId: number, request: TCaseNoteRequest, actor: StaffActor): Promise<TCaseNoteResponse> {
      await requireClient(clientId);
      const at = now();
      const contactedAt = officeMomentOf(request.contacted_at);
      // A minute's grace: the form's default is the minute it opened at, on the office's clock.
      if (contactedAt.getTime() > at.getTime() + 60_000) throw validationFailed({ contacted_at: [CASE_NOTE_IN_FUTURE_MESSAGE] });
      const correctsNoteId = request.corrects_note_id ?? null;
      if (correctsNoteId !== null) {
        const owner = await repository.clientOfNote(correctsNoteId);
        if (owner === undefined) throw validationFailed({ corrects_note_id: [caseNoteNotFoundMessage(correctsNoteId)] });
        if (owner !== clientId) throw validationFailed({ corrects_note_id: [CASE_NOTE_CORRECTS_OTHER_CLIENT_MESSAGE] });
      }
      const enquiryId = request.enquiry_id ?? null;
      if (enquiryId !== null && !(await repository.enquiryExists(enquiryId))) {
        throw validationFailed({ enquiry_id: [caseNoteEnquiryNotFoundMessage(enquiryId)] });
      }
      const id = await db.transaction(async (tx) => {
        const noteId = await createCaseNoteRepository(tx).insert({
          clientId,
          kind: request.kind,
          contactedAt,
          staffUserId: actor.staffUserId,
          textEncrypted: encryptString(request.text, ring),
          correctsNoteId,
          enquiryId,
          at,
        });
        // Never the text: the audit trail is read by every admin, the note only by caseworkers.
        await createAuditRepository(tx).record({
          action: 'client.case_note',
          staffUserId: actor.staffUserId,
          clientId,
          recordType: 'case_note',
          recordId: noteId,
          ip: actor.ip,
          details: { kind: request.kind, corrects_note_id: correctsNoteId, enquiry_id: enquiryId },
          at,
        });
        return noteId;
      });
      const row = (await repository.byId(id))!;
      return { message: CASE_NOTE_ADDED_MESSAGE, data: toView(row, request.text) };
    },
  };
}

export type CaseNoteService = ReturnType<typeof createCaseNoteService>;

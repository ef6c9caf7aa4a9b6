import {
  type AuditAction,
  pageMeta,
  pageOffset,
  ENQUIRY_NOTE_ADDED_MESSAGE,
  enquiryNotFoundMessage,
  enquiryReplySentMessage,
  enquiryStatusMessage,
  type EnquiryStatus,
  type TAdminEnquiriesQuery,
  type TAdminEnquiriesResponse,
  type TAdminEnquiry,
  type TAdminEnquiryActionResponse,
  type TAdminEnquiryDetail,
} from '@payee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/api-error';
import { decryptString } from '../../lib/crypto';
import { enquiryReply } from '../../mail/templates/enquiry-reply';
import type { Outbox } from '../outbox';
import { createAuditRepository, type StaffActor } from '../audit';
import { createClientRepository } from '../clients';
import { ssnLookupHashes } from '../../lib/ssn-lookup';
import { fullName } from '../onboarding';
import { createEnquiryRepository, type StoredEnquiry } from './repository';

export interface EnquiryInboxDeps {
  db: Database;
  outbox: Pick<Outbox, 'enqueue'>;
  config: Pick<Config, 'APP_ENCRYPTION_KEY' | 'OFFICE_EMAIL'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The back office's side of Contact Us (docs/decisions.md, "Clients and enquiries in the back office"): the
 * inbox by status, an enquiry with the client it matches and its thread, and the caseworker's actions (a note,
 * a status, a reply by e-mail), each written with its audit row in one transaction.
 */
export function createEnquiryInbox({ db, outbox, config, log, now = () => new Date() }: EnquiryInboxDeps) {
  const repository = createEnquiryRepository(db);
  const clients = createClientRepository(db);
  const key = config.APP_ENCRYPTION_KEY;

  /** The SSN in the clear, or null for someone who is not a client (or a value that cannot be read). */
  function ssnOf(row: StoredEnquiry): string | null {
    if (!row.ssnEncrypted) return null;
    try {
      return decryptString(row.ssnEncrypted, key);
    } catch (error) {
      // One unreadable value (a changed key) must not hide the whole list.
      log.error({ err: error, reference: row.reference }, 'Could not decrypt the SSN of an enquiry.');
      return null;
    }
  }

  /** What staff see in the list: everything but the SSN, of which only the last four digits. */
  function toListView(row: StoredEnquiry): TAdminEnquiry {
    return {
      id: row.id,
      reference: row.reference,
      is_client: row.isClient ? 1 : 0,
      ssn_last4: ssnOf(row)?.slice(-4) ?? null,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone_number: row.phoneNumber,
      enquiry_type: { id: row.enquiryTypeId, name: row.enquiryTypeName },
      description: row.description,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    };
  }

  /**
   * The client whose SSN the enquiry gives, found by the same keyed look-up hash sign-in uses: the enquiry
   * keeps only the encrypted SSN, so it is decrypted here, for this one enquiry, and never leaves the server.
   */
  async function matchedClient(row: StoredEnquiry) {
    const ssn = ssnOf(row);
    if (!ssn) return null;
    const client = await clients.findBySsnLookup(ssnLookupHashes(ssn, key));
    return client ? { id: client.id, name: fullName(client), application_code: client.applicationCode } : null;
  }

  async function find(reference: string) {
    const row = await repository.findByReference(reference);
    if (!row) throw notFound(enquiryNotFoundMessage(reference));
    return row;
  }

  async function detailOf(row: StoredEnquiry, client?: Awaited<ReturnType<typeof matchedClient>>): Promise<TAdminEnquiryDetail> {
    const thread = await repository.thread(row.id);
    return {
      ...toListView(row),
      matched_client: client === undefined ? await matchedClient(row) : client,
      thread: thread.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        text: entry.body,
        written_by: { id: entry.staffUserId, name: entry.writtenBy },
        at: entry.createdAt.toISOString(),
        emailed_to: entry.emailedTo,
      })),
    };
  }

  /** The enquiry read again after an action, as the answer carries it. */
  const fresh = async (reference: string, client: Awaited<ReturnType<typeof matchedClient>>) => detailOf(await find(reference), client);

  /** The audit row of an action on an enquiry; `clientId` is the client it matches, so the row shows under them too. */
  const audit = (
    tx: Database,
    action: AuditAction,
    row: StoredEnquiry,
    actor: StaffActor,
    clientId: number | null,
    at: Date,
    details: object,
  ) =>
    createAuditRepository(tx).record({
      action,
      staffUserId: actor.staffUserId,
      clientId,
      recordType: 'enquiry',
      recordId: row.id,
      ip: actor.ip,
      details: { reference: row.reference, ...details },
      at,
    });

  return {
    /** Of one status or all, what the search finds, sorted as asked (newest first by default). */
    async page(query: TAdminEnquiriesQuery): Promise<TAdminEnquiriesResponse> {
      const [rows, total] = await Promise.all([
        repository.page(query, query.per_page, pageOffset(query.page, query.per_page)),
        repository.count(query),
      ]);
      return { data: rows.map(toListView), meta: pageMeta(query.page, query.per_page, total) };
    },

    detail: async (reference: string) => detailOf(await find(reference)),

    /** An internal note, with who wrote it and when; never sent to anyone. */
    async addNote(reference: string, text: string, actor: StaffActor): Promise<TAdminEnquiryActionResponse> {
      const row = await find(reference);
      const client = await matchedClient(row);
      const at = now();
      await db.transaction(async (tx) => {
        const repo = createEnquiryRepository(tx);
        if ((await repo.lockStatus(row.id)) === undefined) throw notFound(enquiryNotFoundMessage(reference));
        const entryId = await repo.addToThread({
          enquiryId: row.id,
          kind: 'note',
          body: text,
          writtenBy: actor.name,
          staffUserId: actor.staffUserId,
          at,
        });
        await audit(tx, 'enquiry.note', row, actor, client?.id ?? null, at, { entry_id: entryId });
      });
      return { message: ENQUIRY_NOTE_ADDED_MESSAGE, data: await fresh(reference, client) };
    },

    /** Moves the enquiry to a status; the same status again changes nothing and writes nothing. */
    async setStatus(reference: string, status: EnquiryStatus, actor: StaffActor): Promise<TAdminEnquiryActionResponse> {
      const row = await find(reference);
      const client = await matchedClient(row);
      const at = now();
      await db.transaction(async (tx) => {
        const repo = createEnquiryRepository(tx);
        const before = await repo.lockStatus(row.id);
        if (before === undefined) throw notFound(enquiryNotFoundMessage(reference));
        if (before === status) return;
        await repo.setStatus(row.id, status);
        await audit(tx, 'enquiry.status_change', row, actor, client?.id ?? null, at, { from: before, to: status });
      });
      return { message: enquiryStatusMessage(row.reference, status), data: await fresh(reference, client) };
    },

    /**
     * Stores the reply in the thread, moves a new enquiry to in progress, writes the audit row and puts the
     * e-mail to the enquirer (the office as reply-to) in the outbox, in one transaction: the thread shows the
     * reply exactly when the e-mail is on its way (sent by the worker, retried while the mail server is away).
     */
    async reply(reference: string, message: string, actor: StaffActor): Promise<TAdminEnquiryActionResponse> {
      const row = await find(reference);
      const client = await matchedClient(row);
      const at = now();
      await db.transaction(async (tx) => {
        const repo = createEnquiryRepository(tx);
        const before = (await repo.lockStatus(row.id)) ?? row.status;
        const after: EnquiryStatus = before === 'new' ? 'in_progress' : before;
        const entryId = await repo.addToThread({
          enquiryId: row.id,
          kind: 'reply',
          body: message,
          writtenBy: actor.name,
          staffUserId: actor.staffUserId,
          emailedTo: row.email,
          at,
        });
        if (after !== before) await repo.setStatus(row.id, after);
        await audit(tx, 'enquiry.reply', row, actor, client?.id ?? null, at, { entry_id: entryId, from: before, to: after });
        await outbox.enqueue(
          tx,
          { to: row.email, replyTo: config.OFFICE_EMAIL, ...enquiryReply({ firstName: row.firstName, reference: row.reference, message }) },
          { template: 'enquiry-reply' },
        );
      });
      log.info({ reference: row.reference, staff_user_id: actor.staffUserId }, 'enquiry reply stored and queued');
      return { message: enquiryReplySentMessage(row.email), data: await fresh(reference, client) };
    },
  };
}

export type EnquiryInbox = ReturnType<typeof createEnquiryInbox>;

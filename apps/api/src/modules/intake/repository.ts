import type { IntakeDecision, IntakeStepSlug, SsaDocumentSlug } from '@payee/contract';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedStepsAdding } from '../../db/saved-steps';
import {
  clientUsers,
  intakeApplicationDocuments,
  intakeApplicationPrograms,
  intakeApplicationRaces,
  intakeApplications,
  intakeDecisions,
  intakeRejectionReasons,
} from '../../db/schema/index';
import { lockClientUser } from '../clients';
import type { StoredFile } from './documents';

export type NewIntakeApplication = typeof intakeApplications.$inferInsert;
export type IntakeApplicationChanges = Partial<Omit<NewIntakeApplication, 'id' | 'clientUserId' | 'createdAt'>>;
export type ApplicantChanges = Partial<
  Pick<
    typeof clientUsers.$inferInsert,
    | 'title'
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'suffix'
    | 'dateOfBirthEncrypted'
    | 'ssnEncrypted'
    | 'ssnLookup'
    | 'ssnLast4'
    | 'email'
    | 'phone'
    | 'processType'
    | 'currentProcess'
    | 'rejectionReasons'
  >
>;

/** The application with what its applicant's client user holds (never the password hash). */
const STORED_COLUMNS = {
  ...getTableColumns(intakeApplications),
  applicationCode: clientUsers.applicationCode,
  username: clientUsers.username,
  title: clientUsers.title,
  firstName: clientUsers.firstName,
  middleName: clientUsers.middleName,
  lastName: clientUsers.lastName,
  suffix: clientUsers.suffix,
  dateOfBirthEncrypted: clientUsers.dateOfBirthEncrypted,
  ssnEncrypted: clientUsers.ssnEncrypted,
  email: clientUsers.email,
  processType: clientUsers.processType,
  currentProcess: clientUsers.currentProcess,
  rejectionReasons: clientUsers.rejectionReasons,
};

const selectStored = (db: Database) =>
  db.select(STORED_COLUMNS).from(intakeApplications).innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId));

export type StoredApplication = Awaited<ReturnType<typeof selectStored>>[number];

const DOCUMENT_COLUMNS = {
  slug: intakeApplicationDocuments.slug,
  storageName: intakeApplicationDocuments.storageName,
  originalName: intakeApplicationDocuments.originalName,
  contentType: intakeApplicationDocuments.contentType,
  sizeBytes: intakeApplicationDocuments.sizeBytes,
  sha256: intakeApplicationDocuments.sha256,
  keyEncrypted: intakeApplicationDocuments.keyEncrypted,
  uploadedAt: intakeApplicationDocuments.uploadedAt,
};

export function createIntakeRepository(db: Database) {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  return {
    findById: (id: number) => first(selectStored(db).where(eq(intakeApplications.id, id)).limit(1)),
    findByClientUserId: (clientUserId: number) => first(selectStored(db).where(eq(intakeApplications.clientUserId, clientUserId)).limit(1)),
    /** `code` must already be uppercase. */
    findByApplicationCode: (code: string) => first(selectStored(db).where(eq(clientUsers.applicationCode, code)).limit(1)),

    insert: async (application: NewIntakeApplication) => {
      const [row] = await db.insert(intakeApplications).values(application).returning({ id: intakeApplications.id });
      return row!.id;
    },

    update: (id: number, changes: IntakeApplicationChanges) =>
      db
        .update(intakeApplications)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(intakeApplications.id, id)),

    /** Adds steps to those saved (each once), in one statement so two saves cannot lose each other's step. */
    markStepsSaved: async (id: number, slugs: readonly IntakeStepSlug[]) => {
      if (slugs.length === 0) return;
      await db
        .update(intakeApplications)
        .set({ savedSteps: savedStepsAdding(intakeApplications.savedSteps, slugs) })
        .where(eq(intakeApplications.id, id));
    },

    updateApplicant: (clientUserId: number, changes: ApplicantChanges) =>
      db
        .update(clientUsers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(clientUsers.id, clientUserId)),

    /** Inside a transaction: locks the applicant's row until commit and answers where they stand. */
    lockApplicant: (clientUserId: number) => lockClientUser(db, clientUserId),

    programIds: async (applicationId: number) =>
      (
        await db
          .select({ id: intakeApplicationPrograms.programId })
          .from(intakeApplicationPrograms)
          .where(eq(intakeApplicationPrograms.applicationId, applicationId))
          .orderBy(asc(intakeApplicationPrograms.programId))
      ).map((row) => row.id),

    replacePrograms: async (applicationId: number, programIds: readonly number[]) => {
      await db.delete(intakeApplicationPrograms).where(eq(intakeApplicationPrograms.applicationId, applicationId));
      const unique = [...new Set(programIds)];
      if (unique.length > 0) await db.insert(intakeApplicationPrograms).values(unique.map((programId) => ({ applicationId, programId })));
    },

    raceIds: async (applicationId: number) =>
      (
        await db
          .select({ id: intakeApplicationRaces.raceId })
          .from(intakeApplicationRaces)
          .where(eq(intakeApplicationRaces.applicationId, applicationId))
          .orderBy(asc(intakeApplicationRaces.raceId))
      ).map((row) => row.id),

    replaceRaces: async (applicationId: number, raceIds: readonly number[]) => {
      await db.delete(intakeApplicationRaces).where(eq(intakeApplicationRaces.applicationId, applicationId));
      const unique = [...new Set(raceIds)];
      if (unique.length > 0) await db.insert(intakeApplicationRaces).values(unique.map((raceId) => ({ applicationId, raceId })));
    },

    documents: (applicationId: number) =>
      db
        .select(DOCUMENT_COLUMNS)
        .from(intakeApplicationDocuments)
        .where(eq(intakeApplicationDocuments.applicationId, applicationId))
        .orderBy(asc(intakeApplicationDocuments.id)),

    document: (applicationId: number, slug: SsaDocumentSlug) =>
      first(
        db
          .select(DOCUMENT_COLUMNS)
          .from(intakeApplicationDocuments)
          .where(and(eq(intakeApplicationDocuments.applicationId, applicationId), eq(intakeApplicationDocuments.slug, slug)))
          .limit(1),
      ),

    /** Saves a document in place of the one with the same slug; answers the replaced file's storage name. */
    replaceDocument: async (applicationId: number, file: StoredFile) => {
      const [old] = await db
        .delete(intakeApplicationDocuments)
        .where(and(eq(intakeApplicationDocuments.applicationId, applicationId), eq(intakeApplicationDocuments.slug, file.slug)))
        .returning({ storageName: intakeApplicationDocuments.storageName });
      await db.insert(intakeApplicationDocuments).values({ applicationId, ...file });
      return old?.storageName;
    },

    insertDecision: async (decision: {
      applicationId: number;
      decision: IntakeDecision;
      decidedBy: string;
      staffUserId: number | null;
      decidedAt: Date;
    }) => {
      const [row] = await db.insert(intakeDecisions).values(decision).returning({ id: intakeDecisions.id });
      return row!.id;
    },

    insertRejectionReasons: async (decisionId: number, messages: readonly string[]) => {
      if (messages.length === 0) return;
      await db.insert(intakeRejectionReasons).values(messages.map((message, position) => ({ decisionId, position, message })));
    },

    /** Decisions newest first, with their reasons (for staff and tests). */
    decisions: async (applicationId: number) => {
      const rows = await db
        .select({
          id: intakeDecisions.id,
          decision: intakeDecisions.decision,
          decidedBy: intakeDecisions.decidedBy,
          staffUserId: intakeDecisions.staffUserId,
          decidedAt: intakeDecisions.decidedAt,
          reason: intakeRejectionReasons.message,
        })
        .from(intakeDecisions)
        .leftJoin(intakeRejectionReasons, eq(intakeRejectionReasons.decisionId, intakeDecisions.id))
        .where(eq(intakeDecisions.applicationId, applicationId))
        .orderBy(desc(intakeDecisions.decidedAt), desc(intakeDecisions.id), asc(intakeRejectionReasons.position));
      const byId = new Map<
        number,
        { id: number; decision: IntakeDecision; decidedBy: string; staffUserId: number | null; decidedAt: Date; reasons: string[] }
      >();
      for (const { reason, ...decision } of rows) {
        const entry = byId.get(decision.id) ?? { ...decision, reasons: [] };
        if (reason !== null) entry.reasons.push(reason);
        byId.set(decision.id, entry);
      }
      return [...byId.values()];
    },
  };
}

export type IntakeRepository = ReturnType<typeof createIntakeRepository>;

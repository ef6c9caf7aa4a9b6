import {
  formatSsn,
  revealReasonText,
  type TIntakeHistoryEvent,
  type TRejectionReasonTemplate,
  type TSsnRevealRequest,
} from '@payee/contract';
import { REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rejectionReasonTemplates } from '../../db/schema/index';
import { decryptString, type KeyRing } from '../../lib/crypto';
import { createAuditRepository, type StaffActor } from '../audit';
import { INTAKE_RECORD_TYPE, SSN_REVEAL_ACTION, readIntakeHistory } from './history';
import { createIntakeRepository } from './repository';
import { findByReference } from './service';

export interface CaseworkDeps {
  db: Database;
  key: KeyRing;
  now: () => Date;
}

/**
 * What a caseworker reads of an application beyond its answers: its history, and its full SSN on request. The
 * queue is queue.ts; decisions are decisions.ts (shared with the command line).
 */
export function createIntakeCasework({ db, key, now }: CaseworkDeps) {
  const repository = createIntakeRepository(db);
  return {
    /** The application's history, oldest first (history.ts); 404 for an unknown application. */
    async history(reference: string): Promise<TIntakeHistoryEvent[]> {
      const application = await findByReference(repository, reference);
      return readIntakeHistory(db, application);
    },

    /**
     * The applicant's full SSN (`123-45-6789`). The reveal is written to the audit trail with who, from where
     * and why (the purpose's words and the details typed; the purpose's code in its details) before the SSN is even decrypted: if the row cannot be written, the SSN is not shown.
     */
    async revealSsn(reference: string, why: TSsnRevealRequest, staff: Pick<StaffActor, 'staffUserId' | 'ip'>): Promise<{ ssn: string }> {
      const application = await findByReference(repository, reference);
      await createAuditRepository(db).record({
        action: SSN_REVEAL_ACTION,
        staffUserId: staff.staffUserId,
        clientId: application.clientUserId,
        recordType: INTAKE_RECORD_TYPE,
        recordId: application.id,
        ip: staff.ip,
        reason: revealReasonText(REVEAL_PURPOSE_WORDS.ssn, why),
        details: { purpose: why.purpose },
        at: now(),
      });
      return { ssn: formatSsn(decryptString(application.ssnEncrypted, key)) };
    },

    /** The rejection reasons offered (the active templates), in their order. */
    async rejectionReasons(): Promise<TRejectionReasonTemplate[]> {
      return db
        .select({ id: rejectionReasonTemplates.id, title: rejectionReasonTemplates.title, text: rejectionReasonTemplates.text })
        .from(rejectionReasonTemplates)
        .where(eq(rejectionReasonTemplates.isActive, true))
        .orderBy(asc(rejectionReasonTemplates.sortOrder), asc(rejectionReasonTemplates.id));
    },
  };
}

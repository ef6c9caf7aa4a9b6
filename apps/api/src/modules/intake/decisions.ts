import {
  APPLICATION_STATUS_IDS,
  type CurrentProcess,
  type IntakeDecision,
  type ProcessType,
  type TIntakeDecisionRequest,
  type TIntakeDecisionResponse,
} from '@payee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { Outbox } from '../outbox';
import { applicationMailRecipients, mailRecipientOf } from './contact';
import { INTAKE_EMAIL_SENT, recordIntakeEvent, type IntakeEmailSent } from './history';
import { intakeDecided, intakeResumeLink } from './mail';
import { createIntakeRepository, type StoredApplication } from './repository';
import { findByReference } from './service';
import { API_BACK_OFFICE_MESSAGES } from '@payee/content/api-back-office';

/** Where an approved applicant signs in to start onboarding (a rejected one resumes: intakeResumeLink). */
export const CLIENT_SIGN_IN_PATH = '/auth/login';

const MESSAGES = API_BACK_OFFICE_MESSAGES.applications;
const STATUS_WORDS: Record<string, string> = MESSAGES.statusWords;

export const notWaitingMessage = (code: string, application: Pick<StoredApplication, 'processType' | 'currentProcess'>) => {
  const where =
    application.processType === 'intake'
      ? (STATUS_WORDS[application.currentProcess ?? ''] ?? MESSAGES.notSentIn)
      : MESSAGES.statusWords.approved;
  return MESSAGES.notWaiting(code, where);
};

export const alreadyUnderReviewMessage = MESSAGES.alreadyUnderReview;

const DECISION_MESSAGES: Record<IntakeDecision, (code: string) => string> = {
  in_progress: MESSAGES.underReview,
  approve: MESSAGES.approved,
  reject: MESSAGES.rejected,
};

export const decisionMessage = (code: string, decision: IntakeDecision) => DECISION_MESSAGES[decision](code);

/** Where a decision leaves the application and its applicant. */
const OUTCOMES = {
  in_progress: { processType: 'intake', currentProcess: 'inProgress', statusId: APPLICATION_STATUS_IDS.underReview },
  approve: { processType: 'onboarding', currentProcess: 'approved', statusId: APPLICATION_STATUS_IDS.approved },
  reject: { processType: 'intake', currentProcess: 'rejected', statusId: APPLICATION_STATUS_IDS.rejected },
} as const satisfies Record<IntakeDecision, { processType: ProcessType; currentProcess: CurrentProcess; statusId: number }>;

/** The decision e-mail's template name, as the history names it. */
const DECISION_EMAIL = 'intake-decided';

export interface IntakeDecisionDeps {
  db: Database;
  outbox: Pick<Outbox, 'enqueue'>;
  config: Pick<Config, 'PUBLIC_BASE_URL'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
}

export interface DecisionInput extends TIntakeDecisionRequest {
  /** The application's id or code. */
  application: string;
  /** Who decided: a member of staff's name, or the name given at the command line. */
  decidedBy: string;
  staffUserId?: number | null;
  /** The address the decision came from (the staff route), for the audit trail. */
  ip?: string | null;
}

/**
 * Deciding an application that was sent in: the one service behind `POST /admin/intake/{application}/decision`
 * and `npm run application:decide`. In progress takes it up for review (application status Under review; the
 * applicant still sees it in progress, and is not e-mailed), once. Approval makes the applicant an onboarding
 * client (approved); rejection sends the application back (application_status 5) with the reasons, which the
 * applicant reads until they send it in again. Each is recorded with who and when; approval and rejection are
 * e-mailed to the applicant.
 */
export function createIntakeDecisionService({ db, outbox, config, log, now = () => new Date() }: IntakeDecisionDeps) {
  /**
   * Tells the applicant of an approval or a rejection, through the outbox in the decision's own transaction. An
   * approval goes to whoever the saves and the sending in went to (the representative, and the applicant's own
   * address when someone else filled in the form); the reasons to fix go to who fills in the form only.
   */
  async function tellDecision(tx: Database, application: StoredApplication, input: DecisionInput, reasons: string[]) {
    const code = application.applicationCode;
    const main = mailRecipientOf(application);
    const targets = input.decision === 'approve' ? applicationMailRecipients(application) : main ? [main] : [];
    if (targets.length === 0) {
      log.info({ application_id: application.id }, 'No e-mail address for this application; the decision was not e-mailed.');
      return;
    }
    for (const target of targets) {
      const content = intakeDecided(
        target.recipient,
        code,
        input.decision === 'approve' ? { kind: 'approve' } : { kind: 'reject', reasons },
        input.decision === 'approve' ? `${config.PUBLIC_BASE_URL}${CLIENT_SIGN_IN_PATH}` : intakeResumeLink(config.PUBLIC_BASE_URL, code),
      );
      await outbox.enqueue(
        tx,
        { to: target.to, ...content },
        {
          template: DECISION_EMAIL,
          afterSent: {
            kind: INTAKE_EMAIL_SENT,
            applicationId: application.id,
            clientId: application.clientUserId,
            staffUserId: input.staffUserId ?? null,
            template: DECISION_EMAIL,
          } satisfies IntakeEmailSent,
        },
      );
    }
  }

  return {
    async decide(input: DecisionInput): Promise<TIntakeDecisionResponse> {
      const application = await findByReference(createIntakeRepository(db), input.application);
      const code = application.applicationCode;
      const isWaiting = (current: Pick<StoredApplication, 'processType' | 'currentProcess'>) =>
        current.processType === 'intake' && current.currentProcess === 'inProgress';
      const isTakenUpTwice = (current: Pick<StoredApplication, 'applicationStatusId'>) =>
        input.decision === 'in_progress' && current.applicationStatusId === APPLICATION_STATUS_IDS.underReview;
      if (!isWaiting(application)) throw new ApiError(409, notWaitingMessage(code, application));
      if (isTakenUpTwice(application)) throw new ApiError(409, alreadyUnderReviewMessage(code));

      const at = now();
      const reasons = input.decision === 'reject' ? input.reasons : [];
      const outcome = OUTCOMES[input.decision];
      await db.transaction(async (tx) => {
        const repo = createIntakeRepository(tx);
        const current = await repo.lockApplicant(application.clientUserId);
        if (!current || !isWaiting(current)) throw new ApiError(409, notWaitingMessage(code, current ?? application));
        // Every change of the status goes through the applicant's lock, so this read is current.
        if (isTakenUpTwice((await repo.findById(application.id)) ?? application)) throw new ApiError(409, alreadyUnderReviewMessage(code));
        const decisionId = await repo.insertDecision({
          applicationId: application.id,
          decision: input.decision,
          decidedBy: input.decidedBy,
          staffUserId: input.staffUserId ?? null,
          decidedAt: at,
        });
        await repo.insertRejectionReasons(decisionId, reasons);
        await repo.update(application.id, { applicationStatusId: outcome.statusId });
        if (input.decision !== 'in_progress') {
          await repo.updateApplicant(application.clientUserId, {
            processType: outcome.processType,
            currentProcess: outcome.currentProcess,
            rejectionReasons: reasons.map((message) => ({ message })),
          });
        }
        // In the same transaction: a decision whose audit row cannot be written is not made.
        await recordIntakeEvent(
          tx,
          'intake.decide',
          { applicationId: application.id, clientId: application.clientUserId, staffUserId: input.staffUserId, ip: input.ip, at },
          { decision: input.decision, decided_by: input.decidedBy, ...(reasons.length > 0 ? { reasons } : {}) },
        );
        if (input.decision !== 'in_progress') await tellDecision(tx, application, input, reasons);
      });
      log.info({ application_id: application.id, decision: input.decision, decided_by: input.decidedBy }, 'intake application decided');

      return {
        message: decisionMessage(code, input.decision),
        data: {
          id: application.id,
          application_code: code,
          decision: input.decision,
          process_type: outcome.processType,
          current_process: outcome.currentProcess,
          decided_by: input.decidedBy,
          decided_at: at.toISOString(),
        },
      };
    },
  };
}

export type IntakeDecisionService = ReturnType<typeof createIntakeDecisionService>;

import { APPLICATION_STATUS_IDS, type TIntakeDecisionRequest, type TIntakeDecisionResponse } from '@payee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { Mailer } from '../../mail/mailer';
import { mailRecipientOf } from './contact';
import { intakeDecided, intakeResumeLink } from './mail';
import { createIntakeRepository, type StoredApplication } from './repository';
import { findByReference } from './service';

/** Where an approved applicant signs in to start onboarding (a rejected one resumes: intakeResumeLink). */
export const CLIENT_SIGN_IN_PATH = '/auth/login';

const STATUS_WORDS: Record<string, string> = {
  pending: 'still being filled in (not sent in yet)',
  inProgress: 'waiting for a decision',
  rejected: 'rejected and waiting for the applicant to update it',
  approved: 'approved',
};

export const notWaitingMessage = (code: string, application: Pick<StoredApplication, 'processType' | 'currentProcess'>) => {
  const where = application.processType === 'intake' ? (STATUS_WORDS[application.currentProcess ?? ''] ?? 'not sent in') : 'approved';
  return `Application ${code} is not waiting for a decision: it is ${where}. Only an application that was sent in (in progress) can be approved or rejected.`;
};

export const decisionMessage = (code: string, decision: TIntakeDecisionRequest['decision']) =>
  decision === 'approve'
    ? `Application ${code} is approved; invite the applicant to onboarding when it is ready (POST /admin/onboarding/${code}/invite).`
    : `Application ${code} is rejected; the applicant can update it and send it again.`;

export interface IntakeDecisionDeps {
  db: Database;
  mail: Mailer;
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
}

/**
 * Approving or rejecting an application that was sent in: the one service behind
 * `POST /admin/intake/{application}/decision` and `npm run application:decide`. Approval makes the applicant
 * an onboarding client (approved); rejection sends the application back (application_status 5) with the
 * reasons, which the applicant reads until they send it in again. Both are recorded with who and when, and
 * the applicant is told by e-mail.
 */
export function createIntakeDecisionService({ db, mail, config, log, now = () => new Date() }: IntakeDecisionDeps) {
  return {
    async decide(input: DecisionInput): Promise<TIntakeDecisionResponse> {
      const application = await findByReference(createIntakeRepository(db), input.application);
      const code = application.applicationCode;
      const isWaiting = (current: Pick<StoredApplication, 'processType' | 'currentProcess'>) =>
        current.processType === 'intake' && current.currentProcess === 'inProgress';
      if (!isWaiting(application)) throw new ApiError(409, notWaitingMessage(code, application));

      const at = now();
      const reasons = input.decision === 'reject' ? input.reasons : [];
      const after =
        input.decision === 'approve'
          ? ({ processType: 'onboarding', currentProcess: 'approved' } as const)
          : ({ processType: 'intake', currentProcess: 'rejected' } as const);
      await db.transaction(async (tx) => {
        const repo = createIntakeRepository(tx);
        const current = await repo.lockApplicant(application.clientUserId);
        if (!current || !isWaiting(current)) throw new ApiError(409, notWaitingMessage(code, current ?? application));
        const decisionId = await repo.insertDecision({
          applicationId: application.id,
          decision: input.decision,
          decidedBy: input.decidedBy,
          staffUserId: input.staffUserId ?? null,
          decidedAt: at,
        });
        await repo.insertRejectionReasons(decisionId, reasons);
        await repo.update(application.id, {
          applicationStatusId: input.decision === 'approve' ? APPLICATION_STATUS_IDS.approved : APPLICATION_STATUS_IDS.rejected,
        });
        await repo.updateApplicant(application.clientUserId, { ...after, rejectionReasons: reasons.map((message) => ({ message })) });
      });
      log.info({ application_id: application.id, decision: input.decision, decided_by: input.decidedBy }, 'intake application decided');

      const target = mailRecipientOf(application);
      if (target) {
        const content = intakeDecided(
          target.recipient,
          code,
          input.decision === 'approve' ? { kind: 'approve' } : { kind: 'reject', reasons },
          input.decision === 'approve' ? `${config.PUBLIC_BASE_URL}${CLIENT_SIGN_IN_PATH}` : intakeResumeLink(config.PUBLIC_BASE_URL, code),
        );
        try {
          await mail.send({ to: target.to, ...content });
        } catch (error) {
          log.error({ err: error, application_id: application.id }, 'Could not send the decision e-mail; the decision is saved.');
        }
      } else {
        log.info({ application_id: application.id }, 'No e-mail address for this application; the decision was not e-mailed.');
      }

      return {
        message: decisionMessage(code, input.decision),
        data: {
          id: application.id,
          application_code: code,
          decision: input.decision,
          process_type: after.processType,
          current_process: after.currentProcess,
          decided_by: input.decidedBy,
          decided_at: at.toISOString(),
        },
      };
    },
  };
}

export type IntakeDecisionService = ReturnType<typeof createIntakeDecisionService>;

import { officeToday, type CurrentProcess, type FieldErrors, type TOnboardingActionResponse } from '@payee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { OnboardingActionKind } from '../../db/schema/index';
import { ApiError, validationFailed } from '../../lib/api-error';
import { createAuditRepository } from '../audit';
import type { RenderedMail } from '../../mail/render';
import type { Outbox } from '../outbox';
import type { AuthTokenService } from '../auth-tokens';
import { generateForClient } from '../finance';
import { createLedgerRepository } from '../ledger';
import { createOnboardingListRepository } from './lists';
import { onboardingActivated, onboardingInvitation, onboardingLink, onboardingSentBack, signInLink } from './mail';
import { createOnboardingRepository, type OnboardingClient } from './repository';
import { findClientByReference, wrongStateMessage } from './service';
import { API_ONBOARDING_MESSAGES } from '@payee/content/api-onboarding';

const ACTION_MESSAGES: Record<Exclude<OnboardingActionKind, 'submit'>, (code: string) => string> = {
  invite: API_ONBOARDING_MESSAGES.staff.invited,
  send_back: API_ONBOARDING_MESSAGES.staff.sentBack,
  activate: API_ONBOARDING_MESSAGES.staff.activated,
};

export interface OnboardingLifecycleDeps {
  db: Database;
  outbox: Pick<Outbox, 'enqueue'>;
  tokens: AuthTokenService;
  config: Pick<Config, 'PUBLIC_BASE_URL'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
}

/** Who acts: a member of staff's name and id, and the address the request came from (audit trail). */
export interface Actor {
  name: string;
  staffUserId: number | null;
  ip?: string | null;
}

/**
 * What staff do with an onboarding (docs/decisions.md, "Onboarding lifecycle"): invite an approved client
 * (→ pending, e-mail with the wizard's link), send a submission back with reasons (→ rejected, e-mail) or
 * activate the client in programs (→ process client, e-mail; the next sign-in lands on /my-account). Each is
 * checked against where the client stands under a row lock, and recorded with who and when.
 */
export function createOnboardingLifecycle({ db, outbox, tokens, config, log, now = () => new Date() }: OnboardingLifecycleDeps) {
  const repository = createOnboardingRepository(db);
  const lists = createOnboardingListRepository(db);

  async function act(
    reference: string,
    action: Exclude<OnboardingActionKind, 'submit'>,
    actor: Actor,
    rule: { allowed: readonly CurrentProcess[]; what: string; needs: string },
    apply: (tx: Database, repo: ReturnType<typeof createOnboardingRepository>, client: OnboardingClient, at: Date) => Promise<void>,
    message: (client: OnboardingClient) => RenderedMail,
    extra: { reasons?: string[]; programIds?: number[] } = {},
  ): Promise<TOnboardingActionResponse> {
    const client = await findClientByReference(repository, reference);
    const isAllowed = (current: Pick<OnboardingClient, 'processType' | 'currentProcess'>) =>
      current.processType === 'onboarding' && current.currentProcess !== null && rule.allowed.includes(current.currentProcess);
    if (!isAllowed(client)) throw new ApiError(409, wrongStateMessage(client.applicationCode, client, rule.what, rule.needs));

    const at = now();
    await db.transaction(async (tx) => {
      const repo = createOnboardingRepository(tx);
      const current = await repo.lockClient(client.id);
      if (!current || !isAllowed(current))
        throw new ApiError(409, wrongStateMessage(client.applicationCode, current ?? client, rule.what, rule.needs));
      await apply(tx, repo, client, at);
      await repo.insertAction({
        clientUserId: client.id,
        action,
        actedBy: actor.name,
        staffUserId: actor.staffUserId,
        actedAt: at,
        ...extra,
      });
      // In the same transaction: an action whose audit row cannot be written is not taken.
      await createAuditRepository(tx).record({
        action: `onboarding.${action}`,
        staffUserId: actor.staffUserId,
        clientId: client.id,
        recordType: 'client_user',
        recordId: client.id,
        ip: actor.ip ?? null,
        details: { ...(extra.reasons ? { reasons: extra.reasons } : {}), ...(extra.programIds ? { program_ids: extra.programIds } : {}) },
        at,
      });
      // The e-mail too: it goes out (retried if need be) only if the action is taken.
      if (client.email) await outbox.enqueue(tx, { to: client.email, ...message(client) }, { template: `onboarding-${action}` });
    });
    log.info({ client_id: client.id, action, acted_by: actor.name }, 'onboarding action recorded');
    if (!client.email) log.info({ client_id: client.id, action }, 'No e-mail address for this client; nothing sent.');

    const after = (await repository.findClient(client.id))!;
    return {
      message: ACTION_MESSAGES[action](client.applicationCode),
      data: {
        id: client.id,
        application_code: client.applicationCode,
        action,
        process_type: after.processType,
        current_process: after.currentProcess,
        acted_by: actor.name,
        acted_at: at.toISOString(),
      },
    };
  }

  return {
    /** approved (or pending, to send the link again) → pending, with the link to the wizard. */
    invite: (reference: string, actor: Actor) =>
      act(
        reference,
        'invite',
        actor,
        { allowed: ['approved', 'pending'], ...API_ONBOARDING_MESSAGES.staff.actions.invite },
        async (_tx, repo, client) => {
          await repo.ensureProfile(client.id);
          await repo.updateClient(client.id, { currentProcess: 'pending' });
        },
        (client) =>
          onboardingInvitation(client.firstName, client.applicationCode, onboardingLink(config.PUBLIC_BASE_URL, client.applicationCode)),
      ),

    /** inProgress → rejected with the reasons the client reads above the wizard. */
    sendBack: (reference: string, reasons: string[], actor: Actor) =>
      act(
        reference,
        'send_back',
        actor,
        { allowed: ['inProgress'], ...API_ONBOARDING_MESSAGES.staff.actions.sendBack },
        async (_tx, repo, client) => {
          await repo.updateClient(client.id, { currentProcess: 'rejected', rejectionReasons: reasons.map((message) => ({ message })) });
        },
        (client) =>
          onboardingSentBack(
            client.firstName,
            client.applicationCode,
            reasons,
            onboardingLink(config.PUBLIC_BASE_URL, client.applicationCode),
          ),
        { reasons },
      ),

    /** inProgress → an active client (process client) enrolled in the programs; their old sessions end. */
    async activate(reference: string, programIds: number[], actor: Actor) {
      const unique = [...new Set(programIds)];
      const names = await lists.names('programs', unique);
      const errors: FieldErrors = await lists.errors(
        programIds.map((id, index) => ({
          field: `program_ids.${index}`,
          list: 'programs' as const,
          id,
          message: API_ONBOARDING_MESSAGES.staff.activeProgram,
        })),
      );
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const answer = await act(
        reference,
        'activate',
        actor,
        { allowed: ['inProgress'], ...API_ONBOARDING_MESSAGES.staff.actions.activate },
        async (tx, repo, client, at) => {
          await repo.updateClient(client.id, { processType: 'client', currentProcess: 'approved', rejectionReasons: [] });
          const ledger = createLedgerRepository(tx);
          for (const programId of unique) await ledger.enrol({ clientId: client.id, programId, status: 1, enrolledOn: officeToday(at) });
          // Their onboarding bills become scheduled payments from the first program (issue 14).
          await generateForClient(tx, client.id, unique[0]!, actor.staffUserId, officeToday(at));
        },
        (client) =>
          onboardingActivated(
            client.firstName,
            unique.map((id) => names.get(id)?.name ?? `Program ${id}`),
            signInLink(config.PUBLIC_BASE_URL),
          ),
        { programIds: unique },
      );
      // A session begun as an onboarding client would route them to the wizard: they sign in again as a client.
      await tokens.revokeAllFor('client', answer.data.id);
      return answer;
    },
  };
}

export type OnboardingLifecycle = ReturnType<typeof createOnboardingLifecycle>;

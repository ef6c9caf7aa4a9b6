import {
  API_PATHS,
  API_PREFIX,
  CAPTCHA_FIELD,
  ONBOARDING_CAPTCHA_ACTION,
  ONBOARDING_SKIPPABLE_STEPS,
  ONBOARDING_STEPS,
  ONBOARDING_SUBMIT_STEP,
  STEP_NOT_SKIPPABLE_MESSAGE,
  ZHealthInfoSchema,
  makeOnboardingStepSchemas,
  pageMeta,
  revealReasonText,
  type OnboardingStepSlug,
  type CurrentProcess,
  type TAdminOnboardingListQuery,
  type TAdminOnboardingDetailResponse,
  type TAdminOnboardingListResponse,
  type THealthInfoRead,
  type TOnboardingSaveRequest,
  type TOnboardingMedicalRevealRequest,
  type TOnboardingSubmitResponse,
} from '@payee/contract';
import { REVEAL_PURPOSE_WORDS } from '@payee/content/reveal-purposes';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import type { KeyRing } from '../../lib/crypto';
import { createStepSchemaSource } from '../../lib/form-steps';
import type { MissingFile } from '../../lib/send-file';
import type { FormServiceDeps } from '../../lib/service-deps';
import type { FileStorage } from '../../lib/storage/file-storage';
import { openStoredUpload, removeStoredFiles, storeUploads } from '../../lib/uploads';
import type { ClientPrincipal } from '../../plugins/auth';
import { requireCaptcha } from '../../plugins/captcha';
import { createAuditRepository, type StaffActor } from '../audit';
import { normaliseApplicationCode } from '../clients';
import { storedSectionAnswers } from './answer-columns';
import { ONBOARDING_UPLOADS } from './files';
import { createOnboardingListRepository } from './lists';
import { onboardingSubmitted } from './mail';
import { buildDetail, fullName, savedStepsInOrder } from './read';
import { createOnboardingRepository, type OnboardingClient, type OnboardingProfile, type OnboardingRepository } from './repository';
import { STEP_HANDLERS, type FilePaths } from './steps';
import { API_ONBOARDING_MESSAGES } from '@payee/content/api-onboarding';

export { BILL_FILE_REQUIRED_MESSAGE, DUPLICATE_BENEFIT_MESSAGE } from './steps';

const MESSAGES = API_ONBOARDING_MESSAGES;
export const ONBOARDING_NOT_FOUND_MESSAGE = MESSAGES.notFound;
export const FILE_NOT_FOUND_MESSAGE = MESSAGES.fileNotFound;
/** A saved photo or bill file missing from storage (lib/send-file.ts). */
export const MISSING_FILE: MissingFile = { message: FILE_NOT_FOUND_MESSAGE, what: 'onboarding file' };
export const IN_REVIEW_MESSAGE = MESSAGES.inReview;
export const NOT_INVITED_MESSAGE = MESSAGES.notInvited;
export const STEP_SAVED_MESSAGE = MESSAGES.stepSaved;
export const STEP_SKIPPED_MESSAGE = MESSAGES.stepSkipped;
export const SUBMITTED_MESSAGE = MESSAGES.submitted;
export const incompleteStepMessage = MESSAGES.incompleteStep;

/** Steps that must be saved before the wizard can be sent in; the others are optional. */
const REQUIRED_BEFORE_SUBMIT: readonly OnboardingStepSlug[] = ['identifiers'];

/** Whether the client may change the wizard: invited (pending) or sent back (rejected). */
export const isEditable = (client: Pick<OnboardingClient, 'processType' | 'currentProcess'>) =>
  client.processType === 'onboarding' && (client.currentProcess === 'pending' || client.currentProcess === 'rejected');

const STATUS_WORDS: Record<CurrentProcess, string> = MESSAGES.staff.statusWords;

/** "Onboarding APP-… cannot be activated: it is invited and being filled in." (staff's words, not the client's) */
export const wrongStateMessage = (
  code: string,
  client: Pick<OnboardingClient, 'processType' | 'currentProcess'>,
  what: string,
  needs: string,
) => {
  const where =
    client.processType === 'client'
      ? MESSAGES.staff.alreadyActive
      : (STATUS_WORDS[client.currentProcess ?? 'approved'] ?? MESSAGES.staff.notInOnboarding);
  return MESSAGES.staff.wrongState(code, what, where, needs);
};

/**
 * Who saves a step of the wizard: the onboarding client in their own session, or a caseworker filling it in
 * with the client on the phone (assisted mode, issue 12), whose saves are recorded as theirs.
 */
export type OnboardingSaver = { by: 'client'; principal: ClientPrincipal; ip: string } | { by: 'staff'; client: string; actor: StaffActor };

/** The 409 of an onboarding that cannot be changed now, in the words of whoever is saving. */
const notEditable = (code: string, client: Pick<OnboardingClient, 'processType' | 'currentProcess'>, saver: OnboardingSaver) =>
  new ApiError(
    409,
    saver.by === 'staff'
      ? wrongStateMessage(code, client, MESSAGES.staff.actions.fillIn.what, MESSAGES.staff.actions.fillIn.needs)
      : client.currentProcess === 'approved'
        ? NOT_INVITED_MESSAGE
        : IN_REVIEW_MESSAGE,
  );

export type OnboardingServiceDeps = FormServiceDeps<'APP_ENCRYPTION_KEY' | 'PUBLIC_BASE_URL'>;

/** The body of a save: the route checked its envelope; the step's fields are checked here. */
type SaveBody = TOnboardingSaveRequest & Record<string, unknown>;

/** The client's own file routes (the paths in their detail). */
export const clientFilePaths = (code: string): FilePaths => ({
  photo: () => `${API_PREFIX}${API_PATHS.onboardingPhoto(code)}`,
  bill: (billId) => `${API_PREFIX}${API_PATHS.onboardingBillFile(code, billId)}`,
});

/** The staff file routes (the paths in the staff read). */
export const staffFilePaths = (code: string): FilePaths => ({
  photo: () => `${API_PREFIX}${API_PATHS.adminOnboardingPhoto(code)}`,
  bill: (billId) => `${API_PREFIX}${API_PATHS.adminOnboardingBillFile(code, billId)}`,
});

/** A client by id (digits) or application code (any case) for staff; only onboarding or activated clients. */
export async function findClientByReference(repository: OnboardingRepository, reference: string): Promise<OnboardingClient> {
  const trimmed = reference.trim();
  const client = /^\d{1,9}$/.test(trimmed)
    ? await repository.findClient(Number(trimmed))
    : await repository.findClientByCode(normaliseApplicationCode(trimmed));
  if (!client || client.processType === 'intake') throw notFound(MESSAGES.staff.noSuchOnboarding(trimmed));
  return client;
}

export function createOnboardingService({
  db,
  captcha,
  outbox,
  tokens,
  storage,
  config,
  reference,
  log,
  now = () => new Date(),
}: OnboardingServiceDeps) {
  const repository = createOnboardingRepository(db);
  const lists = createOnboardingListRepository(db);
  const stepSchemas = createStepSchemaSource(reference.otherIds, makeOnboardingStepSchemas);
  const key = config.APP_ENCRYPTION_KEY;

  /** The signed-in onboarding client, and only when `code` (if given) is theirs: 404 for anyone else. */
  async function loadOwn(clientUserId: number, code?: string) {
    const client = await repository.findClient(clientUserId);
    if (!client || client.processType !== 'onboarding') throw notFound(ONBOARDING_NOT_FOUND_MESSAGE);
    if (code !== undefined && normaliseApplicationCode(code) !== client.applicationCode) throw notFound(ONBOARDING_NOT_FOUND_MESSAGE);
    return client;
  }

  /**
   * Staff: the onboarding client by id or code (the route's), and only when `code` (if the body gives one) is
   * that client's, as for the client: the wizard sends the code it was opened with.
   */
  async function loadForStaff(reference: string, code?: string) {
    const client = await findClientByReference(repository, reference);
    if (code !== undefined && normaliseApplicationCode(code) !== client.applicationCode)
      throw notFound(MESSAGES.staff.noSuchOnboarding(code.trim()));
    return client;
  }

  /** The first step that must be saved before submitting and is not, with its title. */
  function missingStepBeforeSubmit(profile: OnboardingProfile | undefined) {
    const saved = profile?.savedSteps ?? [];
    const missing = REQUIRED_BEFORE_SUBMIT.find(
      (slug) => !saved.includes(slug) || (slug === 'identifiers' && !profile?.identifiersEncrypted),
    );
    return missing ? ONBOARDING_STEPS.find((step) => step.slug === missing) : undefined;
  }

  return {
    /** `GET /website/onboarding[/{application_code}]`: the signed-in onboarding client's own detail. */
    async readOwn(clientUserId: number, code?: string) {
      const client = await loadOwn(clientUserId, code);
      return buildDetail(repository, lists, key, client, await repository.profile(client.id), clientFilePaths(client.applicationCode));
    },

    /**
     * `POST /website/onboarding?_method=PUT` (the client) and `PUT /admin/onboarding/{client}` (a caseworker,
     * assisted mode): checks and stores one step (or skips steps 3-5). Field errors come before the captcha
     * (fixing them costs no token); staff, signed in with a second factor, need none. The last step sends the
     * whole onboarding in: the client becomes inProgress and is e-mailed; the client's session that sent it is
     * ended on the server. A caseworker's save is written to the audit trail in its own transaction.
     */
    async save(saver: OnboardingSaver, body: SaveBody): Promise<{ message: string } | TOnboardingSubmitResponse> {
      const client =
        saver.by === 'client'
          ? await loadOwn(saver.principal.id, body.application_code)
          : await loadForStaff(saver.client, body.application_code);
      if (!isEditable(client)) throw notEditable(client.applicationCode, client, saver);
      const step = body.step;
      if (body.skip === 1) {
        if (!ONBOARDING_SKIPPABLE_STEPS.includes(step)) throw validationFailed({ skip: [STEP_NOT_SKIPPABLE_MESSAGE] });
        return { message: STEP_SKIPPED_MESSAGE };
      }

      const profile = await repository.profile(client.id);
      const prepared = await STEP_HANDLERS[step].prepare({
        clientUserId: client.id,
        body,
        profile,
        schemas: await stepSchemas(),
        lists,
        repository,
        key,
      });
      if ('errors' in prepared) throw validationFailed(prepared.errors);
      const isSubmit = step === ONBOARDING_SUBMIT_STEP;
      if (isSubmit) {
        const missing = missingStepBeforeSubmit(profile);
        if (missing) throw validationFailed({ step: [incompleteStepMessage(missing.title)] }, incompleteStepMessage(missing.title));
      }

      if (saver.by === 'client')
        await requireCaptcha(captcha, log, { token: body[CAPTCHA_FIELD], action: ONBOARDING_CAPTCHA_ACTION, ip: saver.ip });

      const stored = await storeUploads(storage, key, ONBOARDING_UPLOADS, prepared.uploads);
      const isResubmission = client.currentProcess === 'rejected';
      let replaced: string[];
      try {
        replaced = await db.transaction(async (tx) => {
          const repo = createOnboardingRepository(tx);
          const current = await repo.lockClient(client.id);
          if (!current || !isEditable(current)) throw notEditable(client.applicationCode, current ?? client, saver);
          const profileId = await repo.ensureProfile(client.id);
          const old = await prepared.write(repo, profileId, stored);
          await repo.updateProfile(profileId, isSubmit ? { submittedAt: now() } : {});
          await repo.markStepsSaved(profileId, [step]);
          if (isSubmit) {
            await repo.updateClient(client.id, { currentProcess: 'inProgress', rejectionReasons: [] });
            await repo.insertAction({
              clientUserId: client.id,
              action: 'submit',
              actedBy: saver.by === 'staff' ? saver.actor.name : fullName(client),
              staffUserId: saver.by === 'staff' ? saver.actor.staffUserId : null,
              actedAt: now(),
            });
          }
          // A caseworker's save is a staff action: its audit row commits, or rolls back, with the step.
          if (saver.by === 'staff') {
            await createAuditRepository(tx).record({
              action: isSubmit ? 'onboarding.submit' : 'onboarding.save_step',
              staffUserId: saver.actor.staffUserId,
              clientId: client.id,
              recordType: 'client_user',
              recordId: client.id,
              ip: saver.actor.ip,
              details: isSubmit ? { step, assisted: true, is_resubmission: isResubmission } : { step, assisted: true },
              at: now(),
            });
          }
          if (isSubmit && client.email) {
            await outbox.enqueue(
              tx,
              { to: client.email, ...onboardingSubmitted(client.firstName, client.applicationCode, isResubmission) },
              { template: 'onboarding-submitted' },
            );
          }
          return old;
        });
      } catch (error) {
        await removeStoredFiles(
          storage,
          ONBOARDING_UPLOADS,
          stored.map((file) => file.storageName),
        );
        throw error;
      }
      await removeStoredFiles(storage, ONBOARDING_UPLOADS, replaced).catch((error: unknown) =>
        log.error({ err: error, client_id: client.id }, 'Could not remove a replaced onboarding file.'),
      );
      if (!isSubmit) return { message: STEP_SAVED_MESSAGE };

      // A successful step 6 ends the client's session (a caseworker's goes on).
      if (saver.by === 'client') await tokens.revoke(saver.principal.tokenId);
      log.info(
        { client_id: client.id, resubmission: isResubmission, ...(saver.by === 'staff' ? { staff_user_id: saver.actor.staffUserId } : {}) },
        'onboarding submitted',
      );
      if (!client.email) log.info({ client_id: client.id }, 'No e-mail address for this client; the confirmation was not sent.');
      return { message: SUBMITTED_MESSAGE, data: { application_code: client.applicationCode, current_process: 'inProgress' } };
    },

    /** The signed-in client's photo, or one of their bills' files. */
    async ownFile(clientUserId: number, code: string, billId?: number) {
      const client = await loadOwn(clientUserId, code);
      return fileOf(repository, storage, key, client.id, billId);
    },

    /** Staff: onboarding clients by status and search, sorted, a page at a time. */
    async list(query: TAdminOnboardingListQuery): Promise<TAdminOnboardingListResponse> {
      const { rows, total } = await repository.page(query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          application_code: row.applicationCode,
          name: fullName(row),
          current_process: row.currentProcess,
          saved_steps: savedStepsInOrder(row.savedSteps),
          submitted_at: row.submittedAt?.toISOString() ?? null,
          updated_at: row.updatedAt.toISOString(),
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    /**
     * Staff: one onboarding whole, with the staff file routes and what happened to it, but without the medical
     * details: only whether any were given. They are read through `revealHealth`, which records why.
     */
    async readForStaff(reference: string): Promise<TAdminOnboardingDetailResponse['data']> {
      const client = await findClientByReference(repository, reference);
      const profile = await repository.profile(client.id);
      const { health_info: health, ...detail } = await buildDetail(
        repository,
        lists,
        key,
        client,
        profile,
        staffFilePaths(client.applicationCode),
      );
      const actions = await repository.actions(client.id);
      return {
        ...detail,
        has_health_info: health !== null && Object.values(health).some((answer) => answer !== null),
        id: client.id,
        process_type: client.processType,
        submitted_at: profile?.submittedAt?.toISOString() ?? null,
        actions: actions.map((action) => ({
          action: action.action,
          acted_by: action.actedBy,
          acted_at: action.actedAt.toISOString(),
          reasons: action.reasons,
          program_ids: action.programIds,
        })),
      };
    },

    /**
     * Staff: the medical details, given a reason. The audit row (who, the client, from where, why) is written
     * in the transaction that reads them, so they are never shown without it.
     */
    async revealHealth(reference: string, why: TOnboardingMedicalRevealRequest, actor: StaffActor): Promise<THealthInfoRead> {
      const client = await findClientByReference(repository, reference);
      const at = now();
      const saved = await db.transaction(async (tx) => {
        const profile = await createOnboardingRepository(tx).profile(client.id);
        await createAuditRepository(tx).record({
          action: 'onboarding.medical_reveal',
          staffUserId: actor.staffUserId,
          clientId: client.id,
          recordType: 'client_user',
          recordId: client.id,
          ip: actor.ip,
          reason: revealReasonText(REVEAL_PURPOSE_WORDS.medical, why),
          details: { purpose: why.purpose },
          at,
        });
        return profile;
      });
      const health = storedSectionAnswers('health_info', saved, key);
      log.info({ client_id: client.id, staff_user_id: actor.staffUserId }, 'medical details revealed');
      // Never saved: every answer not given.
      return (health ?? Object.fromEntries(Object.keys(ZHealthInfoSchema.shape).map((field) => [field, null]))) as THealthInfoRead;
    },

    async staffFile(reference: string, billId?: number) {
      const client = await findClientByReference(repository, reference);
      return fileOf(repository, storage, key, client.id, billId);
    },
  };
}

/** A saved file's details and where it is: the photo, or a bill's file; 404 when there is none. */
async function fileOf(repository: OnboardingRepository, storage: FileStorage, key: KeyRing, clientUserId: number, billId?: number) {
  const profile = await repository.profile(clientUserId);
  if (!profile) throw notFound(FILE_NOT_FOUND_MESSAGE);
  const open = (storageName: string, keyEncrypted: string | null) => () =>
    openStoredUpload(storage, key, ONBOARDING_UPLOADS, { storageName, keyEncrypted });
  if (billId === undefined) {
    if (!profile.photoStorageName) throw notFound(FILE_NOT_FOUND_MESSAGE);
    return {
      open: open(profile.photoStorageName, profile.photoKeyEncrypted),
      originalName: profile.photoOriginalName!,
      contentType: profile.photoContentType!,
      sizeBytes: profile.photoSizeBytes!,
    };
  }
  const bill = await repository.bill(profile.id, billId);
  if (!bill) throw notFound(FILE_NOT_FOUND_MESSAGE);
  return {
    open: open(bill.fileStorageName, bill.fileKeyEncrypted),
    originalName: bill.fileOriginalName,
    contentType: bill.fileContentType,
    sizeBytes: bill.fileSizeBytes,
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;

import {
  API_PATHS,
  API_PREFIX,
  APPLICATION_STATUS_IDS,
  INTAKE_CAPTCHA_ACTION,
  INTAKE_FIRST_SAVE_STEPS,
  INTAKE_STEPS,
  maskSsn,
  SSA_DOCUMENT_SLUGS,
  ssaDocumentErrors,
  type FieldErrors,
  type IntakeStepSlug,
  type SsaDocumentSlug,
  type TIntakeApplication,
  type TIntakeCreateRequest,
  type TIntakeCreateResponse,
  type TIntakeStep,
  type TIntakeSubmitResponse,
  type TIntakeUpdateRequest,
  makeIntakeStepSchemas,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { decryptString, type KeyRing } from '../../lib/crypto';
import { createStepSchemaSource, mergeErrors, parseStep } from '../../lib/form-steps';
import type { MissingFile } from '../../lib/send-file';
import type { FormServiceDeps } from '../../lib/service-deps';
import type { FileStorage } from '../../lib/storage/file-storage';
import { openStoredUpload, removeStoredFiles } from '../../lib/uploads';
import type { RenderedMail } from '../../mail/render';
import { requireCaptcha } from '../../plugins/captcha';
import { CLIENT_TOKEN_TTL_MS } from '../auth-tokens';
import { createClientRepository, normaliseApplicationCode } from '../clients';
import { ssnLookupHashes } from '../../lib/ssn-lookup';
import { USERNAME_TAKEN_MESSAGE } from '../credentials';
import { isAccountBirthDate, toLoginUser } from '../sessions';
import { applicationMailRecipients, type IntakeMailTarget } from './contact';
import { isStoredByName, storedAnswers } from './step-columns';
import { askedStepSlugs, insertNewApplication, isStepAsked, stepChanges, writeStep, type NewApplicationInput } from './steps';
import { checkSsaDocuments, INTAKE_UPLOADS, storeDocuments } from './documents';
import { INTAKE_EMAIL_SENT, recordIntakeEvent, type IntakeEventInput, type IntakeEmailSent } from './history';
import { createIntakeListRepository } from './lists';
import { intakeDraftSaved, intakeResumeLink, intakeSubmitted } from './mail';
import { buildReadBack, type ReadBackParts } from './read-back';
import { createIntakeRepository, type IntakeRepository, type StoredApplication } from './repository';
import { CASE_MANAGER_OF_OTHER_AGENCY_MESSAGE, consistencyErrors, envelopeChecks, referenceChecks } from './validation';
import { API_INTAKE_MESSAGES } from '@payee/content/api-intake';

const MESSAGES = API_INTAKE_MESSAGES;
export const APPLICATION_NOT_FOUND_MESSAGE = MESSAGES.applicationNotFound;
export const NO_APPLICATION_MESSAGE = MESSAGES.noApplication;
export const SSN_HAS_ACCOUNT_MESSAGE = MESSAGES.ssnHasAccount;
export const ssnNotAcceptedMessage = MESSAGES.ssnNotAccepted;
export const IN_REVIEW_MESSAGE = MESSAGES.inReview;
export const DECIDED_MESSAGE = MESSAGES.decided;
export const LOGIN_DETAILS_FIXED_MESSAGE = MESSAGES.loginDetailsFixed;
export const LOGIN_DETAILS_KEPT_MESSAGE = MESSAGES.loginDetailsKept;
export const STEP_SAVED_MESSAGE = MESSAGES.stepSaved;
export const DOCUMENT_NOT_FOUND_MESSAGE = MESSAGES.documentNotFound;
/** A saved document missing from storage (lib/send-file.ts). */
export const MISSING_DOCUMENT: MissingFile = { message: DOCUMENT_NOT_FOUND_MESSAGE, what: 'SSA document' };

export const applicationCreatedMessage = MESSAGES.applicationCreated;
export const applicationSubmittedMessage = MESSAGES.applicationSubmitted;
export const incompleteStepMessage = MESSAGES.incompleteStep;

const APPLICATION_CODE_ATTEMPTS = 5;

/** An application's answers that are stored encrypted, in the clear. */
type DecryptedAnswers = Pick<ReadBackParts, 'ssn' | 'dateOfBirth' | 'veteranServiceNo'>;

export type IntakeServiceDeps = FormServiceDeps<'APP_ENCRYPTION_KEY' | 'PUBLIC_BASE_URL'>;

/** The first save's answers once checked. */
export type CheckedCreate = Omit<NewApplicationInput, 'applicationCode' | 'processType'>;

/** The saved body of a form: the route has checked its envelope; the step's fields are checked here. */
type SaveBody = Record<string, unknown>;

/** Where an applicant's request came from, for the application's history (audit trail). */
export interface RequestContext {
  ip?: string | null;
}

/** An event of the application done by its applicant (history.ts). */
const eventOf = (application: StoredApplication, at: Date, context: RequestContext = {}): IntakeEventInput => ({
  applicationId: application.id,
  clientId: application.clientUserId,
  ip: context.ip || null,
  at,
});

/** The 409 of an application that may no longer be changed (sent in, or approved). */
const notEditable = (application: Pick<StoredApplication, 'processType' | 'currentProcess'>) =>
  new ApiError(
    409,
    application.processType !== 'intake' || application.currentProcess === 'approved' ? DECIDED_MESSAGE : IN_REVIEW_MESSAGE,
  );

/** Whether the applicant may still change the application: pending, or sent back (rejected). */
export const isEditable = (application: Pick<StoredApplication, 'processType' | 'currentProcess'>) =>
  application.processType === 'intake' && (application.currentProcess === 'pending' || application.currentProcess === 'rejected');

export function createIntakeService({
  db,
  captcha,
  outbox,
  tokens,
  storage,
  config,
  reference,
  log,
  now = () => new Date(),
}: IntakeServiceDeps) {
  const repository = createIntakeRepository(db);
  const lists = createIntakeListRepository(db);
  const stepSchemas = createStepSchemaSource(reference.otherIds, makeIntakeStepSchemas);
  const key = config.APP_ENCRYPTION_KEY;
  const clients = createClientRepository(db);

  /**
   * The SSN error for an SSN that has an account other than `exceptClientUserId`, or undefined when it is free.
   * It says so only to someone who also typed the account's birth date.
   */
  async function ssnTakenError(ssn: string, dateOfBirth: string, exceptClientUserId?: number): Promise<string | undefined> {
    const holder = await clients.findBySsnLookup(ssnLookupHashes(ssn, key));
    if (!holder || holder.id === exceptClientUserId) return undefined;
    return isAccountBirthDate(holder, dateOfBirth, key) ? SSN_HAS_ACCOUNT_MESSAGE : ssnNotAcceptedMessage();
  }

  /**
   * One step's answers: the contract's schema (with this database's "Other" ids), then every id against its
   * list and the rules across fields that need the lists. Errors keyed as the form names the fields.
   */
  async function checkStep<S extends IntakeStepSlug>(
    step: S,
    body: SaveBody,
  ): Promise<{ ok: true; data: TIntakeStep<S> } | { ok: false; errors: FieldErrors }> {
    const parsed = parseStep<TIntakeStep<S>>((await stepSchemas())[step], body);
    if (!parsed.ok) return parsed;
    const errors = mergeErrors(await lists.errors(referenceChecks(step, parsed.data)), consistencyErrors(step, parsed.data));
    if (step === 'representative') {
      const { representative } = parsed.data as TIntakeStep<'representative'>;
      if (
        representative.case_manager_id !== undefined &&
        representative.agency_id !== undefined &&
        !errors['representative.case_manager_id']
      ) {
        const caseManager = (await lists.caseManagers([representative.case_manager_id])).get(representative.case_manager_id);
        if (caseManager && caseManager.agencyId !== null && caseManager.agencyId !== representative.agency_id) {
          errors['representative.case_manager_id'] = [CASE_MANAGER_OF_OTHER_AGENCY_MESSAGE];
        }
      }
    }
    return Object.keys(errors).length > 0 ? { ok: false, errors } : parsed;
  }

  async function loadOwned(clientUserId: number, applicationId: number) {
    const application = await repository.findById(applicationId);
    if (!application || application.clientUserId !== clientUserId) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    return application;
  }

  /** Inside a save's transaction: locks the applicant's row and makes sure the application may still change. */
  async function lockEditable(tx: Database, application: StoredApplication) {
    const current = await createIntakeRepository(tx).lockApplicant(application.clientUserId);
    if (!current || !isEditable(current)) throw notEditable(current ?? application);
  }

  /**
   * Tells everyone the application's news is for (applicationMailRecipients), through the outbox in `tx`, the
   * transaction of the change: each e-mail goes into the application's history once it is sent (modules/outbox).
   */
  async function tell(
    tx: Database,
    kind: string,
    application: StoredApplication,
    content: (target: IntakeMailTarget) => RenderedMail,
    staffUserId: number | null = null,
  ) {
    const targets = applicationMailRecipients(application);
    if (targets.length === 0) {
      log.info({ application_id: application.id, mail: kind }, 'No e-mail address for this application; nothing sent.');
      return;
    }
    for (const target of targets) {
      await outbox.enqueue(
        tx,
        { to: target.to, ...content(target) },
        {
          template: kind,
          afterSent: {
            kind: INTAKE_EMAIL_SENT,
            applicationId: application.id,
            clientId: application.clientUserId,
            staffUserId,
            template: kind,
          } satisfies IntakeEmailSent,
        },
      );
    }
  }

  /** Step 10: the three SSA documents, uploaded now or saved before; replaced files are removed after commit. */
  async function saveDocuments(application: StoredApplication, body: SaveBody, context: RequestContext) {
    const { documents, errors } = await checkSsaDocuments(body);
    const saved = (await repository.documents(application.id)).map((document) => document.slug);
    for (const [field, messages] of Object.entries(ssaDocumentErrors([...saved, ...documents.map((document) => document.slug)]))) {
      errors[field] ??= messages;
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const stored = await storeDocuments(storage, key, documents);
    let replaced: string[];
    try {
      replaced = await db.transaction(async (tx) => {
        await lockEditable(tx, application);
        const repo = createIntakeRepository(tx);
        const old: string[] = [];
        for (const file of stored) {
          const previous = await repo.replaceDocument(application.id, file);
          if (previous) old.push(previous);
        }
        await repo.update(application.id, {});
        await repo.markStepsSaved(application.id, ['ssa-documents']);
        await recordIntakeEvent(tx, 'intake.save_step', eventOf(application, now(), context), { step: 'ssa-documents' });
        return old;
      });
    } catch (error) {
      await removeStoredFiles(
        storage,
        INTAKE_UPLOADS,
        stored.map((file) => file.storageName),
      );
      throw error;
    }
    await removeStoredFiles(storage, INTAKE_UPLOADS, replaced).catch((error: unknown) =>
      log.error({ err: error, application_id: application.id }, 'Could not remove a replaced SSA document.'),
    );
    return { message: STEP_SAVED_MESSAGE };
  }

  /** What is stored encrypted, decrypted (for the applicant or staff; never logged). */
  function decrypted(application: StoredApplication): DecryptedAnswers {
    return {
      ssn: decryptString(application.ssnEncrypted, key),
      dateOfBirth: decryptString(application.dateOfBirthEncrypted, key),
      veteranServiceNo: application.veteranServiceNoEncrypted ? decryptString(application.veteranServiceNoEncrypted, key) : null,
    };
  }

  /** The stored answers of a step, as the form would send them, to check the whole application again. */
  function storedStepInput(application: StoredApplication, step: IntakeStepSlug, secrets: DecryptedAnswers, raceIds: number[]): SaveBody {
    const a = application;
    if (step === 'representative') {
      return { representative: { representative_type: a.representativeType, ...a.representative }, personal_contact: a.personalContact };
    }
    if (!isStoredByName(step)) return {};
    const stored = storedAnswers(step, a);
    if (step === 'about-you') return { ...stored, ssn: secrets.ssn, date_of_birth: secrets.dateOfBirth, race_id: raceIds };
    if (step === 'benefit-details' && secrets.veteranServiceNo !== null) {
      return { benefit: { ...a.benefit, veteran_service_no: secrets.veteranServiceNo } };
    }
    return stored;
  }

  /** The first step, in form order, that is not complete, with its field errors; undefined when all are. */
  async function firstIncompleteStep(application: StoredApplication) {
    const schemas = await stepSchemas();
    const secrets = decrypted(application);
    const raceIds = await repository.raceIds(application.id);
    const documents = (await repository.documents(application.id)).map((document) => document.slug);
    for (const step of INTAKE_STEPS) {
      if (!isStepAsked(step.slug, application.representativeType)) continue;
      let errors: FieldErrors = {};
      if (step.slug === 'login-details') {
        if (!application.username) errors = { username: [MESSAGES.usernameRequired] };
      } else if (step.slug === 'ssa-documents') {
        errors = ssaDocumentErrors(documents);
      } else {
        const parsed = parseStep(schemas[step.slug], storedStepInput(application, step.slug, secrets, raceIds));
        if (!parsed.ok) errors = parsed.errors;
      }
      if (Object.keys(errors).length > 0) return { step, errors };
    }
    return undefined;
  }

  async function readBack(application: StoredApplication, documentPath: (slug: SsaDocumentSlug) => string): Promise<TIntakeApplication> {
    return buildReadBack(lists, {
      application,
      ...decrypted(application),
      raceIds: await repository.raceIds(application.id),
      programIds: await repository.programIds(application.id),
      documents: await repository.documents(application.id),
      documentPath,
    });
  }

  return {
    /**
     * The first save's answers (Representative, Contact Details unless myself, About You, Login Details, the
     * state and programs), checked before anything else so that fixing them costs neither a captcha token nor
     * an attempt of the route's rate limit. Throws the 422 with every field error.
     */
    async checkCreate(body: TIntakeCreateRequest & SaveBody): Promise<CheckedCreate> {
      const errors: FieldErrors = {};
      const representative = await checkStep('representative', body);
      const type = representative.ok ? representative.data.representative.representative_type : undefined;
      const contact = type !== undefined && type !== 'myself' ? await checkStep('contact-details', body) : undefined;
      const about = await checkStep('about-you', body);
      const login = await checkStep('login-details', body);
      for (const result of [representative, contact, about, login]) if (result && !result.ok) mergeErrors(errors, result.errors);
      mergeErrors(errors, await lists.errors(envelopeChecks(body.branch_id, body.program_id)));
      if (Object.keys(errors).length > 0 || !representative.ok || !about.ok || !login.ok || (contact && !contact.ok)) {
        throw validationFailed(errors);
      }
      return {
        representative: representative.data.representative,
        // The client's own phones and e-mails: on step 1 when they fill in the form themselves, else step 2.
        personalContact: type === 'myself' ? representative.data.personal_contact : contact?.ok ? contact.data.personal_contact : null,
        person: about.data,
        username: login.data.username,
        password: login.data.password,
        branchId: body.branch_id,
        programIds: body.program_id ?? [],
      };
    },

    /**
     * `POST /website/intake`, the first save (at Login Details), once `checkCreate` passed: the captcha, then
     * that neither the SSN nor the username has an account; creates the applicant's client user and the
     * application in one transaction and signs the applicant in.
     */
    async create(
      checked: CheckedCreate,
      captchaToken: unknown,
      context: { ip: string; userAgent?: string },
    ): Promise<TIntakeCreateResponse> {
      await requireCaptcha(captcha, log, { token: captchaToken, action: INTAKE_CAPTCHA_ACTION, ip: context.ip });

      const duplicates: FieldErrors = {};
      const ssnTaken = await ssnTakenError(checked.person.ssn, checked.person.date_of_birth);
      if (ssnTaken) duplicates.ssn = [ssnTaken];
      if (await clients.isUsernameTaken(checked.username.toLowerCase())) duplicates.username = [USERNAME_TAKEN_MESSAGE];
      if (Object.keys(duplicates).length > 0) throw validationFailed(duplicates);

      let created: { applicationId: number; clientUserId: number } | undefined;
      for (let attempt = 1; !created; attempt += 1) {
        try {
          created = await db.transaction(async (tx) => {
            const ids = await insertNewApplication(tx, key, checked);
            const type = checked.representative.representative_type;
            await recordIntakeEvent(
              tx,
              'intake.create',
              { applicationId: ids.applicationId, clientId: ids.clientUserId, ip: context.ip || null, at: now() },
              { steps: INTAKE_FIRST_SAVE_STEPS.filter((step) => isStepAsked(step, type)) },
            );
            const stored = (await createIntakeRepository(tx).findById(ids.applicationId))!;
            const resumeLink = intakeResumeLink(config.PUBLIC_BASE_URL, stored.applicationCode);
            await tell(tx, 'intake-draft-saved', stored, ({ recipient }) =>
              intakeDraftSaved(recipient, stored.applicationCode, resumeLink),
            );
            return ids;
          });
        } catch (error) {
          const constraint = uniqueViolationConstraint(error);
          if (constraint === 'client_users_application_code_unique' && attempt < APPLICATION_CODE_ATTEMPTS) continue;
          if (constraint === 'client_users_ssn_lookup_unique') {
            throw validationFailed({
              ssn: [(await ssnTakenError(checked.person.ssn, checked.person.date_of_birth)) ?? ssnNotAcceptedMessage()],
            });
          }
          if (constraint === 'client_users_username_unique') throw validationFailed({ username: [USERNAME_TAKEN_MESSAGE] });
          throw error;
        }
      }

      const { token } = await tokens.issue({
        subjectType: 'client',
        subjectId: created.clientUserId,
        ttlMs: CLIENT_TOKEN_TTL_MS,
        userAgent: context.userAgent,
      });
      const account = await clients.findById(created.clientUserId);
      log.info({ application_id: created.applicationId, client_id: created.clientUserId }, 'intake application created');
      return {
        message: applicationCreatedMessage(account!.applicationCode),
        token,
        data: { ...toLoginUser(account!, token), application_id: account!.applicationCode },
      };
    },

    /** `POST /website/intake/update?id=`: checks and stores the one step named by `step`. */
    async update(clientUserId: number, applicationId: number, body: TIntakeUpdateRequest & SaveBody, context: RequestContext) {
      const application = await loadOwned(clientUserId, applicationId);
      if (normaliseApplicationCode(body.application_code) !== application.applicationCode) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
      if (!isEditable(application)) throw notEditable(application);

      if (body.step === 'login-details') {
        // Not shown when resuming: the credentials chosen at the first save stay. Sending them again is harmless.
        const username = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
        if (username && username !== application.username) throw validationFailed({ username: [LOGIN_DETAILS_FIXED_MESSAGE] });
        return { message: LOGIN_DETAILS_KEPT_MESSAGE };
      }
      if (body.step === 'ssa-documents') return saveDocuments(application, body, context);

      const checked = await checkStep(body.step, body);
      if (!checked.ok) throw validationFailed(checked.errors);
      if (body.step === 'about-you') {
        const { ssn, date_of_birth } = checked.data as TIntakeStep<'about-you'>;
        const ssnTaken = await ssnTakenError(ssn, date_of_birth, application.clientUserId);
        if (ssnTaken) throw validationFailed({ ssn: [ssnTaken] });
      }
      const changes = stepChanges(application, body.step, checked.data, key);
      try {
        await db.transaction(async (tx) => {
          await lockEditable(tx, application);
          await writeStep(tx, application, changes);
          await recordIntakeEvent(tx, 'intake.save_step', eventOf(application, now(), context), { step: changes.step });
        });
      } catch (error) {
        if (uniqueViolationConstraint(error) === 'client_users_ssn_lookup_unique') {
          throw validationFailed({ ssn: [ssnNotAcceptedMessage()] });
        }
        throw error;
      }
      return { message: STEP_SAVED_MESSAGE };
    },

    /** `GET /website/intake`: the signed-in applicant's application. */
    async readOwn(clientUserId: number) {
      const application = await repository.findByClientUserId(clientUserId);
      if (!application) throw notFound(NO_APPLICATION_MESSAGE);
      return readBack(application, (slug) => `${API_PREFIX}${API_PATHS.intakeDocument(slug)}`);
    },

    /**
     * Staff: any application by id or application code, its SSN masked: the whole number is shown only through
     * the recorded reveal (`POST /admin/intake/{application}/ssn`, casework.ts).
     */
    async readForStaff(reference: string) {
      const application = await findByReference(repository, reference);
      const answers = await readBack(
        application,
        (slug) => `${API_PREFIX}${API_PATHS.adminIntakeDocument(application.applicationCode, slug)}`,
      );
      return { ...answers, ssn: answers.ssn === null ? null : maskSsn(answers.ssn) };
    },

    /** The stored file of one document of the applicant's (or, for staff, any) application. */
    async ownDocument(clientUserId: number, slug: string) {
      const application = await repository.findByClientUserId(clientUserId);
      if (!application) throw notFound(NO_APPLICATION_MESSAGE);
      return documentFile(repository, storage, key, application.id, slug);
    },

    async documentForStaff(reference: string, slug: string) {
      const application = await findByReference(repository, reference);
      return documentFile(repository, storage, key, application.id, slug);
    },

    /**
     * `POST /website/intake/submit?id=`: every step complete and the three documents there, then the
     * application goes to the office (inProgress) and the applicant gets a confirmation e-mail.
     */
    async submit(clientUserId: number, applicationId: number, context: RequestContext): Promise<TIntakeSubmitResponse> {
      const application = await loadOwned(clientUserId, applicationId);
      if (!isEditable(application)) throw notEditable(application);
      const incomplete = await firstIncompleteStep(application);
      if (incomplete) throw validationFailed(incomplete.errors, incompleteStepMessage(incomplete.step.title));

      const isResubmission = application.currentProcess === 'rejected';
      await db.transaction(async (tx) => {
        await lockEditable(tx, application);
        const repo = createIntakeRepository(tx);
        const at = now();
        await repo.update(application.id, { isDraft: false, applicationStatusId: APPLICATION_STATUS_IDS.inProgress, submittedAt: at });
        // Sent in from "Check your answers": every step asked is confirmed as it stands, optional ones left empty too.
        await repo.markStepsSaved(application.id, askedStepSlugs(application.representativeType));
        await repo.updateApplicant(application.clientUserId, { currentProcess: 'inProgress', rejectionReasons: [] });
        await recordIntakeEvent(tx, 'intake.submit', eventOf(application, at, context), { is_resubmission: isResubmission });
        await tell(tx, 'intake-submitted', application, ({ recipient }) =>
          intakeSubmitted(recipient, application.applicationCode, isResubmission),
        );
      });
      log.info({ application_id: application.id, resubmission: isResubmission }, 'intake application submitted');
      return {
        message: applicationSubmittedMessage(application.applicationCode),
        data: { id: application.id, application_code: application.applicationCode, current_process: 'inProgress' },
      };
    },
  };
}

/** An application by its id (digits) or its code (`APP-7K3P9Q`, any case); 404 when there is none. */
export async function findByReference(repository: IntakeRepository, reference: string): Promise<StoredApplication> {
  const trimmed = reference.trim();
  const application = /^\d{1,9}$/.test(trimmed)
    ? await repository.findById(Number(trimmed))
    : await repository.findByApplicationCode(normaliseApplicationCode(trimmed));
  if (!application) throw notFound(MESSAGES.noSuchApplication(trimmed));
  return application;
}

const isDocumentSlug = (slug: string): slug is SsaDocumentSlug => (SSA_DOCUMENT_SLUGS as readonly string[]).includes(slug);

/** A saved document's details and how to read it (decrypted); 404 for an unknown slug or one not uploaded. */
async function documentFile(repository: IntakeRepository, storage: FileStorage, key: KeyRing, applicationId: number, slug: string) {
  const document = isDocumentSlug(slug) ? await repository.document(applicationId, slug) : undefined;
  if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return { ...document, open: () => openStoredUpload(storage, key, INTAKE_UPLOADS, document) };
}

export type IntakeService = ReturnType<typeof createIntakeService>;

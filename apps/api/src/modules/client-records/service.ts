import { differenceInYears, parseISO } from 'date-fns';
import {
  pageMeta,
  pageOffset,
  API_PATHS,
  API_PREFIX,
  CLIENT_ALREADY_LOCKED_MESSAGE,
  CLIENT_HAS_NO_EMAIL_MESSAGE,
  CLIENT_NOT_LOCKED_MESSAGE,
  CLIENT_SIGN_IN_HISTORY_LENGTH,
  LOGIN_METHODS,
  SSA_DOCUMENTS,
  clientLockedMessage,
  clientNotFoundMessage,
  clientUnlockedMessage,
  maskBirthDate,
  maskSsn,
  officeToday,
  passwordResetLinkSentMessage,
  type ClientStatus,
  type LoginMethod,
  type TAdminClientProfile,
  type TAdminClientListQuery,
  type TAdminClientSearchResponse,
  type TAddress,
  type TClientLockResponse,
  type TClientLockState,
} from '@payee/contract';
import { ApiError, notFound } from '../../lib/api-error';
import { decryptString } from '../../lib/crypto';
import type { FormServiceDeps } from '../../lib/service-deps';
import { RESET_LINK_MINUTES } from '../../mail/templates/credential-reset-link';
import { createAuditRepository, type StaffActor } from '../audit';
import { createAuthTokenRepository } from '../auth-tokens';
import { createCredentialService } from '../credentials';
import { createIntakeRepository } from '../intake';
import { centsToDecimal, createLedgerRepository } from '../ledger';
import { buildDetail, createOnboardingListRepository, createOnboardingRepository, fullName, staffFilePaths } from '../onboarding';
import { createSignInAttemptRepository, SIGN_IN_LOCK_WINDOW_MS, SIGN_IN_MAX_FAILURES } from '../sessions';
import { type AdminClientRow, createClientAdminRepository, createClientRepository } from '../clients';

export type ClientAdminServiceDeps = FormServiceDeps<'APP_ENCRYPTION_KEY' | 'PUBLIC_BASE_URL' | 'SIGN_IN_RATE_LIMIT_PER_15_MINUTES'>;

/** Where the client stands, as the back office shows it: a staff lock wins over the process. */
export function clientStatus(row: Pick<AdminClientRow, 'signInLockedAt' | 'processType'>): ClientStatus {
  if (row.signInLockedAt) return 'locked';
  return row.processType === 'intake' ? 'applicant' : row.processType === 'onboarding' ? 'onboarding' : 'active';
}

/** Whole years from a birth date (yyyy-MM-dd) to the office's day at the moment `now`. */
export const ageOn = (dateOfBirth: string, now: Date): number => differenceInYears(parseISO(officeToday(now)), parseISO(dateOfBirth));

const asStatus = (status: number): 0 | 1 => (status === 1 ? 1 : 0);
const orNull = <T>(value: T | undefined | null): T | null => (value === undefined ? null : value);
const isLoginMethod = (value: unknown): value is LoginMethod => LOGIN_METHODS.includes(value as LoginMethod);

/**
 * The back office's clients (docs/decisions.md, "Clients and enquiries in the back office"): search, the
 * profile (read from the intake, onboarding, ledger and audit records, the SSN masked), locking and unlocking
 * the client's sign-in, and the password-reset link. Each action writes its audit row in its own transaction.
 */
export function createClientAdminService(deps: ClientAdminServiceDeps) {
  const { db, config, now = () => new Date() } = deps;
  const repository = createClientAdminRepository(db);
  const credentials = createCredentialService({ ...deps, now });
  const key = config.APP_ENCRYPTION_KEY;

  async function find(id: number) {
    const row = await repository.find(id);
    if (!row) throw notFound(clientNotFoundMessage(id));
    return row;
  }

  /** The staff lock, and the lock five wrong sign-ins in 15 minutes set on their own (until when). */
  async function lockState(row: AdminClientRow): Promise<TClientLockState> {
    const at = now();
    const failures = await createSignInAttemptRepository(db).recentFailures(
      null,
      row.id,
      new Date(at.getTime() - SIGN_IN_LOCK_WINDOW_MS),
      SIGN_IN_MAX_FAILURES,
    );
    const oldest = failures.length >= SIGN_IN_MAX_FAILURES ? failures[failures.length - 1] : undefined;
    return {
      is_locked: row.signInLockedAt !== null,
      locked_at: row.signInLockedAt?.toISOString() ?? null,
      locked_by: row.signInLockedBy !== null && row.lockedByName !== null ? { id: row.signInLockedBy, name: row.lockedByName } : null,
      reason: row.signInLockReason,
      failed_sign_ins_locked_until: oldest ? new Date(oldest.getTime() + SIGN_IN_LOCK_WINDOW_MS).toISOString() : null,
    };
  }

  /** The address given on the intake form, the state and country by name. */
  async function addressOf(address: TAddress | null | undefined): Promise<TAdminClientProfile['identity']['address']> {
    if (!address) return null;
    const lists = createOnboardingListRepository(db);
    const states = address.state_id ? await lists.names('states', [address.state_id]) : new Map();
    const countries = address.country_id ? await lists.names('countries', [address.country_id]) : new Map();
    return {
      line_1: orNull(address.line_1),
      line_2: orNull(address.line_2),
      city_name: orNull(address.city_name),
      county: orNull(address.county),
      state: (address.state_id ? states.get(address.state_id)?.name : undefined) ?? orNull(address.state_name),
      zip_code: orNull(address.zip_code),
      country: (address.country_id ? countries.get(address.country_id)?.name : undefined) ?? null,
      is_international: address.is_international === 1 ? 1 : 0,
    };
  }

  /** Every program the client is enrolled in, with its balance (the ledger's sum, in cents, then as text). */
  async function programsWithBalances(clientId: number): Promise<TAdminClientProfile['programs']> {
    const ledger = createLedgerRepository(db);
    const enrolments = await ledger.programsOf(clientId);
    return Promise.all(
      enrolments.map(async (program) => {
        const cents = await ledger.balanceCents(clientId, program.id);
        return {
          id: program.id,
          name: program.name,
          short_name: program.shortName,
          status: asStatus(program.status),
          enrolled_on: program.enrolledOn,
          balance: { value: centsToDecimal(cents), value_cents: cents },
        };
      }),
    );
  }

  /** The onboarding's contacts, benefits, bills and files (the staff file routes), if the client has one. */
  async function onboardingParts(row: AdminClientRow) {
    const onboarding = createOnboardingRepository(db);
    const [client, profile, actions] = await Promise.all([
      onboarding.findClient(row.id),
      onboarding.profile(row.id),
      onboarding.actions(row.id),
    ]);
    const paths = staffFilePaths(row.applicationCode);
    const detail =
      client && profile ? await buildDetail(onboarding, createOnboardingListRepository(db), key, client, profile, paths) : undefined;
    const billRows = profile ? await onboarding.bills(profile.id) : [];
    const billNames = new Map((detail?.client_bills ?? []).map((bill) => [bill.id, bill.reporting_account.name]));
    const documents: TAdminClientProfile['documents'] = [];
    if (profile?.photoStorageName) {
      documents.push({
        kind: 'photo',
        label: 'Profile photo',
        original_name: profile.photoOriginalName!,
        content_type: profile.photoContentType!,
        size_bytes: profile.photoSizeBytes!,
        uploaded_at: null,
        file_path: paths.photo(),
      });
    }
    for (const bill of billRows) {
      documents.push({
        kind: 'bill',
        label: `Bill: ${billNames.get(bill.id) || 'bill'}`,
        original_name: bill.fileOriginalName,
        content_type: bill.fileContentType,
        size_bytes: bill.fileSizeBytes,
        uploaded_at: null,
        file_path: paths.bill(bill.id),
      });
    }
    const hasOnboarding = row.processType !== 'intake' || profile !== undefined || actions.length > 0;
    return {
      contacts: detail?.client_contacts ?? [],
      benefits: detail?.benefits ?? [],
      bills: detail?.client_bills ?? [],
      documents,
      onboarding: hasOnboarding
        ? {
            path: `${API_PREFIX}${API_PATHS.adminOnboardingDetail(row.applicationCode)}`,
            submitted_at: profile?.submittedAt?.toISOString() ?? null,
            actions: actions.map((action) => ({
              action: action.action,
              acted_by: action.actedBy,
              acted_at: action.actedAt.toISOString(),
              reasons: action.reasons,
              program_ids: action.programIds,
            })),
          }
        : null,
    };
  }

  /** Their intake application (at most one), its decisions, and its SSA documents (the staff download routes). */
  async function intakeParts(row: AdminClientRow) {
    const intake = createIntakeRepository(db);
    const application = await intake.findByClientUserId(row.id);
    if (!application) return { address: null, applications: [], documents: [] };
    const [status, decisions, files] = await Promise.all([
      repository.applicationStatus(application.applicationStatusId),
      intake.decisions(application.id),
      intake.documents(application.id),
    ]);
    const code = application.applicationCode;
    return {
      address: await addressOf(application.physicalAddress),
      applications: [
        {
          id: application.id,
          application_code: code,
          status: status ?? null,
          is_draft: application.isDraft,
          created_at: application.createdAt.toISOString(),
          submitted_at: application.submittedAt?.toISOString() ?? null,
          path: `${API_PREFIX}${API_PATHS.adminIntake(code)}`,
          decisions: decisions.map((decision) => ({
            decision: decision.decision,
            decided_by: decision.decidedBy,
            decided_at: decision.decidedAt.toISOString(),
            reasons: decision.reasons,
          })),
        },
      ],
      documents: files.map((file) => ({
        kind: 'ssa_document' as const,
        label: SSA_DOCUMENTS.find((document) => document.slug === file.slug)?.label ?? file.slug,
        original_name: file.originalName,
        content_type: file.contentType,
        size_bytes: file.sizeBytes,
        uploaded_at: file.uploadedAt.toISOString(),
        file_path: `${API_PREFIX}${API_PATHS.adminIntakeDocument(code, file.slug)}`,
      })),
    };
  }

  /** The last sign-in attempts, newest first, from the audit trail (which keeps the address; never what was typed). */
  async function signIns(clientId: number): Promise<TAdminClientProfile['sign_ins']> {
    const { data } = await createAuditRepository(db).page(
      { action: 'client.sign_in', client_id: clientId },
      1,
      CLIENT_SIGN_IN_HISTORY_LENGTH,
    );
    return data.map((event) => {
      const outcome = typeof event.details?.outcome === 'string' ? event.details.outcome : 'unknown';
      return {
        at: event.at,
        ip: event.ip,
        method: isLoginMethod(event.details?.method) ? event.details.method : null,
        outcome,
        is_success: outcome === 'success',
      };
    });
  }

  /** Locks or unlocks under the row's lock, with the audit row, in one transaction. */
  async function changeLock(id: number, actor: StaffActor, lock: { reason: string } | { reason?: string; unlock: true }) {
    const row = await find(id);
    const isLocking = !('unlock' in lock);
    const at = now();
    await db.transaction(async (tx) => {
      const current = await createClientAdminRepository(tx).lockRow(id);
      if (!current) throw notFound(clientNotFoundMessage(id));
      if (isLocking && current.signInLockedAt) throw new ApiError(409, CLIENT_ALREADY_LOCKED_MESSAGE);
      if (!isLocking && !current.signInLockedAt) throw new ApiError(409, CLIENT_NOT_LOCKED_MESSAGE);
      await createClientAdminRepository(tx).setSignInLock(
        id,
        isLocking ? { at, staffUserId: actor.staffUserId, reason: lock.reason! } : null,
      );
      // Locking ends every session at once, in the same transaction (requireClient refuses a locked client too).
      if (isLocking) await createAuthTokenRepository(tx).revokeAllForSubject('client', id, at);
      await createAuditRepository(tx).record({
        action: isLocking ? 'client.lock' : 'client.unlock',
        staffUserId: actor.staffUserId,
        clientId: id,
        recordType: 'client_user',
        recordId: id,
        ip: actor.ip,
        reason: lock.reason ?? null,
        at,
      });
    });
    deps.log.info({ client_id: id, staff_user_id: actor.staffUserId }, isLocking ? 'client sign-in locked' : 'client sign-in unlocked');
    return { row, after: await find(id) };
  }

  return {
    /** `GET /admin/clients`: by name, username, application code, or the SSN's last four digits. */
    async search(query: TAdminClientListQuery): Promise<TAdminClientSearchResponse> {
      const { rows, total } = await repository.search(query.q, query.per_page, pageOffset(query.page, query.per_page), {
        withoutCaseworker: query.caseworker === 'none',
      });
      const programs = await repository.programsOf(rows.map((row) => row.id));
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: fullName(row),
          username: row.username,
          application_code: row.applicationCode,
          status: clientStatus(row),
          process_type: row.processType,
          current_process: row.currentProcess,
          programs: (programs.get(row.id) ?? []).map((program) => ({
            id: program.id,
            name: program.name,
            short_name: program.shortName,
            status: asStatus(program.status),
          })),
          ssn_masked: maskSsn(row.ssnLast4),
          created_at: row.createdAt.toISOString(),
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    /** `GET /admin/clients/{id}`. */
    async profile(id: number): Promise<TAdminClientProfile> {
      const row = await find(id);
      const dateOfBirth = decryptString(row.dateOfBirthEncrypted, key);
      const [intake, onboarding, programs, history, lock] = await Promise.all([
        intakeParts(row),
        onboardingParts(row),
        programsWithBalances(row.id),
        signIns(row.id),
        lockState(row),
      ]);
      return {
        id: row.id,
        application_code: row.applicationCode,
        status: clientStatus(row),
        process_type: row.processType,
        current_process: row.currentProcess,
        created_at: row.createdAt.toISOString(),
        identity: {
          title: row.title,
          first_name: row.firstName,
          middle_name: row.middleName,
          last_name: row.lastName,
          suffix: row.suffix,
          name: fullName(row),
          username: row.username,
          email: row.email,
          phone: row.phone,
          ssn_masked: maskSsn(row.ssnLast4),
          date_of_birth_masked: maskBirthDate(dateOfBirth),
          age: ageOn(dateOfBirth, now()),
          address: intake.address,
        },
        programs,
        contacts: onboarding.contacts,
        benefits: onboarding.benefits,
        bills: onboarding.bills,
        documents: [...intake.documents, ...onboarding.documents],
        applications: intake.applications,
        onboarding: onboarding.onboarding,
        sign_ins: history,
        lock,
      };
    },

    /** Locks the client's sign-in until unlocked and ends their sessions. */
    async lock(id: number, reason: string, actor: StaffActor): Promise<TClientLockResponse> {
      const { row, after } = await changeLock(id, actor, { reason });
      return { message: clientLockedMessage(fullName(row)), data: await lockState(after) };
    },

    async unlock(id: number, reason: string | undefined, actor: StaffActor): Promise<TClientLockResponse> {
      const { row, after } = await changeLock(id, actor, { reason, unlock: true });
      return { message: clientUnlockedMessage(fullName(row)), data: await lockState(after) };
    },

    /** E-mails the client the link "Forgot password" sends (the credentials service's), with an audit row. */
    async sendPasswordResetLink(id: number, actor: StaffActor) {
      const user = await createClientRepository(db).findById(id);
      if (!user) throw notFound(clientNotFoundMessage(id));
      if (!user.email) throw new ApiError(409, CLIENT_HAS_NO_EMAIL_MESSAGE);
      const masked = await credentials.emailResetLink(user, 'password', (tx, at) =>
        createAuditRepository(tx).record({
          action: 'client.password_reset_link',
          staffUserId: actor.staffUserId,
          clientId: id,
          recordType: 'client_user',
          recordId: id,
          ip: actor.ip,
          at,
        }),
      );
      return { message: passwordResetLinkSentMessage(masked, RESET_LINK_MINUTES) };
    },
  };
}

export type ClientAdminService = ReturnType<typeof createClientAdminService>;

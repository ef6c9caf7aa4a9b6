import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, API_PREFIX } from '@payee/contract';
import { and, eq, isNotNull, like, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as databaseCommand } from '../src/cli/database';
import { run as rotateKeys } from '../src/cli/rotate-keys';
import { loadConfig, type Env } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { lockDataDir } from '../src/db/data-dir-lock';
import {
  clientUsers,
  emailOutbox,
  caseNotes,
  clientDocuments,
  enquiries,
  intakeApplicationDocuments,
  intakeApplications,
  onboardingBills,
  onboardingOtherIdentifiers,
  onboardingProfiles,
  paymentVendors,
  ssa623BatchJobs,
  staffRecoveryCodes,
  staffUsers,
} from '../src/db/schema/index';
import { DEMO_CLIENT } from '../src/seed/demo-clients';
import { DEMO_STAFF } from '../src/seed/demo-staff';
import { keyRing, lookupHash } from '../src/lib/crypto';
import { createMailer } from '../src/mail/mailer';
import { createOutbox } from '../src/modules/outbox/outbox';
import { hashRecoveryCode } from '../src/modules/staff/totp';
import { TEST_DATABASES, withAppOn } from './helpers/app';
import { bearer, loginBySsn } from './helpers/clients';
import { readOutbox } from './helpers/outbox';
import { STORAGE_BACKENDS, startLocalS3, type LocalS3 } from './helpers/s3';
import { scratchDatabaseUrl } from './helpers/scratch-database';
import { signInStaff, STAFF_LOGIN, STAFF_TOTP } from './helpers/staff';

/**
 * `npm run keys:rotate` on the demo data, as an operator would: seeded under key 1, rotated to key 2 with key 1
 * as an old key, then read by a server that has key 2 alone. Each command opens the database afresh (PGlite
 * on disk, one process at a time), so the slow part is the embedded database's start-ups.
 */
const COMMAND_TIMEOUT_MS = 120_000;

const KEY_1 = randomBytes(32).toString('base64');
const KEY_2 = randomBytes(32).toString('base64');
const KEY_3 = randomBytes(32).toString('base64');
const ARGON_CODE = 'abcd-efgh-jk';
const KEY_BOUND_CODE = 'mnpq-rstu-vw';
/** An e-mail written to the outbox under key 1 and still waiting (the mail server away) when the key is rotated. */
const WAITING_MAIL = { to: 'waiting@example.org', subject: 'Written before the rotation', text: 'Still here.', html: '<p>Still here.</p>' };

/** Every encrypted column, wrapped file key and recomputable look-up hash, by table. */
const ENCRYPTED: [PgTable, PgColumn[]][] = [
  [clientUsers, [clientUsers.ssnEncrypted, clientUsers.dateOfBirthEncrypted]],
  [intakeApplications, [intakeApplications.veteranServiceNoEncrypted]],
  [enquiries, [enquiries.ssnEncrypted]],
  // Append-only: its trigger lets the rotation through (migration 0030), nothing else.
  [caseNotes, [caseNotes.textEncrypted]],
  [
    onboardingProfiles,
    [onboardingProfiles.healthInfoEncrypted, onboardingProfiles.identifiersEncrypted, onboardingProfiles.photoKeyEncrypted],
  ],
  [onboardingOtherIdentifiers, [onboardingOtherIdentifiers.identityCodeEncrypted]],
  [staffUsers, [staffUsers.totpSecretEncrypted]],
  [intakeApplicationDocuments, [intakeApplicationDocuments.keyEncrypted]],
  [onboardingBills, [onboardingBills.fileKeyEncrypted]],
  [emailOutbox, [emailOutbox.messageEncrypted]],
  [ssa623BatchJobs, [ssa623BatchJobs.keyEncrypted]],
  // Kept: its trigger lets the rotation through (migration 0034), nothing else.
  [clientDocuments, [clientDocuments.keyEncrypted]],
];

describe.each(TEST_DATABASES)('npm run keys:rotate (%s)', (driver) => {
  describe.each(STORAGE_BACKENDS)('files in %s', (backend) => {
    let dataDir: string;
    let env: Env;
    let s3: LocalS3 | undefined;
    let scratch: Awaited<ReturnType<typeof scratchDatabaseUrl>>;

    /** The database between commands (PGlite: one process at a time, so it is closed again). */
    async function inDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
      const database = scratch
        ? await openDatabase({ driver: 'postgres', connectionString: scratch.url, poolSize: 2 })
        : await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    }

    const count = (database: DatabaseHandle, table: PgTable, where: ReturnType<typeof and>) =>
      database.db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .where(where)
        .then(([row]) => Number(row!.n));

    /** How many values (rows of each table) are under key `id`, and how many under another. */
    const keyUse = (id: string) =>
      inDatabase(async (database) => {
        let under = 0;
        let other = 0;
        for (const [table, columns] of ENCRYPTED) {
          under += await count(database, table, or(...columns.map((column) => like(column, `v2:${id}:%`))));
          other += await count(
            database,
            table,
            or(...columns.map((column) => and(isNotNull(column), sql`${column} not like ${`v2:${id}:%`}`))),
          );
        }
        under += await count(database, clientUsers, like(clientUsers.ssnLookup, `${id}:%`));
        other += await count(database, clientUsers, sql`${clientUsers.ssnLookup} not like ${`${id}:%`}`);
        return { under, other };
      });

    const withKeys = (extra: Env): Env => ({ ...env, ...extra });

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-keys-test-'));
      scratch = await scratchDatabaseUrl(driver);
      s3 = backend === 's3' ? await startLocalS3() : undefined;
      env = {
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        APP_ENCRYPTION_KEY: KEY_1,
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        ...s3?.env,
      };
      const seeded = await databaseCommand(['seed'], env);
      expect(seeded.exitCode, seeded.output).toBe(0);
      // Two recovery codes for the demo member of staff: one as codes are made now (argon2id, no key), one as
      // they were before (a keyed hash under key 1), which no rotation can move. And an e-mail waiting under key 1.
      await inDatabase(async ({ db }) => {
        const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, DEMO_STAFF.email));
        const key1 = keyRing({ id: '1', key: Buffer.from(KEY_1, 'base64') });
        await db.insert(staffRecoveryCodes).values([
          { staffUserId: staff!.id, codeHash: await hashRecoveryCode(ARGON_CODE) },
          { staffUserId: staff!.id, codeHash: lookupHash('staff-recovery-code', 'mnpqrstuvw', key1) },
        ]);
        const quiet = { info: () => {}, error: () => {} };
        const mailer = createMailer({ from: 'Test <no-reply@example.org>', outboxDir: path.join(dataDir, 'outbox'), log: () => {} });
        await createOutbox({ db, mailer, key: key1, log: quiet }).enqueue(db, WAITING_MAIL, { template: 'test' });
      });
    }, COMMAND_TIMEOUT_MS);
    afterAll(async () => {
      await scratch?.drop();
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      're-encrypts every value, look-up hash and file key under the new key, with counts, and says what it could not move',
      async () => {
        const before = await keyUse('1');
        expect(before.other).toBe(0);
        const expected = await inDatabase(async (database) => ({
          clients: await count(database, clientUsers, undefined),
          veterans: await count(database, intakeApplications, isNotNull(intakeApplications.veteranServiceNoEncrypted)),
          enquiries: await count(database, enquiries, isNotNull(enquiries.ssnEncrypted)),
          caseNotes: await count(database, caseNotes, undefined),
          profiles: await count(
            database,
            onboardingProfiles,
            or(isNotNull(onboardingProfiles.healthInfoEncrypted), isNotNull(onboardingProfiles.identifiersEncrypted)),
          ),
          others: await count(database, onboardingOtherIdentifiers, undefined),
          documents: await count(database, intakeApplicationDocuments, undefined),
          photos: await count(database, onboardingProfiles, isNotNull(onboardingProfiles.photoKeyEncrypted)),
          bills: await count(database, onboardingBills, undefined),
          clientDocuments: await count(database, clientDocuments, undefined),
          vendors: await count(database, paymentVendors, isNotNull(paymentVendors.accountNumberEncrypted)),
          totpSecrets: await count(database, staffUsers, isNotNull(staffUsers.totpSecretEncrypted)),
          waitingMails: await count(database, emailOutbox, isNotNull(emailOutbox.messageEncrypted)),
        }));
        expect(expected.documents).toBeGreaterThan(0);
        expect(expected.caseNotes).toBeGreaterThan(0);
        expect(expected.bills).toBeGreaterThan(0);
        expect(expected.clientDocuments).toBeGreaterThan(0);
        expect(expected.vendors).toBeGreaterThan(0);
        expect(expected.waitingMails).toBeGreaterThan(0);

        const outcome = await rotateKeys(
          [],
          withKeys({ APP_ENCRYPTION_KEY: KEY_2, APP_ENCRYPTION_KEY_ID: '2', APP_ENCRYPTION_OLD_KEYS: `1:${KEY_1}` }),
        );
        expect(outcome.exitCode, outcome.output).toBe(0);
        const lines = [
          `  client SSNs, birth dates and SSN look-up hashes: ${expected.clients}`,
          `  enquiry SSNs: ${expected.enquiries}`,
          `  case notes: ${expected.caseNotes}`,
          `  medical details and identifier numbers (onboarding): ${expected.profiles}`,
          `  other identifier numbers (onboarding): ${expected.others}`,
          `  staff TOTP secrets: ${expected.totpSecrets}`,
          // The demo vendors with an account number on file (src/seed/demo-finance.ts).
          `  vendor account numbers (finance): ${expected.vendors}`,
          `  e-mails waiting in the outbox: ${expected.waitingMails}`,
          `  SSA documents (intake): ${expected.documents}`,
          `  profile photos (onboarding): ${expected.photos}`,
          `  bill files (onboarding): ${expected.bills}`,
          `  documents on clients' files: ${expected.clientDocuments}`,
          '  unused staff recovery codes: 1',
        ];
        for (const line of lines) expect(outcome.output).toContain(line);
        if (expected.veterans > 0) expect(outcome.output).toContain(`  veteran service numbers (intake): ${expected.veterans}`);
        expect(outcome.output).toContain('The recovery codes work only while their key is configured');

        const after = await keyUse('2');
        expect(after).toEqual({ under: before.under, other: 0 });
      },
      COMMAND_TIMEOUT_MS,
    );

    it(
      'changes nothing when run again',
      async () => {
        const again = await rotateKeys(
          [],
          withKeys({ APP_ENCRYPTION_KEY: KEY_2, APP_ENCRYPTION_KEY_ID: '2', APP_ENCRYPTION_OLD_KEYS: `1:${KEY_1}` }),
        );
        expect(again.exitCode, again.output).toBe(0);
        expect(again.output).toMatch(/^Everything was already under key 2 \(/);
      },
      COMMAND_TIMEOUT_MS,
    );

    it(
      'leaves the data readable by a server with the new key alone: SSN sign-in, documents, staff sign-in, reveals and the e-mail waiting',
      async () => {
        const config = loadConfig(withKeys({ APP_ENCRYPTION_KEY: KEY_2, APP_ENCRYPTION_KEY_ID: '2' }));
        expect([...config.APP_ENCRYPTION_KEY.keys.keys()]).toEqual(['2']);
        await inDatabase((database) =>
          withAppOn(database, config, async (ctx) => {
            const { app } = ctx;
            expect((await loginBySsn(ctx, DEMO_CLIENT.ssn, DEMO_CLIENT.dateOfBirth)).statusCode).toBe(200);

            const staff = await signInStaff(ctx, DEMO_STAFF);
            const [document] = await database.db
              .select({ code: clientUsers.applicationCode, slug: intakeApplicationDocuments.slug })
              .from(intakeApplicationDocuments)
              .innerJoin(intakeApplications, eq(intakeApplications.id, intakeApplicationDocuments.applicationId))
              .innerJoin(clientUsers, eq(clientUsers.id, intakeApplications.clientUserId))
              .limit(1);
            const download = await app.inject({
              method: 'GET',
              url: `${API_PREFIX}${API_PATHS.adminIntakeDocument(document!.code, document!.slug)}`,
              headers: bearer(staff.token),
            });
            expect(download.statusCode).toBe(200);
            expect(download.rawPayload.length).toBeGreaterThan(0);
            const ssn = await app.inject({
              method: 'POST',
              url: `${API_PREFIX}${API_PATHS.adminIntakeSsn(document!.code)}`,
              headers: bearer(staff.token),
              payload: { purpose: 'ssa_report', reason: 'Checking the SSA letter after the key rotation.' },
            });
            expect(ssn.statusCode, ssn.body).toBe(200);
            expect(ssn.json().data.ssn).toMatch(/^\d{3}-\d{2}-\d{4}$/);

            const [withHealth] = await database.db
              .select({ code: clientUsers.applicationCode })
              .from(onboardingProfiles)
              .innerJoin(clientUsers, eq(clientUsers.id, onboardingProfiles.clientUserId))
              .where(isNotNull(onboardingProfiles.healthInfoEncrypted))
              .limit(1);
            const medical = await app.inject({
              method: 'POST',
              url: `${API_PREFIX}${API_PATHS.adminOnboardingMedical(withHealth!.code)}`,
              headers: bearer(staff.token),
              payload: { purpose: 'care_or_bills', reason: 'Checking the medication list after the key rotation.' },
            });
            expect(medical.statusCode, medical.body).toBe(200);
            const bill = await database.db
              .select({ code: clientUsers.applicationCode, id: onboardingBills.id })
              .from(onboardingBills)
              .innerJoin(onboardingProfiles, eq(onboardingProfiles.id, onboardingBills.profileId))
              .innerJoin(clientUsers, eq(clientUsers.id, onboardingProfiles.clientUserId))
              .limit(1);
            const billFile = await app.inject({
              method: 'GET',
              url: `${API_PREFIX}${API_PATHS.adminOnboardingBillFile(bill[0]!.code, bill[0]!.id)}`,
              headers: bearer(staff.token),
            });
            expect(billFile.statusCode).toBe(200);
            const [kept] = await database.db
              .select({ clientId: clientDocuments.clientId, id: clientDocuments.id })
              .from(clientDocuments)
              .limit(1);
            const keptFile = await app.inject({
              method: 'GET',
              url: `${API_PREFIX}${API_PATHS.adminClientDocumentFile(kept!.clientId, kept!.id)}`,
              headers: bearer(staff.token),
            });
            expect(keptFile.statusCode).toBe(200);
            expect(keptFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

            // Recovery codes: the argon2id one needs no key; the one hashed under key 1 went with it.
            const withCode = async (recovery_code: string) => {
              const login = await app.inject({
                method: 'POST',
                url: STAFF_LOGIN,
                payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
              });
              const { challenge_token } = login.json().data;
              return app.inject({ method: 'POST', url: STAFF_TOTP, payload: { challenge_token, recovery_code } });
            };
            expect((await withCode(KEY_BOUND_CODE)).statusCode).toBe(422);
            expect((await withCode(ARGON_CODE)).statusCode).toBe(200);

            // The e-mail written under key 1 is sent by a worker that has key 2 alone (no SMTP_URL: the outbox folder).
            await app.outbox.deliverDue();
            const [waiting] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'test'));
            expect([waiting!.status, waiting!.lastError, waiting!.messageEncrypted]).toEqual(['sent', null, null]);
            const mails = await readOutbox(dataDir);
            expect(mails.filter((mail) => mail.subject === WAITING_MAIL.subject).map((mail) => [mail.to, mail.text.trim()])).toEqual([
              [[WAITING_MAIL.to], WAITING_MAIL.text],
            ]);
          }),
        );
      },
      COMMAND_TIMEOUT_MS,
    );

    it(
      'refuses to move values whose key is missing, and leaves them as they were',
      async () => {
        const outcome = await rotateKeys([], withKeys({ APP_ENCRYPTION_KEY: KEY_3, APP_ENCRYPTION_KEY_ID: '3' }));
        expect(outcome.exitCode).toBe(1);
        expect(outcome.output).toContain('Could not re-encrypt');
        expect(outcome.output).toContain('which is not configured (APP_ENCRYPTION_OLD_KEYS)');
        expect(outcome.output).toContain('Add the keys they name to APP_ENCRYPTION_OLD_KEYS');
        expect((await keyUse('2')).other).toBe(0);
      },
      COMMAND_TIMEOUT_MS,
    );

    if (driver === 'pglite') {
      it('refuses to open the embedded database while a server holds it', async () => {
        const release = await lockDataDir(dataDir);
        try {
          const outcome = await rotateKeys(
            [],
            withKeys({ APP_ENCRYPTION_KEY: KEY_3, APP_ENCRYPTION_KEY_ID: '3', APP_ENCRYPTION_OLD_KEYS: `2:${KEY_2}` }),
          );
          expect(outcome.exitCode).toBe(3);
          expect(outcome.output).toContain('Stop the server, run npm run keys:rotate');
        } finally {
          await release();
        }
      });
    } else {
      it(
        'runs beside a server on PostgreSQL: sign-ins during the rotation all succeed',
        async () => {
          const ringEnv = withKeys({ APP_ENCRYPTION_KEY: KEY_3, APP_ENCRYPTION_KEY_ID: '3', APP_ENCRYPTION_OLD_KEYS: `2:${KEY_2}` });
          const config = loadConfig(ringEnv);
          await inDatabase((database) =>
            withAppOn(database, config, async (ctx) => {
              const rotation = rotateKeys(['--batch-size', '1'], ringEnv);
              const signIns = await Promise.all(Array.from({ length: 8 }, () => loginBySsn(ctx, DEMO_CLIENT.ssn, DEMO_CLIENT.dateOfBirth)));
              const outcome = await rotation;
              expect(outcome.exitCode, outcome.output).toBe(0);
              expect(signIns.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
            }),
          );
          expect((await keyUse('3')).other).toBe(0);
        },
        COMMAND_TIMEOUT_MS,
      );
    }
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { SITE } from '@payee/content';
import { isRoutingNumber } from '@payee/contract';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST_DIR, REPO_ROOT } from './file-paths';
import { KEY_ID_PATTERN, keyRing, type KeyRing } from './lib/crypto';

/** 32 bytes: AES-256-GCM and the HMAC key derivations in lib/crypto.ts need exactly this. */
export const ENCRYPTION_KEY_BYTES = 32;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Secrets production refuses to start without (a development server makes do without them). */
const PRODUCTION_REQUIRED = [
  'APP_ENCRYPTION_KEY',
  'RECAPTCHA_SECRET_KEY',
  'RECAPTCHA_SITE_KEY',
  'SMTP_URL',
  'PUBLIC_BASE_URL',
  // A real sender address: relays refuse mail from no-reply@localhost.
  'MAIL_FROM',
] as const;

/** The NACHA file's identifiers: all of them, or none (no ACH file). */
export const ACH_SETTINGS = [
  'ACH_DESTINATION_ROUTING',
  'ACH_DESTINATION_NAME',
  'ACH_ORIGIN',
  'ACH_ORIGIN_NAME',
  'ACH_COMPANY_NAME',
  'ACH_COMPANY_ID',
] as const;

/**
 * The bank files' settings a development server (`npm start`, `npm run dev`) uses when none of them is given, so a
 * person trying the demo can download a paid run's NACHA and positive-pay files. Clearly fake: no bank is named,
 * 091000019 only passes the ABA check digit, and production never gets them (nor tests: NODE_ENV=test).
 */
export const DEVELOPMENT_BANK_FILES = {
  ACH_DESTINATION_ROUTING: '091000019',
  ACH_DESTINATION_NAME: 'DEMO BANK NOT REAL',
  ACH_ORIGIN: '9000000000',
  ACH_ORIGIN_NAME: 'PAYEE PORTAL DEMO',
  ACH_COMPANY_NAME: 'PAYEE DEMO',
  ACH_COMPANY_ID: '9000000000',
  POSITIVE_PAY_ACCOUNT: '9999000012',
} as const satisfies Record<(typeof ACH_SETTINGS)[number] | 'POSITIVE_PAY_ACCOUNT', string>;

/** The sender outside production when MAIL_FROM is not set. */
export const DEVELOPMENT_MAIL_FROM = `${SITE.organisation.serviceName} <no-reply@localhost>`;

const zPort = z.coerce
  .number({ message: 'must be a whole number between 0 and 65535' })
  .int('must be a whole number between 0 and 65535')
  .min(0, 'must be a whole number between 0 and 65535')
  .max(65535, 'must be a whole number between 0 and 65535');

const zHttpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
  .transform((url) => url.replace(/\/+$/, ''));

const zEncryptionKey = z
  .string()
  .refine((value) => isEncryptionKey(value), {
    message: `must be ${ENCRYPTION_KEY_BYTES} random bytes in base64 (create one with: openssl rand -base64 32)`,
  })
  .transform((value) => Buffer.from(value, 'base64'));

/** The id new values are written with when APP_ENCRYPTION_KEY_ID is not set (and the development key's). */
export const DEFAULT_ENCRYPTION_KEY_ID = '1';

const KEY_ID_MESSAGE = 'must be 1 to 32 letters, digits, "_" or "-"';

/** APP_ENCRYPTION_OLD_KEYS: `id:base64` entries, separated by commas or spaces; the keys are never echoed. */
const zOldKeys = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const keys: { id: string; key: Buffer }[] = [];
    for (const [index, entry] of value
      .split(/[\s,]+/)
      .filter(Boolean)
      .entries()) {
      const separator = entry.indexOf(':');
      const id = separator > 0 ? entry.slice(0, separator) : '';
      const key = separator > 0 ? entry.slice(separator + 1) : '';
      if (!KEY_ID_PATTERN.test(id) || !isEncryptionKey(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `entry ${index + 1} must be <id>:<${ENCRYPTION_KEY_BYTES} bytes in base64>, the id ${KEY_ID_MESSAGE}`,
        });
        continue;
      }
      keys.push({ id, key: Buffer.from(key, 'base64') });
    }
    return keys;
  });

/** true/false (also 1/0, yes/no), for switches such as S3_FORCE_PATH_STYLE. */
const zSwitch = z
  .string()
  .default('false')
  .refine((value) => /^(true|false|1|0|yes|no)$/i.test(value.trim()), { message: 'must be true or false' })
  .transform((value) => /^(true|1|yes)$/i.test(value.trim()));

/** TRUST_PROXY: true/false, a number of hops, or a list of addresses/CIDRs (Fastify's `trustProxy`). */
const zTrustProxy = z
  .string()
  .default('false')
  .transform((value): boolean | number | string => {
    const lower = value.trim().toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (/^\d+$/.test(lower)) return Number(lower);
    return value.trim();
  });

/** A whole number of at least 1, e.g. requests per window. */
const zPerWindow = (what: string, fallback: number) =>
  z.coerce
    .number({ message: `must be a whole number of ${what}` })
    .int(`must be a whole number of ${what}`)
    .min(1, 'must be at least 1')
    .default(fallback);

function isEncryptionKey(value: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false;
  return Buffer.from(value, 'base64').length === ENCRYPTION_KEY_BYTES;
}

function envSchema(baseDir: string) {
  const zPath = (fallback: string) =>
    z
      .string()
      .default(fallback)
      .transform((value) => path.resolve(baseDir, value));

  return z
    .object({
      NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
      PORT: zPort.default(3000),
      HOST: z.string().min(1).default('127.0.0.1'),
      DATA_DIR: zPath(DEFAULT_DATA_DIR),
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection address')
        .optional(),
      /** PostgreSQL pool (docs/DEPLOYMENT.md): connections per instance and the timeouts of db/client.ts. */
      DATABASE_POOL_SIZE: zPerWindow('connections', 10),
      DATABASE_CONNECT_TIMEOUT_MS: zPerWindow('milliseconds', 5_000),
      DATABASE_STATEMENT_TIMEOUT_MS: zPerWindow('milliseconds', 15_000),
      DATABASE_IDLE_TIMEOUT_MS: zPerWindow('milliseconds', 30_000),
      /** The folder of pg_dump, pg_restore and psql for `db:backup` and `db:restore`; the PATH's when unset. */
      PG_BIN: z.string().min(1).optional(),
      /** How long a stop waits for in-flight requests before the process ends anyway. */
      SHUTDOWN_GRACE_MS: zPerWindow('milliseconds', 10_000),
      PUBLIC_BASE_URL: zHttpUrl.optional(),
      APP_ENCRYPTION_KEY: zEncryptionKey.optional(),
      /** The current key's id, written into every value it encrypts or hashes. */
      APP_ENCRYPTION_KEY_ID: z.string().regex(KEY_ID_PATTERN, KEY_ID_MESSAGE).default(DEFAULT_ENCRYPTION_KEY_ID),
      /** Keys that only decrypt: those of values not yet moved to the current key by `npm run keys:rotate`. */
      APP_ENCRYPTION_OLD_KEYS: zOldKeys,
      /** Uploaded files in S3-compatible object storage when set; DATA_DIR/uploads otherwise. */
      S3_BUCKET: z.string().optional(),
      /** MinIO or another S3-compatible service; AWS's own endpoint for the region when unset. */
      S3_ENDPOINT: zHttpUrl.optional(),
      S3_REGION: z.string().default('us-east-1'),
      /** Both or neither; without them the AWS SDK's usual sources (environment, instance role) are used. */
      S3_ACCESS_KEY_ID: z.string().optional(),
      S3_SECRET_ACCESS_KEY: z.string().optional(),
      /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most local servers). */
      S3_FORCE_PATH_STYLE: zSwitch,
      RECAPTCHA_SITE_KEY: z.string().optional(),
      RECAPTCHA_SECRET_KEY: z.string().optional(),
      RECAPTCHA_VERIFY_URL: zHttpUrl.default('https://www.google.com/recaptcha/api/siteverify'),
      RECAPTCHA_MIN_SCORE: z.coerce
        .number({ message: 'must be a number from 0 to 1' })
        .min(0, 'must be a number from 0 to 1')
        .max(1, 'must be a number from 0 to 1')
        .default(0.5),
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
        .optional(),
      MAIL_FROM: z.string().min(3, 'must be a sender such as "Name <no-reply@example.org>"').optional(),
      /** How often each instance's outbox worker looks for e-mails due (it is also woken after each request). */
      OUTBOX_POLL_MS: zPerWindow('milliseconds', 1_000),
      /** /metrics answers only with this as a bearer token; unset, there is no /metrics. */
      METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (create one with: openssl rand -hex 24)').optional(),
      /** Where enquiry notifications go; the office address of the content module unless set. */
      OFFICE_EMAIL: z.email('must be an e-mail address').default(SITE.office.email),
      LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
      WEB_DIST_DIR: zPath(DEFAULT_WEB_DIST_DIR),
      RATE_LIMIT_MAX: z.coerce
        .number({ message: 'must be a whole number of requests per minute' })
        .int('must be a whole number of requests per minute')
        .min(1, 'must be at least 1')
        .default(300),
      ENQUIRY_RATE_LIMIT_PER_HOUR: z.coerce
        .number({ message: 'must be a whole number of enquiries per hour' })
        .int('must be a whole number of enquiries per hour')
        .min(1, 'must be at least 1')
        .default(5),
      TRUST_PROXY: zTrustProxy,
      /** Where the rate limits count when set (shared by every instance); PostgreSQL otherwise. */
      REDIS_URL: z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// address')
        .optional(),
      /** Client sign-in attempts per address per 15 minutes (the per-account lock-out is separate: 5 failures). */
      SIGN_IN_RATE_LIMIT_PER_15_MINUTES: zPerWindow('sign-in attempts per 15 minutes', 30),
      /** "Forgot password" and "Forgot username" requests per address per hour. */
      CREDENTIAL_RATE_LIMIT_PER_HOUR: zPerWindow('requests per hour', 10),
      /** Application-code look-ups (the sign-in greeting) per address per minute. */
      CLIENT_NAME_RATE_LIMIT_PER_MINUTE: zPerWindow('look-ups per minute', 20),
      /** Requests one address may have in flight at once, per server; one more is answered 429 at once. */
      IN_FLIGHT_LIMIT_PER_ADDRESS: zPerWindow('requests', 20),
      // The bank files of a payment run (modules/finance/bank-files): the identifiers the bank assigned. Unset, no
      // NACHA file is written; all six ACH_ variables go together.
      /** The bank the NACHA file is sent to: its 9-digit routing number (the ODFI). */
      ACH_DESTINATION_ROUTING: z
        .string()
        .refine(isRoutingNumber, 'must be a 9-digit routing number that passes the check digit')
        .optional(),
      ACH_DESTINATION_NAME: z.string().max(23, 'must be at most 23 characters').optional(),
      /** Who sends the file: 10 characters as the bank gives them (often "1" and the EIN). */
      ACH_ORIGIN: z.string().length(10, 'must be 10 characters, as the bank gave them').optional(),
      ACH_ORIGIN_NAME: z.string().max(23, 'must be at most 23 characters').optional(),
      ACH_COMPANY_NAME: z.string().max(16, 'must be at most 16 characters').optional(),
      /** The company identification, 10 characters (usually "1" and the EIN). */
      ACH_COMPANY_ID: z.string().length(10, 'must be 10 characters, as the bank gave them').optional(),
      /** What the vendors' statements call the credit, up to 10 characters. */
      ACH_ENTRY_DESCRIPTION: z.string().max(10, 'must be at most 10 characters').default('PAYMENT'),
      /** The pooled account the checks are drawn on, as the positive-pay file names it. */
      POSITIVE_PAY_ACCOUNT: z
        .string()
        .regex(/^\d{4,17}$/, 'must be the account number: 4 to 17 digits')
        .optional(),
    })
    .superRefine((env, ctx) => {
      if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
        ctx.addIssue({
          code: 'custom',
          path: [env.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET_KEY' : 'RECAPTCHA_SITE_KEY'],
          message: 'reCAPTCHA needs both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither',
        });
      }
      if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
        ctx.addIssue({
          code: 'custom',
          path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
          message: 'object storage needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
        });
      }
      if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when other S3_ settings are given' });
      }
      if (env.APP_ENCRYPTION_OLD_KEYS.some(({ id }) => id === env.APP_ENCRYPTION_KEY_ID)) {
        ctx.addIssue({
          code: 'custom',
          path: ['APP_ENCRYPTION_OLD_KEYS'],
          message: `names the current key's id (APP_ENCRYPTION_KEY_ID=${env.APP_ENCRYPTION_KEY_ID}); give each key its own id`,
        });
      }
      const achGiven = ACH_SETTINGS.filter((name) => env[name] !== undefined);
      if (achGiven.length > 0 && achGiven.length < ACH_SETTINGS.length) {
        for (const name of ACH_SETTINGS.filter((each) => env[each] === undefined)) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required when ${achGiven.join(', ')} ${achGiven.length === 1 ? 'is' : 'are'} set (the ACH settings go together)`,
          });
        }
      }
      const oldIds = env.APP_ENCRYPTION_OLD_KEYS.map(({ id }) => id);
      if (new Set(oldIds).size !== oldIds.length) {
        ctx.addIssue({ code: 'custom', path: ['APP_ENCRYPTION_OLD_KEYS'], message: 'names one key id twice' });
      }
      if (env.NODE_ENV !== 'production') return;
      for (const name of PRODUCTION_REQUIRED) {
        if (env[name] === undefined) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
        }
      }
    });
}

type ParsedEnv = z.output<ReturnType<typeof envSchema>>;

/** The server's configuration, parsed once at start-up. */
export type Config = Omit<
  ParsedEnv,
  'APP_ENCRYPTION_KEY' | 'APP_ENCRYPTION_KEY_ID' | 'APP_ENCRYPTION_OLD_KEYS' | 'PUBLIC_BASE_URL' | 'MAIL_FROM'
> & {
  /**
   * The key ring: APP_ENCRYPTION_KEY as the current key (id APP_ENCRYPTION_KEY_ID) and APP_ENCRYPTION_OLD_KEYS,
   * which only decrypt (lib/crypto.ts). Kept under the variable's name, which every service already reads.
   */
  APP_ENCRYPTION_KEY: KeyRing;
  PUBLIC_BASE_URL: string;
  MAIL_FROM: string;
  /** True when reCAPTCHA v3 keys are set; otherwise the development captcha provider is used. */
  isRecaptchaConfigured: boolean;
};

/** Every missing or invalid variable, so one start-up attempt shows all of them. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

/** The optional `.env` file, at the repository root (`.env.example` lists every variable). */
export const ENV_FILE = path.join(REPO_ROOT, '.env');

/**
 * Adds the variables of an env file to `env` (process.env by default), as Node's `--env-file` does: a
 * variable the environment sets already wins over the file. A missing file is fine, and so is NODE_ENV=test,
 * which skips it. Answers the names it added.
 * The server and the database commands call it before `loadConfig`.
 */
export function loadEnvFile(file: string = ENV_FILE, env: Env = process.env): string[] {
  // Test runs (the journeys' server) configure themselves: a developer's DATABASE_URL or SMTP_URL
  // must not reach them.
  if (env.NODE_ENV === 'test') return [];
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const added: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined || value === undefined) continue;
    env[name] = value;
    added.push(name);
  }
  return added;
}

export interface LoadConfigOptions {
  /** Where relative paths (DATA_DIR, WEB_DIST_DIR) are resolved from. Default: where npm was run. */
  baseDir?: string;
}

/**
 * Parses the environment. In development and tests a missing APP_ENCRYPTION_KEY is generated once and
 * kept in DATA_DIR/secrets.json (mode 0600), so data encrypted yesterday still decrypts today; its id is
 * APP_ENCRYPTION_KEY_ID as for a configured key.
 */
export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): Config {
  // INIT_CWD is where `npm run …` was typed; npm itself moves the cwd to the workspace folder.
  const baseDir = options.baseDir ?? env.INIT_CWD ?? process.cwd();
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const result = envSchema(baseDir).safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const parsed = result.data;
  const { APP_ENCRYPTION_KEY_ID, APP_ENCRYPTION_OLD_KEYS, ...rest } = parsed;
  const key = parsed.APP_ENCRYPTION_KEY ?? developmentEncryptionKey(parsed.DATA_DIR);
  const bankFilesGiven = [...ACH_SETTINGS, 'POSITIVE_PAY_ACCOUNT' as const].some((name) => parsed[name] !== undefined);
  return {
    ...rest,
    ...(parsed.NODE_ENV === 'development' && !bankFilesGiven ? DEVELOPMENT_BANK_FILES : {}),
    APP_ENCRYPTION_KEY: keyRing({ id: APP_ENCRYPTION_KEY_ID, key }, APP_ENCRYPTION_OLD_KEYS),
    PUBLIC_BASE_URL: parsed.PUBLIC_BASE_URL ?? `http://localhost:${parsed.PORT}`,
    MAIL_FROM: parsed.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM,
    isRecaptchaConfigured: Boolean(parsed.RECAPTCHA_SECRET_KEY && parsed.RECAPTCHA_SITE_KEY),
  };
}

const SECRETS_FILE = 'secrets.json';

function developmentEncryptionKey(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRETS_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(ENCRYPTION_KEY_BYTES).toString('base64');
  try {
    // 'wx' creates the file only if it does not exist yet, so two first starts cannot pick different keys.
    fs.writeFileSync(file, `${JSON.stringify({ APP_ENCRYPTION_KEY: generated }, null, 2)}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
    return Buffer.from(generated, 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let stored: unknown;
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ConfigError([`${file}: is not valid JSON; fix or delete it (deleting it loses encrypted data)`]);
  }
  const value = (stored as { APP_ENCRYPTION_KEY?: unknown } | null)?.APP_ENCRYPTION_KEY;
  if (typeof value !== 'string' || !isEncryptionKey(value)) {
    throw new ConfigError([`${file}: APP_ENCRYPTION_KEY must be ${ENCRYPTION_KEY_BYTES} bytes in base64`]);
  }
  return Buffer.from(value, 'base64');
}

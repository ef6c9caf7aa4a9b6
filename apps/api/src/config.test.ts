import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE } from '@payee/content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, ENV_FILE, loadConfig, loadEnvFile } from './config';
import { DEFAULT_WEB_DIST_DIR, REPO_ROOT } from './file-paths';

const KEY = randomBytes(32).toString('base64');

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payee-config-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts with no variables at all, using the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: 'http://localhost:3000',
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      RECAPTCHA_MIN_SCORE: 0.5,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: DEFAULT_WEB_DIST_DIR,
      RATE_LIMIT_MAX: 300,
      TRUST_PROXY: false,
      ENQUIRY_RATE_LIMIT_PER_HOUR: 5,
      SIGN_IN_RATE_LIMIT_PER_15_MINUTES: 30,
      CREDENTIAL_RATE_LIMIT_PER_HOUR: 10,
      CLIENT_NAME_RATE_LIMIT_PER_MINUTE: 20,
      MAIL_FROM: `${SITE.organisation.serviceName} <no-reply@localhost>`,
      OFFICE_EMAIL: SITE.office.email,
      isRecaptchaConfigured: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_ENCRYPTION_KEY.current.key).toHaveLength(32);
    expect(config.APP_ENCRYPTION_KEY.current.id).toBe('1');
    expect(config.S3_BUCKET).toBeUndefined();
  });

  it('defaults the data directory to <repo root>/data whatever the working directory', () => {
    const config = loadConfig({ APP_ENCRYPTION_KEY: KEY }, { baseDir: '/somewhere/else' });
    expect(config.DATA_DIR).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('resolves a relative DATA_DIR from where npm was run (INIT_CWD), not from apps/api', () => {
    const config = loadConfig({ APP_ENCRYPTION_KEY: KEY, DATA_DIR: 'var/payee', INIT_CWD: '/srv/app' });
    expect(config.DATA_DIR).toBe('/srv/app/var/payee');
  });

  it('derives PUBLIC_BASE_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).PUBLIC_BASE_URL).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_BASE_URL: 'https://payee.example.org/' }).PUBLIC_BASE_URL).toBe(
      'https://payee.example.org',
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '  ' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every invalid variable at once', () => {
    const problems = problemsOf(() =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'abc',
        APP_ENCRYPTION_KEY: 'too-short',
        RECAPTCHA_MIN_SCORE: '2',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        PUBLIC_BASE_URL: 'not a url',
      }),
    );
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'APP_ENCRYPTION_KEY', 'RECAPTCHA_MIN_SCORE', 'LOG_LEVEL', 'DATABASE_URL', 'PUBLIC_BASE_URL']),
    );
    expect(problems).toHaveLength(6);
  });

  it('never echoes a secret value in its messages', () => {
    const error = (() => {
      try {
        loadConfig({ DATA_DIR: dataDir, APP_ENCRYPTION_KEY: 'c2VjcmV0LXZhbHVl' });
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error.message).toContain('APP_ENCRYPTION_KEY');
    expect(error.message).not.toContain('c2VjcmV0LXZhbHVl');
  });

  it('refuses to start in production without its secrets, naming each of them', () => {
    const problems = problemsOf(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }));
    expect(problems).toEqual([
      'APP_ENCRYPTION_KEY: is required when NODE_ENV=production',
      'RECAPTCHA_SECRET_KEY: is required when NODE_ENV=production',
      'RECAPTCHA_SITE_KEY: is required when NODE_ENV=production',
      'SMTP_URL: is required when NODE_ENV=production',
      'PUBLIC_BASE_URL: is required when NODE_ENV=production',
      'MAIL_FROM: is required when NODE_ENV=production',
    ]);
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('starts in production when every secret is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      APP_ENCRYPTION_KEY: KEY,
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      SMTP_URL: 'smtp://mail.example.org:587',
      PUBLIC_BASE_URL: 'https://payee.example.org',
      MAIL_FROM: 'Access Payee Services <no-reply@payee.example.org>',
    });
    expect(config.isRecaptchaConfigured).toBe(true);
    expect(config.MAIL_FROM).toBe('Access Payee Services <no-reply@payee.example.org>');
    expect(config.APP_ENCRYPTION_KEY.current.key.equals(Buffer.from(KEY, 'base64'))).toBe(true);
  });

  it('reads ENQUIRY_RATE_LIMIT_PER_HOUR as a whole number of at least 1', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ENQUIRY_RATE_LIMIT_PER_HOUR: '2' }).ENQUIRY_RATE_LIMIT_PER_HOUR).toBe(2);
    expect(problemsOf(() => loadConfig({ DATA_DIR: dataDir, ENQUIRY_RATE_LIMIT_PER_HOUR: '0' }))).toEqual([
      'ENQUIRY_RATE_LIMIT_PER_HOUR: must be at least 1',
    ]);
  });

  it('wants both reCAPTCHA keys or neither', () => {
    expect(problemsOf(() => loadConfig({ DATA_DIR: dataDir, RECAPTCHA_SITE_KEY: 'site' }))).toEqual([
      'RECAPTCHA_SECRET_KEY: reCAPTCHA needs both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither',
    ]);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or an address list', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
  });

  describe('key ring', () => {
    const OLD = Buffer.alloc(32, 7).toString('base64');
    const OLDER = Buffer.alloc(32, 9).toString('base64');

    it('is the current key under APP_ENCRYPTION_KEY_ID, with the old keys that only decrypt', () => {
      const ring = loadConfig({
        DATA_DIR: dataDir,
        APP_ENCRYPTION_KEY: KEY,
        APP_ENCRYPTION_KEY_ID: '2026-05',
        APP_ENCRYPTION_OLD_KEYS: `1:${OLDER}, 2025-11:${OLD}`,
      }).APP_ENCRYPTION_KEY;
      expect(ring.current.id).toBe('2026-05');
      expect(ring.current.key.equals(Buffer.from(KEY, 'base64'))).toBe(true);
      expect([...ring.keys.keys()]).toEqual(['2026-05', '1', '2025-11']);
      expect(ring.keys.get('2025-11')!.equals(Buffer.from(OLD, 'base64'))).toBe(true);
    });

    it('gives the development key id 1 too, so a configured key can take over from it', () => {
      expect(loadConfig({ DATA_DIR: dataDir }).APP_ENCRYPTION_KEY.current.id).toBe('1');
    });

    it('refuses bad entries, a bad id, and the current id among the old keys, never echoing a key', () => {
      const problems = problemsOf(() =>
        loadConfig({
          DATA_DIR: dataDir,
          APP_ENCRYPTION_KEY: KEY,
          APP_ENCRYPTION_KEY_ID: 'has space',
          APP_ENCRYPTION_OLD_KEYS: `${OLD} 3:c2VjcmV0`,
        }),
      );
      expect(problems).toEqual([
        'APP_ENCRYPTION_KEY_ID: must be 1 to 32 letters, digits, "_" or "-"',
        'APP_ENCRYPTION_OLD_KEYS: entry 1 must be <id>:<32 bytes in base64>, the id must be 1 to 32 letters, digits, "_" or "-"',
        'APP_ENCRYPTION_OLD_KEYS: entry 2 must be <id>:<32 bytes in base64>, the id must be 1 to 32 letters, digits, "_" or "-"',
      ]);
      expect(problems.join('\n')).not.toContain(OLD);
      expect(problemsOf(() => loadConfig({ DATA_DIR: dataDir, APP_ENCRYPTION_KEY: KEY, APP_ENCRYPTION_OLD_KEYS: `1:${OLD}` }))).toEqual([
        "APP_ENCRYPTION_OLD_KEYS: names the current key's id (APP_ENCRYPTION_KEY_ID=1); give each key its own id",
      ]);
    });
  });

  describe('object storage', () => {
    it('reads the S3 settings, path style as a switch', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'payee-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config).toMatchObject({
        S3_BUCKET: 'payee-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: true,
      });
    });

    it('wants a bucket with the other settings, and both credentials or neither', () => {
      expect(problemsOf(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'sure' }))).toEqual([
        'S3_FORCE_PATH_STYLE: must be true or false',
      ]);
      expect(problemsOf(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id' }))).toEqual([
        'S3_SECRET_ACCESS_KEY: object storage needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
        'S3_BUCKET: is required when other S3_ settings are given',
      ]);
    });
  });

  describe('development encryption key', () => {
    it('is generated once into DATA_DIR/secrets.json (mode 0600) and reused on the next start', () => {
      const first = loadConfig({ DATA_DIR: dataDir }).APP_ENCRYPTION_KEY.current.key;
      const file = path.join(dataDir, 'secrets.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const second = loadConfig({ DATA_DIR: dataDir }).APP_ENCRYPTION_KEY.current.key;
      expect(second.equals(first)).toBe(true);
    });

    it('is not generated when APP_ENCRYPTION_KEY is set', () => {
      loadConfig({ DATA_DIR: dataDir, APP_ENCRYPTION_KEY: KEY });
      expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    });

    it('reports a damaged secrets file instead of replacing it', () => {
      fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{"APP_ENCRYPTION_KEY": "nope"}');
      expect(problemsOf(() => loadConfig({ DATA_DIR: dataDir }))[0]).toMatch(/secrets\.json: APP_ENCRYPTION_KEY/);
    });
  });
});

describe('loadEnvFile', () => {
  const writeEnvFile = (text: string) => {
    const file = path.join(dataDir, '.env');
    fs.writeFileSync(file, text);
    return file;
  };

  it('adds the variables of the .env file, which loadConfig then reads', () => {
    const file = writeEnvFile(`# local settings\nPORT=8080\nMAIL_FROM="Payee Test <test@example.org>"\nDATA_DIR=${dataDir}\n`);
    const env: Record<string, string | undefined> = {};
    expect(loadEnvFile(file, env).sort()).toEqual(['DATA_DIR', 'MAIL_FROM', 'PORT']);
    expect(loadConfig(env)).toMatchObject({ PORT: 8080, MAIL_FROM: 'Payee Test <test@example.org>', DATA_DIR: dataDir });
  });

  it('lets a real environment variable win over the same one in .env', () => {
    const file = writeEnvFile('PORT=8080\nLOG_LEVEL=debug\n');
    const env: Record<string, string | undefined> = { PORT: '9090' };
    expect(loadEnvFile(file, env)).toEqual(['LOG_LEVEL']);
    expect(env).toEqual({ PORT: '9090', LOG_LEVEL: 'debug' });
  });

  it('is not read by test runs (NODE_ENV=test in the environment), which configure themselves', () => {
    const file = writeEnvFile('DATABASE_URL=postgres://me@localhost/payee_dev\nSMTP_URL=smtp://mail.example.org\n');
    const env: Record<string, string | undefined> = { NODE_ENV: 'test' };
    expect(loadEnvFile(file, env)).toEqual([]);
    expect(env).toEqual({ NODE_ENV: 'test' });
  });

  it('changes nothing when there is no .env file', () => {
    const env: Record<string, string | undefined> = { PORT: '9090' };
    expect(loadEnvFile(path.join(dataDir, 'missing.env'), env)).toEqual([]);
    expect(env).toEqual({ PORT: '9090' });
  });

  it('reads the .env file at the repository root by default, a file git ignores', () => {
    expect(ENV_FILE).toBe(path.join(REPO_ROOT, '.env'));
    const ignored = spawnSync('git', ['check-ignore', '--quiet', ENV_FILE], { cwd: REPO_ROOT });
    expect(ignored.status).toBe(0);
    const example = spawnSync('git', ['check-ignore', '--quiet', path.join(REPO_ROOT, '.env.example')], { cwd: REPO_ROOT });
    expect(example.status).toBe(1);
  });

  it('is listed, variable by variable, in .env.example, as in the README', () => {
    const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const configuration = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Layout'));
    const documented = [...configuration.matchAll(/^\| `([A-Z_]+)`(?:, `([A-Z_]+)`)?/gm)].flatMap((match) =>
      match.slice(1).filter(Boolean),
    );
    const listed = [...example.matchAll(/^#? ?([A-Z_]+)=/gm)].map((match) => match[1]);
    expect(documented.length).toBeGreaterThan(20);
    expect(listed).toEqual(documented);
  });
});

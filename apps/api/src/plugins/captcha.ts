import { CAPTCHA_FAILED_MESSAGE, CAPTCHA_FIELD } from '@payee/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config';
import { ApiError } from '../lib/api-error';

export type CaptchaProvider = 'recaptcha' | 'development';

export type CaptchaFailureReason =
  'missing-token' | 'invalid-token' | 'action-mismatch' | 'low-score' | 'unavailable' | 'development-provider-in-production';

export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailureReason };

/** Checks the `g-recaptcha-response` a form sent. Decorated as `app.captcha`. */
export interface CaptchaVerifier {
  provider: CaptchaProvider;
  /** What the web client needs to load the widget; null for the development provider. */
  siteKey: string | null;
  verify(token: unknown, action: string, remoteIp?: string): Promise<CaptchaResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaVerifier;
  }
}

const DEVELOPMENT_TOKEN_PREFIX = 'dev-captcha:';
const VERIFY_TIMEOUT_MS = 5_000;

const ZSiteVerifyResponse = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

export type CaptchaConfig = Pick<
  Config,
  'NODE_ENV' | 'RECAPTCHA_SECRET_KEY' | 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_VERIFY_URL' | 'RECAPTCHA_MIN_SCORE'
>;

export interface CaptchaVerifierOptions {
  timeoutMs?: number;
  /** Receives why Google refused or could not be reached; never the token. */
  onProblem?: (details: Record<string, unknown>) => void;
}

/**
 * reCAPTCHA v3 when RECAPTCHA_SECRET_KEY is set: success, the same action, and a score of at least
 * RECAPTCHA_MIN_SCORE. Otherwise a development provider that accepts exactly `dev-captcha:<action>`
 * (what the web's development provider sends), and nothing at all in production.
 */
export function createCaptchaVerifier(config: CaptchaConfig, options: CaptchaVerifierOptions = {}): CaptchaVerifier {
  const secret = config.RECAPTCHA_SECRET_KEY;
  const onProblem = options.onProblem ?? (() => {});

  if (!secret) {
    return {
      provider: 'development',
      siteKey: null,
      async verify(token, action) {
        if (config.NODE_ENV === 'production') return { ok: false, reason: 'development-provider-in-production' };
        if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing-token' };
        return token === `${DEVELOPMENT_TOKEN_PREFIX}${action}` ? { ok: true } : { ok: false, reason: 'invalid-token' };
      },
    };
  }

  return {
    provider: 'recaptcha',
    siteKey: config.RECAPTCHA_SITE_KEY ?? null,
    async verify(token, action, remoteIp) {
      if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing-token' };
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);

      let answer: z.infer<typeof ZSiteVerifyResponse>;
      try {
        const response = await fetch(config.RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) {
          onProblem({ status: response.status });
          return { ok: false, reason: 'unavailable' };
        }
        const parsed = ZSiteVerifyResponse.safeParse(await response.json());
        if (!parsed.success) {
          onProblem({ problem: 'unexpected siteverify answer' });
          return { ok: false, reason: 'unavailable' };
        }
        answer = parsed.data;
      } catch (error) {
        onProblem({ problem: (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message });
        return { ok: false, reason: 'unavailable' };
      }

      if (!answer.success) return { ok: false, reason: 'invalid-token' };
      if (answer.action !== action) return { ok: false, reason: 'action-mismatch' };
      if ((answer.score ?? 0) < config.RECAPTCHA_MIN_SCORE) return { ok: false, reason: 'low-score' };
      return { ok: true };
    },
  };
}

/** One form's captcha check: the token it sent, the form's action, the sender's address. */
export interface CaptchaCheck {
  token: unknown;
  action: string;
  ip: string;
}

/**
 * Passes when the captcha accepts the token. Otherwise logs why (never the token), runs `onRefused` (sign-in
 * records the attempt), and throws the 422 every form shows at its captcha field.
 */
export async function requireCaptcha(
  captcha: CaptchaVerifier,
  log: { info(details: object, message: string): void },
  { token, action, ip }: CaptchaCheck,
  onRefused?: () => Promise<unknown>,
): Promise<void> {
  const verdict = await captcha.verify(token, action, ip);
  if (verdict.ok) return;
  log.info({ reason: verdict.reason, action }, 'refused by the captcha check');
  await onRefused?.();
  throw new ApiError(422, CAPTCHA_FAILED_MESSAGE, { [CAPTCHA_FIELD]: [CAPTCHA_FAILED_MESSAGE] });
}

async function captchaPlugin(app: FastifyInstance, { config }: { config: CaptchaConfig }) {
  app.decorate(
    'captcha',
    createCaptchaVerifier(config, { onProblem: (details) => app.log.warn(details, 'reCAPTCHA verification problem') }),
  );
}

export default fp(captchaPlugin, { name: 'captcha' });

import { CAPTCHA_FAILED_MESSAGE } from '@payee/contract';
import { siteConfigQueryOptions, type SiteConfig } from './api/get-site-config';
import { getCspNonce } from './csp-nonce';
import { queryClient } from './query-client';
import { showToast } from './toast';

interface ReCaptchaV3 {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptchaV3;
  }
}

/** A source of captcha tokens for one named action (`login`, `enquiry`, …). */
export interface CaptchaProvider {
  name: SiteConfig['captcha']['provider'];
  getToken(action: string): Promise<string>;
}

/** Google does not answer (blocked, offline): give up rather than leave the form waiting. */
const CAPTCHA_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Captcha timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The development provider: the server accepts `dev-captcha:<action>` outside production only. */
export const developmentCaptcha: CaptchaProvider = {
  name: 'development',
  getToken: (action) => Promise.resolve(`dev-captcha:${action}`),
};

let scriptPromise: Promise<ReCaptchaV3> | null = null;

/** Loads Google's script once, on first use, with the page's CSP nonce. */
function loadRecaptchaScript(siteKey: string): Promise<ReCaptchaV3> {
  scriptPromise ??= new Promise<ReCaptchaV3>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const nonce = getCspNonce();
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptPromise = null; // let a later attempt try again
    throw error;
  });
  return scriptPromise;
}

/** reCAPTCHA v3: invisible, scored per action; its badge is hidden by CSS and RecaptchaNotice is shown instead. */
export function createRecaptchaProvider(siteKey: string): CaptchaProvider {
  return {
    name: 'recaptcha',
    async getToken(action) {
      const grecaptcha = await loadRecaptchaScript(siteKey);
      return grecaptcha.execute(siteKey, { action });
    },
  };
}

async function resolveProvider(): Promise<CaptchaProvider> {
  // No retries here: someone is waiting on a submit button; a failed captcha is reported at once.
  const config = await queryClient.fetchQuery({ ...siteConfigQueryOptions(), retry: false });
  const { provider, site_key: siteKey } = config.captcha;
  if (provider === 'recaptcha') {
    if (!siteKey) throw new Error('reCAPTCHA has no site key');
    return createRecaptchaProvider(siteKey);
  }
  return developmentCaptcha;
}

/**
 * A token for `action`, or null when the captcha is unavailable or fails (the flow
 * then continues to its own check). Never throws.
 */
export async function getCaptchaToken(action: string): Promise<string | null> {
  try {
    const provider = await resolveProvider();
    const token = await withTimeout(provider.getToken(action), CAPTCHA_TIMEOUT_MS);
    return typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return null;
  }
}

/**
 * For forms that must not send without a token: shows "Captcha verification failed. Please try again!"
 * and answers null, so the caller sends nothing.
 */
export async function requireCaptchaToken(action: string): Promise<string | null> {
  const token = await getCaptchaToken(action);
  if (token === null) showToast('error', CAPTCHA_FAILED_MESSAGE);
  return token;
}

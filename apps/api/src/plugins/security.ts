import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's Content-Security-Policy nonce; the SPA's index.html gets the same one. */
    cspNonce: string;
  }
}

const NONCE = Symbol('cspNonce');
type ResponseWithNonce = ServerResponse & { [NONCE]?: string };

// Google's documented CSP sources for reCAPTCHA (developers.google.com/recaptcha/docs/faq).
const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as ResponseWithNonce)[NONCE] ?? ''}'`;

export interface SecurityOptions {
  config: Pick<Config, 'isRecaptchaConfigured' | 'NODE_ENV'>;
}

/**
 * Security headers with a strict Content-Security-Policy: no inline script or style without this
 * request's nonce, reCAPTCHA's hosts only when reCAPTCHA is configured, no framing of our pages.
 */
async function securityPlugin(app: FastifyInstance, { config }: SecurityOptions) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    request.cspNonce = nonce;
    (reply.raw as ResponseWithNonce)[NONCE] = nonce;
  });

  const recaptchaScripts = config.isRecaptchaConfigured ? RECAPTCHA_SCRIPT_SOURCES : [];
  const recaptchaFrames = config.isRecaptchaConfigured ? RECAPTCHA_FRAME_SOURCES : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", nonceSource, ...recaptchaScripts],
        'style-src': ["'self'", nonceSource],
        // blob: is the back office's stored files shown in the page (a document fetched with the staff token,
        // then an object URL made by our own script: web components/staff-file.tsx); no other origin.
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...recaptchaScripts],
        'frame-src': ['blob:', ...recaptchaFrames],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // Only behind TLS: on http://localhost it would send the browser to an https that is not there.
        ...(config.NODE_ENV === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Our own pages are never framed, not even by ourselves.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export default fp(securityPlugin, { name: 'security' });

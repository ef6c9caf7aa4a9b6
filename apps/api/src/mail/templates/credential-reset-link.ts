import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../render';
import { publicSignature } from './signature';

/** How long a reset link works; said in the e-mail and enforced by the server. */
export const RESET_LINK_MINUTES = 60;

export interface CredentialResetLinkInput {
  firstName: string;
  kind: 'password' | 'username';
  link: string;
}

/** "Forgot password" / "Forgot username": the link, how long it works, and what to do if they did not ask. */
export function credentialResetLink({ firstName, kind, link }: CredentialResetLinkInput): RenderedMail {
  const { organisation, office } = SITE;
  const what = kind === 'password' ? 'password' : 'username';
  return renderMail({
    subject: `Reset your ${what} for ${organisation.serviceName}`,
    preview: `Use this link within ${RESET_LINK_MINUTES} minutes to choose a new ${what}.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${firstName},` },
      {
        kind: 'paragraph',
        text: `We received a request to reset the ${what} of your ${organisation.serviceName} account. To choose a new ${what}, open this link:`,
      },
      { kind: 'paragraph', text: link },
      {
        kind: 'paragraph',
        text: `The link works once, for ${RESET_LINK_MINUTES} minutes. If it has expired, you can ask for a new one on the sign-in page.`,
      },
      {
        kind: 'paragraph',
        text:
          `If you did not ask to reset your ${what}, you do not need to do anything: your account is safe and nothing ` +
          `has changed. If you are worried, please call us at ${office.phone}.`,
      },
      {
        kind: 'paragraph',
        text: 'To keep you safe, we will never ask for your password or your full Social Security Number by email or phone.',
      },
    ],
    signature: publicSignature(),
  });
}

import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../render';
import { publicSignature } from './signature';

export interface CredentialChangedInput {
  firstName: string;
  kind: 'password' | 'username';
  /** The new username, when that is what changed (it is not a secret; the password never appears). */
  newUsername?: string;
}

/** A short notice after a password or username change, so a change the client did not make is noticed. */
export function credentialChanged({ firstName, kind, newUsername }: CredentialChangedInput): RenderedMail {
  const { organisation, office } = SITE;
  const what = kind === 'password' ? 'password' : 'username';
  return renderMail({
    subject: `Your ${what} was changed`,
    preview: `The ${what} of your ${organisation.serviceName} account was changed.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${firstName},` },
      {
        kind: 'paragraph',
        text:
          kind === 'password'
            ? `The password of your ${organisation.serviceName} account was changed. You can now sign in with your new password.`
            : `The username of your ${organisation.serviceName} account was changed to ${newUsername ?? 'a new one'}. Please use it the next time you sign in.`,
      },
      {
        kind: 'paragraph',
        text: `If you did not make this change, please call us straight away at ${office.phone} so we can protect your account.`,
      },
    ],
    signature: publicSignature(),
  });
}

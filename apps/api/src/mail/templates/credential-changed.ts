import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../render';
import { publicSignature } from './signature';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';

export interface CredentialChangedInput {
  firstName: string;
  kind: 'password' | 'username';
  /** The new username, when that is what changed (it is not a secret; the password never appears). */
  newUsername?: string;
}

/** A short notice after a password or username change, so a change the client did not make is noticed. */
export function credentialChanged({ firstName, kind, newUsername }: CredentialChangedInput): RenderedMail {
  const { office } = SITE;
  const words = API_MAIL_CONTENT.credentialChanged;
  const what = kind === 'password' ? 'password' : 'username';
  return renderMail({
    subject: words.subject(what),
    preview: words.preview(what),
    blocks: [
      { kind: 'paragraph', text: API_MAIL_CONTENT.greeting(firstName) },
      { kind: 'paragraph', text: kind === 'password' ? words.passwordChanged() : words.usernameChanged(newUsername) },
      { kind: 'paragraph', text: words.notYou(office.phone) },
    ],
    signature: publicSignature(),
  });
}

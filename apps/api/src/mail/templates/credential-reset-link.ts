import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../render';
import { publicSignature } from './signature';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';

/** How long a reset link works; said in the e-mail and enforced by the server. */
export const RESET_LINK_MINUTES = 60;

export interface CredentialResetLinkInput {
  firstName: string;
  kind: 'password' | 'username';
  link: string;
}

/** "Forgot password" / "Forgot username": the link, how long it works, and what to do if they did not ask. */
export function credentialResetLink({ firstName, kind, link }: CredentialResetLinkInput): RenderedMail {
  const { office } = SITE;
  const words = API_MAIL_CONTENT.credentialResetLink;
  const what = kind === 'password' ? 'password' : 'username';
  return renderMail({
    subject: words.subject(what),
    preview: words.preview(RESET_LINK_MINUTES, what),
    blocks: [
      { kind: 'paragraph', text: API_MAIL_CONTENT.greeting(firstName) },
      { kind: 'paragraph', text: words.request(what) },
      { kind: 'paragraph', text: link },
      { kind: 'paragraph', text: words.linkWorks(RESET_LINK_MINUTES) },
      { kind: 'paragraph', text: words.notYou(what, office.phone) },
      { kind: 'paragraph', text: words.safetyNotice },
    ],
    signature: publicSignature(),
  });
}

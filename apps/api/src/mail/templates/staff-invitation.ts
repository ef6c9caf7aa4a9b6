import { renderMail, type RenderedMail } from '../render';
import { internalSignature } from './signature';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';

/** How long an invitation link works; said in the e-mail and enforced by the server. */
export const STAFF_INVITATION_HOURS = 72;

/** An invitation to the back office: the link to set a password, then to set up an authenticator app. */
export function staffInvitation({ name, link }: { name: string; link: string }): RenderedMail {
  const words = API_MAIL_CONTENT.staffInvitation;
  return renderMail({
    subject: words.subject(),
    preview: words.preview(STAFF_INVITATION_HOURS),
    blocks: [
      { kind: 'paragraph', text: API_MAIL_CONTENT.greeting(name) },
      { kind: 'paragraph', text: words.made() },
      { kind: 'paragraph', text: link },
      { kind: 'paragraph', text: words.linkWorks(STAFF_INVITATION_HOURS) },
      { kind: 'paragraph', text: words.notExpected },
    ],
    signature: internalSignature(),
  });
}

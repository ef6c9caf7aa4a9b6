import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../render';
import { internalSignature } from './signature';

/** How long an invitation link works; said in the e-mail and enforced by the server. */
export const STAFF_INVITATION_HOURS = 72;

/** An invitation to the back office: the link to set a password, then to set up an authenticator app. */
export function staffInvitation({ name, link }: { name: string; link: string }): RenderedMail {
  const service = SITE.organisation.serviceName;
  return renderMail({
    subject: `Your ${service} back-office account`,
    preview: `Set your password within ${STAFF_INVITATION_HOURS} hours.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${name},` },
      { kind: 'paragraph', text: `An account has been made for you in the ${service} back office. To set your password, open this link:` },
      { kind: 'paragraph', text: link },
      {
        kind: 'paragraph',
        text:
          `The link works once, for ${STAFF_INVITATION_HOURS} hours. After the password you will set up an authenticator app ` +
          '(such as Google Authenticator, Microsoft Authenticator or 1Password): every sign-in asks for a code from it.',
      },
      { kind: 'paragraph', text: 'If you did not expect this e-mail, tell the office administrator and do not open the link.' },
    ],
    signature: internalSignature(),
  });
}

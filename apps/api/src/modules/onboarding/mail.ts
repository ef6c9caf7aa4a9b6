import { SITE } from '@payee/content';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';
import { renderMail, type RenderedMail } from '../../mail/render';
import { publicSignature } from '../../mail/templates/signature';

/** The wizard's address: opened signed out, it leads to sign-in with the code kept. */
export const onboardingLink = (publicBaseUrl: string, applicationCode: string) =>
  `${publicBaseUrl}/client/onboarding/${encodeURIComponent(applicationCode)}`;

/** Where a new client signs in; the next sign-in lands on /my-account. */
export const signInLink = (publicBaseUrl: string) => `${publicBaseUrl}/auth/login`;

const MAIL = API_MAIL_CONTENT;
const WORDS = API_MAIL_CONTENT.onboarding;
const privacyNote = { kind: 'paragraph' as const, text: MAIL.safetyNotice };

/** Staff invite an approved client to the onboarding wizard. */
export function onboardingInvitation(firstName: string, applicationCode: string, link: string): RenderedMail {
  const words = WORDS.invitation;
  return renderMail({
    subject: words.subject(),
    preview: words.preview,
    blocks: [
      { kind: 'paragraph', text: MAIL.greeting(firstName) },
      { kind: 'paragraph', text: words.approved(applicationCode) },
      { kind: 'heading', text: words.howHeading },
      { kind: 'list', items: words.steps(link, SITE.office.phone) },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

/** The client sent the wizard in (step 6). */
export function onboardingSubmitted(firstName: string, applicationCode: string, isResubmission: boolean): RenderedMail {
  const words = WORDS.submitted;
  return renderMail({
    subject: words.subject(applicationCode),
    preview: words.preview(),
    blocks: [
      { kind: 'paragraph', text: MAIL.greeting(firstName) },
      { kind: 'paragraph', text: isResubmission ? words.receivedAgain(applicationCode) : words.received(applicationCode) },
      { kind: 'heading', text: words.nextHeading },
      { kind: 'list', items: words.next(SITE.office.phone) },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

/** Staff sent the onboarding back with reasons. */
export function onboardingSentBack(firstName: string, applicationCode: string, reasons: readonly string[], link: string): RenderedMail {
  const words = WORDS.sentBack;
  return renderMail({
    subject: words.subject(applicationCode),
    preview: words.preview(),
    blocks: [
      { kind: 'paragraph', text: MAIL.greeting(firstName) },
      { kind: 'paragraph', text: words.reviewed },
      { kind: 'list', items: [...reasons] },
      { kind: 'heading', text: words.howHeading },
      { kind: 'list', items: words.steps(link, SITE.office.phone) },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

/** Staff activated the client: their account is ready in the programs chosen. */
export function onboardingActivated(firstName: string, programNames: readonly string[], link: string): RenderedMail {
  const words = WORDS.activated;
  return renderMail({
    subject: words.subject(),
    preview: words.preview,
    blocks: [
      { kind: 'paragraph', text: MAIL.greeting(firstName) },
      { kind: 'paragraph', text: words.welcome() },
      { kind: 'list', items: [...programNames] },
      { kind: 'heading', text: words.nowHeading },
      { kind: 'list', items: words.now(link, SITE.office.phone) },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

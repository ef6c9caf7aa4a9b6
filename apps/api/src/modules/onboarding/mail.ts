import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../../mail/render';
import { publicSignature } from '../../mail/templates/signature';

/** The wizard's address: opened signed out, it leads to sign-in with the code kept. */
export const onboardingLink = (publicBaseUrl: string, applicationCode: string) =>
  `${publicBaseUrl}/client/onboarding/${encodeURIComponent(applicationCode)}`;

/** Where a new client signs in; the next sign-in lands on /my-account. */
export const signInLink = (publicBaseUrl: string) => `${publicBaseUrl}/auth/login`;

const privacyNote = {
  kind: 'paragraph' as const,
  text: 'To keep you safe, we will never ask for your full Social Security Number, your bank details or a password by email.',
};

/** Staff invite an approved client to the onboarding wizard. */
export function onboardingInvitation(firstName: string, applicationCode: string, link: string): RenderedMail {
  const { organisation, office } = SITE;
  return renderMail({
    subject: `Complete your onboarding with ${organisation.serviceName}`,
    preview: 'Your application is approved. Please complete your onboarding details.',
    blocks: [
      { kind: 'paragraph', text: `Dear ${firstName},` },
      {
        kind: 'paragraph',
        text: `Your application (${applicationCode}) to ${organisation.serviceName} is approved. The last step is to complete your onboarding details, so we can set up your account.`,
      },
      { kind: 'heading', text: 'How to complete it' },
      {
        kind: 'list',
        items: [
          `Open ${link}`,
          'Sign in with your username and password, or with your Social Security Number and date of birth.',
          'Fill in the six steps: your photo, your identifiers, your medical details, your benefits, your contacts and your bills. Steps 3 to 5 are optional.',
          `Press Submit on the last step to send it to our team. If you need help, please call us at ${office.phone}.`,
        ],
      },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

/** The client sent the wizard in (step 6). */
export function onboardingSubmitted(firstName: string, applicationCode: string, isResubmission: boolean): RenderedMail {
  const { organisation, office } = SITE;
  return renderMail({
    subject: `We have received your onboarding details (${applicationCode})`,
    preview: `Your request has been successfully submitted to the ${organisation.serviceName} team.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${firstName},` },
      {
        kind: 'paragraph',
        text: isResubmission
          ? `Thank you for updating your onboarding details. We have received them again (${applicationCode}).`
          : `Thank you for completing your onboarding details. We have received them (${applicationCode}).`,
      },
      { kind: 'heading', text: 'What happens next' },
      {
        kind: 'list',
        items: [
          'Our team is reviewing your details. We will notify you by email when your account is ready, or if anything needs updating.',
          'You have been signed out. You can sign in at any time to see where your request stands.',
          `If anything changes in the meantime, please call us at ${office.phone}.`,
        ],
      },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

/** Staff sent the onboarding back with reasons. */
export function onboardingSentBack(firstName: string, applicationCode: string, reasons: readonly string[], link: string): RenderedMail {
  const { organisation, office } = SITE;
  return renderMail({
    subject: `Your onboarding details need updates (${applicationCode})`,
    preview: `Please update your onboarding details for ${organisation.serviceName} and send them again.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${firstName},` },
      {
        kind: 'paragraph',
        text: 'We have reviewed your onboarding details. Before we can set up your account, they need the following updates:',
      },
      { kind: 'list', items: [...reasons] },
      { kind: 'heading', text: 'How to update them' },
      {
        kind: 'list',
        items: [
          `Open ${link} and sign in.`,
          'Press "Update Form Now": the form opens with your answers and the updates listed above it.',
          'Change what is needed, then press Submit on the last step to send it again.',
          `If you have a question, please call us at ${office.phone}.`,
        ],
      },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

/** Staff activated the client: their account is ready in the programs chosen. */
export function onboardingActivated(firstName: string, programNames: readonly string[], link: string): RenderedMail {
  const { organisation, office } = SITE;
  return renderMail({
    subject: `Your ${organisation.serviceName} account is ready`,
    preview: 'Welcome: your account is ready. Sign in to see your balance and statements.',
    blocks: [
      { kind: 'paragraph', text: `Dear ${firstName},` },
      { kind: 'paragraph', text: `Welcome to ${organisation.serviceName}. Your onboarding is complete and your account is ready in:` },
      { kind: 'list', items: [...programNames] },
      { kind: 'heading', text: 'What you can do now' },
      {
        kind: 'list',
        items: [
          `Sign in at ${link} with your username and password, or with your Social Security Number and date of birth.`,
          'My Account shows your balance and lets you download account statements.',
          `If you have a question, please call us at ${office.phone}.`,
        ],
      },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

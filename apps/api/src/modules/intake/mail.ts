import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../../mail/render';
import { publicSignature } from '../../mail/templates/signature';

/** Who an intake e-mail is for: the representative filling in the form, else the applicant. */
export interface IntakeMailRecipient {
  /** Whom to greet: the representative's name, else the applicant's first name. */
  greetingName: string;
  /** The applicant's full name, named when the message goes to a representative. */
  applicantName: string;
  isRepresentative: boolean;
  /** The representative's name, on the copy sent to the applicant's own address when someone else fills in the form. */
  filledInBy?: string;
}

/** Where an applicant comes back to the application: the resume sign-in, which greets them by the code's name. */
export const INTAKE_RESUME_PATH = '/client/intake/resume-verification';

/** The resume address of an application, with its code, under the site's public address. */
export const intakeResumeLink = (publicBaseUrl: string, applicationCode: string) =>
  `${publicBaseUrl}${INTAKE_RESUME_PATH}/${encodeURIComponent(applicationCode)}`;

const whose = (to: IntakeMailRecipient) => (to.isRepresentative ? `the application of ${to.applicantName}` : 'your application');
/** On the applicant's own copy when someone else fills in the form, who that is (`did`: "started it"). */
const filledInByNote = (to: IntakeMailRecipient, did: string) =>
  to.filledInBy ? [{ kind: 'paragraph' as const, text: `${to.filledInBy} ${did} for you.` }] : [];
const privacyNote = {
  kind: 'paragraph' as const,
  text: 'To keep you safe, we will never ask for your full Social Security Number, your bank details or a password by email.',
};

/**
 * After the first save: the application code and how to come back to the application, which is not sent to
 * the office until Submit.
 */
export function intakeDraftSaved(to: IntakeMailRecipient, applicationCode: string, resumeLink: string): RenderedMail {
  const { organisation, office } = SITE;
  const what = whose(to);
  return renderMail({
    subject: `${to.isRepresentative ? 'The' : 'Your'} application is saved: its code is ${applicationCode}`,
    preview: `Keep the application code ${applicationCode} to come back to ${what}.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${to.greetingName},` },
      {
        kind: 'paragraph',
        text: `Thank you for starting ${what} to ${organisation.serviceName}. It is saved, with the application code ${applicationCode}. Please keep this code.`,
      },
      ...filledInByNote(to, 'started it'),
      { kind: 'heading', text: 'How to come back to it' },
      {
        kind: 'list',
        items: [
          `Open ${resumeLink}`,
          `Sign in with the username and password chosen for the application, or with ${to.isRepresentative ? "the applicant's" : 'your'} Social Security Number and date of birth.`,
          'The application opens at the first step not saved yet. Each step is saved when you press "Save and proceed".',
          `Nothing is sent to our team until you press Submit on the last page, "Check your answers". If you need help, please call us at ${office.phone}.`,
        ],
      },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

/** After the application is sent in: it arrived, its code, and what happens next. */
export function intakeSubmitted(to: IntakeMailRecipient, applicationCode: string, isResubmission: boolean): RenderedMail {
  const { organisation, office } = SITE;
  const what = whose(to);
  return renderMail({
    subject: `We have received ${to.isRepresentative ? 'the' : 'your'} application (${applicationCode})`,
    preview: `Thank you for applying to ${organisation.serviceName}. The application code is ${applicationCode}.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${to.greetingName},` },
      {
        kind: 'paragraph',
        text: isResubmission
          ? `Thank you for updating ${what}. We have received it again, with the application code ${applicationCode}.`
          : `Thank you for applying to ${organisation.serviceName}. We have received ${what}, with the application code ${applicationCode}.`,
      },
      ...filledInByNote(to, isResubmission ? 'updated it' : 'filled it in'),
      { kind: 'heading', text: 'What happens next' },
      {
        kind: 'list',
        items: [
          `Our ${office.state} team is reviewing the application. We will tell you by email when it is decided.`,
          `If you contact us about it, please quote the application code, ${applicationCode}.`,
          `If anything changes in the meantime, or your question is urgent, please call us at ${office.phone}.`,
        ],
      },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

/**
 * The decision: approved (onboarding comes next, signing in at `link`) or sent back with the reasons to fix
 * (updated from `link`, the application's resume address).
 */
export function intakeDecided(
  to: IntakeMailRecipient,
  applicationCode: string,
  decision: { kind: 'approve' } | { kind: 'reject'; reasons: readonly string[] },
  link: string,
): RenderedMail {
  const { organisation, office } = SITE;
  const what = whose(to);
  if (decision.kind === 'approve') {
    return renderMail({
      subject: `The application ${applicationCode} is approved`,
      preview: `Good news: ${what} to ${organisation.serviceName} is approved.`,
      blocks: [
        { kind: 'paragraph', text: `Dear ${to.greetingName},` },
        { kind: 'paragraph', text: `Good news: ${what} (${applicationCode}) to ${organisation.serviceName} is approved.` },
        { kind: 'heading', text: 'What happens next' },
        {
          kind: 'list',
          items: [
            'The last step is onboarding: we will email you a link to complete your onboarding details when it is ready for you.',
            `You can sign in at ${link} with the same username and password at any time to see where you stand.`,
            `If you have a question, please call us at ${office.phone}.`,
          ],
        },
        privacyNote,
      ],
      signature: publicSignature(),
    });
  }
  return renderMail({
    subject: `The application ${applicationCode} needs updates`,
    preview: `Please update ${what} to ${organisation.serviceName} and send it again.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${to.greetingName},` },
      {
        kind: 'paragraph',
        text: `We have reviewed ${what} (${applicationCode}). Before we can go on, it needs the following updates:`,
      },
      { kind: 'list', items: [...decision.reasons] },
      { kind: 'heading', text: 'How to update it' },
      {
        kind: 'list',
        items: [
          `Open ${link}`,
          'Sign in with the same username and password, or with the Social Security Number and date of birth.',
          'Change the answers, then press Submit on "Check your answers" to send it again.',
          `If you have a question, please call us at ${office.phone}.`,
        ],
      },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

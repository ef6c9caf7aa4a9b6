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
}

const whose = (to: IntakeMailRecipient) => (to.isRepresentative ? `the application of ${to.applicantName}` : 'your application');
const privacyNote = {
  kind: 'paragraph' as const,
  text: 'To keep you safe, we will never ask for your full Social Security Number, your bank details or a password by email.',
};

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

/** The decision: approved (onboarding comes next) or sent back with the reasons to fix. */
export function intakeDecided(
  to: IntakeMailRecipient,
  applicationCode: string,
  decision: { kind: 'approve' } | { kind: 'reject'; reasons: readonly string[] },
  signInLink: string,
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
            `Sign in at ${signInLink} with the same username and password to complete the onboarding details.`,
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
      {
        kind: 'paragraph',
        text: `Please sign in at ${signInLink}, update the application and send it again. If you have a question, please call us at ${office.phone}.`,
      },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

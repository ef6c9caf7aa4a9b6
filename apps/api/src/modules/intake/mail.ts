import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../../mail/render';
import { publicSignature } from '../../mail/templates/signature';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';

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

const MAIL = API_MAIL_CONTENT;
const WORDS = API_MAIL_CONTENT.intake;
const whose = (to: IntakeMailRecipient) => WORDS.whose(to.isRepresentative, to.applicantName);
/** On the applicant's own copy when someone else fills in the form, who that is (`did`: "started it"). */
const filledInByNote = (to: IntakeMailRecipient, did: string) =>
  to.filledInBy ? [{ kind: 'paragraph' as const, text: WORDS.filledInBy(to.filledInBy, did) }] : [];
const privacyNote = { kind: 'paragraph' as const, text: MAIL.safetyNotice };

/**
 * After the first save: the application code and how to come back to the application, which is not sent to
 * the office until Submit.
 */
export function intakeDraftSaved(to: IntakeMailRecipient, applicationCode: string, resumeLink: string): RenderedMail {
  const { office } = SITE;
  const what = whose(to);
  const words = WORDS.draftSaved;
  return renderMail({
    subject: words.subject(to.isRepresentative, applicationCode),
    preview: words.preview(applicationCode, what),
    blocks: [
      { kind: 'paragraph', text: MAIL.greeting(to.greetingName) },
      { kind: 'paragraph', text: words.saved(what, applicationCode) },
      ...filledInByNote(to, WORDS.didStart),
      { kind: 'heading', text: words.howHeading },
      {
        kind: 'list',
        items: [WORDS.open(resumeLink), words.signIn(to.isRepresentative), words.opensAt, words.nothingSent(office.phone)],
      },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

/** After the application is sent in: it arrived, its code, and what happens next. */
export function intakeSubmitted(to: IntakeMailRecipient, applicationCode: string, isResubmission: boolean): RenderedMail {
  const { office } = SITE;
  const what = whose(to);
  const words = WORDS.submitted;
  return renderMail({
    subject: words.subject(to.isRepresentative, applicationCode),
    preview: words.preview(applicationCode),
    blocks: [
      { kind: 'paragraph', text: MAIL.greeting(to.greetingName) },
      { kind: 'paragraph', text: isResubmission ? words.receivedAgain(what, applicationCode) : words.received(what, applicationCode) },
      ...filledInByNote(to, isResubmission ? WORDS.didUpdate : WORDS.didFillIn),
      { kind: 'heading', text: WORDS.nextHeading },
      { kind: 'list', items: words.next(office.state, applicationCode, office.phone) },
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
  const { office } = SITE;
  const what = whose(to);
  if (decision.kind === 'approve') {
    const words = WORDS.approved;
    return renderMail({
      subject: words.subject(applicationCode),
      preview: words.preview(what),
      blocks: [
        { kind: 'paragraph', text: MAIL.greeting(to.greetingName) },
        { kind: 'paragraph', text: words.approved(what, applicationCode) },
        ...filledInByNote(to, WORDS.didFillIn),
        { kind: 'heading', text: WORDS.nextHeading },
        { kind: 'list', items: words.next(link, office.phone) },
        privacyNote,
      ],
      signature: publicSignature(),
    });
  }
  const words = WORDS.rejected;
  return renderMail({
    subject: words.subject(applicationCode),
    preview: words.preview(what),
    blocks: [
      { kind: 'paragraph', text: MAIL.greeting(to.greetingName) },
      { kind: 'paragraph', text: words.reviewed(what, applicationCode) },
      { kind: 'list', items: [...decision.reasons] },
      { kind: 'heading', text: words.howHeading },
      { kind: 'list', items: [WORDS.open(link), words.signIn, words.change, MAIL.questionCallUs(office.phone)] },
      privacyNote,
    ],
    signature: publicSignature(),
  });
}

import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../render';
import { publicSignature } from './signature';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';
import { API_PUBLIC_SITE_MESSAGES } from '@payee/content/api-public-site';

/** How soon the office answers an enquiry; said on screen and in both e-mails. */
export const ENQUIRY_REPLY_TIME = API_PUBLIC_SITE_MESSAGES.enquiries.replyTime;

export interface EnquiryAcknowledgementInput {
  firstName: string;
  reference: string;
  enquiryTypeName: string;
}

/**
 * To the person who sent the enquiry: it arrived, its reference, and what happens next. It never repeats
 * the SSN or the description: the address typed in the form is not yet known to be theirs, and echoing
 * free text would let anyone send their words to a stranger through us.
 */
export function enquiryAcknowledgement({ firstName, reference, enquiryTypeName }: EnquiryAcknowledgementInput): RenderedMail {
  const { office } = SITE;
  const words = API_MAIL_CONTENT.enquiryAcknowledgement;
  return renderMail({
    subject: words.subject(reference),
    preview: words.preview(reference),
    blocks: [
      { kind: 'paragraph', text: API_MAIL_CONTENT.greeting(firstName) },
      { kind: 'paragraph', text: words.received(enquiryTypeName, reference) },
      { kind: 'heading', text: words.nextHeading },
      { kind: 'list', items: words.next(office.state, ENQUIRY_REPLY_TIME, reference, office.phone) },
      { kind: 'paragraph', text: API_MAIL_CONTENT.safetyNotice },
      { kind: 'paragraph', text: words.notYou(office.email) },
    ],
    signature: publicSignature(),
  });
}

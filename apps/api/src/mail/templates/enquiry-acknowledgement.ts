import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../render';
import { publicSignature } from './signature';

/** How soon the office answers an enquiry; said on screen and in both e-mails. */
export const ENQUIRY_REPLY_TIME = 'within 2 working days';

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
  const { organisation, office } = SITE;
  return renderMail({
    subject: `We have received your enquiry (${reference})`,
    preview: `Thank you for contacting ${organisation.serviceName}. Your reference is ${reference}.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${firstName},` },
      {
        kind: 'paragraph',
        text:
          `Thank you for contacting ${organisation.serviceName}. We have received your enquiry ` +
          `(${enquiryTypeName}) and given it the reference ${reference}.`,
      },
      { kind: 'heading', text: 'What happens next' },
      {
        kind: 'list',
        items: [
          `A member of our ${office.state} team will read your message and reply ${ENQUIRY_REPLY_TIME}, by email or by phone.`,
          `If you contact us about it, please quote your reference, ${reference}, so we can find it quickly.`,
          `If your question is urgent, please call us at ${office.phone}.`,
        ],
      },
      {
        kind: 'paragraph',
        text: 'To keep you safe, we will never ask for your full Social Security Number, your bank details or a ' + 'password by email.',
      },
      {
        kind: 'paragraph',
        text: `If you did not send this enquiry, you can ignore this email, or let us know at ${office.email}.`,
      },
    ],
    signature: publicSignature(),
  });
}

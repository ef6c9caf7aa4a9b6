import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../render';
import { publicSignature } from './signature';

export interface EnquiryReplyInput {
  firstName: string;
  reference: string;
  /** What a member of staff wrote; paragraphs split at blank lines, line breaks kept. */
  message: string;
}

/**
 * A member of staff's reply to an enquiry, from the back office. It quotes the reference so an answer finds
 * its enquiry, and is sent with the office as the reply-to address. The enquiry itself is not repeated (see
 * the acknowledgement: the address is not proven to be the sender's).
 */
export function enquiryReply({ firstName, reference, message }: EnquiryReplyInput): RenderedMail {
  const { organisation, office } = SITE;
  const paragraphs = message
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return renderMail({
    subject: `Our reply to your enquiry (${reference})`,
    preview: `${organisation.serviceName} has replied to your enquiry ${reference}.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${firstName},` },
      { kind: 'paragraph', text: `Thank you for contacting ${organisation.serviceName}. This is our reply to your enquiry ${reference}.` },
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      {
        kind: 'paragraph',
        text: `If you write back, please keep the reference ${reference} in the subject so we can find your enquiry quickly. If your question is urgent, please call us at ${office.phone}.`,
      },
      {
        kind: 'paragraph',
        text: 'To keep you safe, we will never ask for your full Social Security Number, your bank details or a password by email.',
      },
    ],
    signature: publicSignature(),
  });
}

import { SITE } from '@payee/content';
import { renderMail, type RenderedMail } from '../render';
import { publicSignature } from './signature';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';

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
  const { office } = SITE;
  const words = API_MAIL_CONTENT.enquiryReply;
  const paragraphs = message
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return renderMail({
    subject: words.subject(reference),
    preview: words.preview(reference),
    blocks: [
      { kind: 'paragraph', text: API_MAIL_CONTENT.greeting(firstName) },
      { kind: 'paragraph', text: words.intro(reference) },
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'paragraph', text: words.writeBack(reference, office.phone) },
      { kind: 'paragraph', text: API_MAIL_CONTENT.safetyNotice },
    ],
    signature: publicSignature(),
  });
}

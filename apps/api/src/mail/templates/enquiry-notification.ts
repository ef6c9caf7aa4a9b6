import { formatOfficeDateTime, formatPhone, maskSsn, personName } from '@payee/contract';
import { renderMail, type RenderedMail } from '../render';
import { ENQUIRY_REPLY_TIME } from './enquiry-acknowledgement';
import { internalSignature } from './signature';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';

export interface EnquiryNotificationInput {
  reference: string;
  receivedAt: Date;
  enquiryTypeName: string;
  isClient: boolean;
  /** Only the last four digits are ever put in the message. */
  ssnLast4?: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  description?: string;
}

/** To the office: the enquiry's details, the SSN masked to its last four digits. */
export function enquiryNotification(input: EnquiryNotificationInput): RenderedMail {
  const name = personName({ firstName: input.firstName, lastName: input.lastName });
  const words = API_MAIL_CONTENT.enquiryNotification;
  const labels = words.rows;
  const rows: [string, string][] = [
    [labels.reference, input.reference],
    [labels.received, formatOfficeDateTime(input.receivedAt)],
    [labels.enquiryType, input.enquiryTypeName],
    [labels.existingClient, input.isClient ? labels.yes : labels.no],
  ];
  if (input.isClient) rows.push([labels.ssn, maskSsn(input.ssnLast4)]);
  rows.push([labels.name, name], [labels.email, input.email], [labels.phone, formatPhone(input.phoneNumber)]);

  return renderMail({
    subject: words.subject(input.reference, input.enquiryTypeName),
    preview: words.preview(input.enquiryTypeName, name),
    blocks: [
      { kind: 'paragraph', text: words.arrived },
      { kind: 'details', rows },
      { kind: 'heading', text: words.messageHeading },
      input.description ? { kind: 'quote', text: input.description } : { kind: 'paragraph', text: words.noMessage },
      { kind: 'paragraph', text: words.toldThem(ENQUIRY_REPLY_TIME, input.reference, input.email) },
    ],
    signature: internalSignature(),
  });
}

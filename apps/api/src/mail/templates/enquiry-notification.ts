import { formatOfficeDateTime, formatPhone, maskSsn, personName } from '@payee/contract';
import { renderMail, type RenderedMail } from '../render';
import { ENQUIRY_REPLY_TIME } from './enquiry-acknowledgement';
import { internalSignature } from './signature';

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
  const rows: [string, string][] = [
    ['Reference', input.reference],
    ['Received', formatOfficeDateTime(input.receivedAt)],
    ['Enquiry type', input.enquiryTypeName],
    ['Existing client', input.isClient ? 'Yes' : 'No'],
  ];
  if (input.isClient) rows.push(['SSN', maskSsn(input.ssnLast4)]);
  rows.push(['Name', name], ['Email', input.email], ['Phone', formatPhone(input.phoneNumber)]);

  return renderMail({
    subject: `New enquiry ${input.reference}: ${input.enquiryTypeName}`,
    preview: `${input.enquiryTypeName} from ${name}`,
    blocks: [
      { kind: 'paragraph', text: 'A new enquiry has arrived through the Contact Us form of the website.' },
      { kind: 'details', rows },
      { kind: 'heading', text: 'Their message' },
      input.description ? { kind: 'quote', text: input.description } : { kind: 'paragraph', text: 'They did not write a message.' },
      {
        kind: 'paragraph',
        text:
          `We have told them we will reply ${ENQUIRY_REPLY_TIME} and given them the reference ${input.reference}. ` +
          `Replying to this email writes to ${input.email}.`,
      },
    ],
    signature: internalSignature(),
  });
}

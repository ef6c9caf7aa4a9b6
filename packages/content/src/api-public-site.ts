/*
 * The API's messages of the public site: the Contact Us enquiry's refusals and its thanks. A message built from
 * data is a function of that data; the office's phone comes from the site.
 */

import { SITE } from './site';

export const API_PUBLIC_SITE_MESSAGES = {
  enquiries: {
    /** How soon the office answers an enquiry; said on screen and in both e-mails. */
    replyTime: 'within 2 working days',
    unknownType: 'Select an enquiry type from the list.',
    rateLimit: () =>
      `You have sent several enquiries in a short time. Please wait an hour and try again, or call us at ${SITE.office.phone}.`,
    /** The words shown to the sender once the enquiry is stored. */
    thanks: (firstName: string, reference: string, replyTime: string) =>
      `Thank you, ${firstName}. We have received your enquiry (reference ${reference}). We will reply ${replyTime}.`,
  },
} as const;

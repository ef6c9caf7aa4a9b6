/*
 * The words the form fields share wherever they are asked (the intake form, the onboarding wizard, sign-in, the
 * contact form), and the ways to sign in that the sign-in and resume pages both offer: one place each, so a field
 * reads the same in every form. The SSN's label and hint live in ssn-words.ts, which the public pages load alone.
 */

import { SSN_WORDS } from './ssn-words';

export const FIELD_CONTENT = {
  ssnLabel: SSN_WORDS.label,
  /** The date field's hint: the m/d/Y it is typed in. */
  dateHint: 'For example, 03/27/1960',
  phoneHint: '10 digits, for example (313) 555-0100.',
  emailHint: 'For example, name@example.com.',
  otherPhoneLabel: 'Another phone number',
  otherPhoneHint: 'Another number we can try, if there is one.',
  otherEmailLabel: 'Another email address',
  otherEmailHint: 'Another email address, if there is one.',
  /** Under a field that describes an "Other" choice. */
  otherTextHint: 'Tell us in a few words.',
  /** Above a form whose questions are required unless marked. */
  requiredNote: 'Answer every question unless it says (optional).',
  /** Shown under a list field whose list could not be loaded. */
  listUnavailable: 'We could not load this list. Please refresh the page and try again.',
  /** A file (a statement, an uploaded document, a bill) that could not be downloaded. */
  downloadFailed: 'Failed to download the file',
};

/** The ways to sign in, offered by the client area's sign-in chooser and by the intake's resume chooser. */
export const SIGN_IN_WAYS = {
  heading: 'Sign in to your account',
  byUsername: 'Username and Password',
  bySsn: 'SSN and Birthdate',
  bySsnHint: 'Use your Social Security Number and your date of birth.',
};

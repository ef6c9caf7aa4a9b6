/*
 * The validation messages the contract's schemas give, shared by the browser forms and the API (the words of one
 * area's forms sit in validation-<area>.ts). Texts the product has always shown are kept word for word; the rest
 * say, in plain words, what to do. A message built from data is a function of that data.
 *
 * Content is a leaf: it imports nothing from the contract or the apps at run time, so the contract can import it.
 */

import { FIELD_CONTENT } from './fields';

export const VALIDATION_MESSAGES = {
  /** State selection sent without a state. */
  stateRequired: 'Please select a state',
  /** Program selection sent with neither a program nor "I am not aware". */
  programRequired: "Select at least one program or choose 'I am not aware' to proceed.",
  /** The monthly income tooltip. */
  monthlyIncomeTooltip: 'Enter 0 if you have no income other than Social Security.',
  /** The food stamp, life insurance and rent tooltip. */
  zeroAmountTooltip: "Input '0' if no amount has been received.",
  /** The SSA document note. */
  documentUploadNote: 'Max. file size 10 MB (File format: PNG, JPG, JPEG and PDF)',
  /** Shown for a program whose status is 0. */
  inactiveProgram: 'This program is inactive',
  /** An account statement asked for dates with no transactions. */
  statementNotFound: 'No transactions found for the selected dates.',
  /** The one message for any other failed statement download. */
  statementDownloadFailed: FIELD_CONTENT.downloadFailed,
  /** The toast after logging out, from the account or from the onboarding wizard. */
  loggedOut: 'Logged out successfully',

  ssn: 'Enter a 9-digit Social Security Number.',
  phone: 'Enter a 10-digit phone number.',
  fax: 'Enter a 10-digit fax number.',
  email: 'Enter an email address in the correct format, like name@example.com.',
  emailTooLong: 'Email address must be 250 characters or fewer.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordRules:
    'Enter a password of at least 8 characters with an uppercase letter, a lowercase letter, a number and one of @ # $ %, and no spaces or other symbols.',
  usernameRules: 'Enter a username of 4 to 30 characters using only lowercase letters, numbers and @ + . _ -, with no spaces.',
  dateOfBirthFuture: 'Enter a date of birth that is today or in the past.',
  zipCode: 'Enter the ZIP code using numbers only.',
  /** The county is typed, not chosen from a list: a text field's message never says "Select" (issue 9). */
  countyRequired: 'Enter a county.',
  addressStateRequired: 'Select a state.',
  addressStateNameRequired: 'Enter the state, province or region.',
  addressCountryRequired: 'Select a country.',
  maxOtherIdentifiers: 'You can add up to 3 other identifiers.',

  /** A text field sent as something else (a number, a list). */
  mustBeText: (label: string) => `${label} must be text.`,
  // Asked in more than one area's forms.
  passwordRequired: 'Enter your password.',
  emailRequired: 'Enter your email address.',
  dateOfBirthRequired: 'Enter your date of birth.',
  dateOfBirthInvalid: 'Enter a real date of birth, like 1970-01-31.',
  applicationCodeRequired: 'Enter the application code.',
  applicationCodeLabel: 'Application code',
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  contactCategoryRequired: 'Select a contact category.',
  stepRequired: 'Choose which step to save.',
  atMost20Reasons: 'Give at most 20 reasons.',
  reasonItemLabel: 'A reason',
  selectProgram: 'Select a program.',
  searchLabel: 'The search',
  descriptionLabel: 'Description',
  nameLabel: 'Name',

  amountRequired: 'Enter an amount.',
  amountInvalid: 'Enter an amount in dollars and cents, like 750.00.',
  amountAboveZero: 'Enter an amount above zero.',
  zipCodeTooLong: 'ZIP code must be 10 digits or fewer.',
  page: 'Enter a page number of 1 or more.',
  /** A page size outside 1 to `max`. */
  perPage: (max: number) => `Enter a page size from 1 to ${max}.`,
  /** A day typed into a date field (sent on as yyyy-MM-dd), or a day in a list's address. */
  day: 'Enter a real date, like 11/01/2026.',
  /** A list's `after` or `before` that is not a place a page of the list gave. */
  cursor: 'This link to a page is out of date: open the list again from its first page.',
  dayRangeOrder: 'The end date must be on or after the start date.',
  agencyRequired: 'Select an agency.',
  reportingTypeRequired: 'Choose a reporting type.',
  trueOrFalse: 'Must be true or false.',
  reasonLabel: 'The reason',
  /** A staff member's reason shorter than `min` characters. */
  staffReasonTooShort: (min: number) => `Give a reason of at least ${min} characters.`,
  genericErrorToast: 'Something went Wrong!!!',
  /**
   * The message of a 422 whose field errors say what is wrong (the web shows it as a toast while each field shows
   * its own error): a plain summary, never Laravel's "The given data was invalid.".
   */
  validationFailed: 'Please correct the highlighted fields.',
  captchaFailed: 'Captcha verification failed. Please try again!',
  endBeforeStart: 'The end date cannot be before the start date.',
  endAfterToday: 'The end date cannot be after today.',
  /** Shown when a reset form is submitted while a checklist rule fails. */
  invalidCredential: 'Invalid password. Please try again.',
  /** A retried request's key header that is missing, empty, too long or sent twice. */
  idempotencyKeyInvalid: (header: string, maxLength: number) =>
    `The ${header} header must be 1 to ${maxLength} printable characters, sent once.`,
  idempotencyKeyReused: (header: string) => `This ${header} was used for another request. Send a new key with a new request.`,
  idempotencyInProgress: 'This request is still being processed. Wait a moment, then try again to see its answer.',
  idempotencyAnswerLost:
    'This request was carried out, but its answer was lost when the server stopped. Look at the journal before doing it again.',

  /** "First name must be 100 characters or fewer." */
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,
  /** "Enter the amount as a number, like 0 or 125.50." */
  amount: (what: string) => `Enter ${what} as a number, like 0 or 125.50.`,
};

/** The rules of the live checklists beside a new password and a new username (the words the user reads). */
export const CREDENTIAL_RULE_LABELS = {
  minLength: (min: number) => `At least ${min} characters`,
  upperAndLower: 'At least 1 uppercase and 1 lowercase letter',
  number: 'At least 1 number',
  noSpaces: 'No blank spaces',
  special: (allowed: readonly string[], disallowed: readonly string[]) =>
    `At least 1 special character from ${allowed.join(' ')} and none of ${disallowed.join(' ')}`,
  lengthRange: (min: number, max: number) => `${min} to ${max} characters`,
  lowercaseOnly: 'Lowercase letters only',
  usernameCharacters: (allowed: readonly string[]) => `Only lowercase letters, numbers and ${allowed.join(' ')}`,
};

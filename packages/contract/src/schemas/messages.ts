/**
 * Validation messages shared by the browser forms and the API. Texts the product has always shown are kept word for
 * word; the rest say, in plain words, what to do.
 */

/** State selection sent without a state. */
export const STATE_REQUIRED_MESSAGE = 'Please select a state';
/** Program selection sent with neither a program nor "I am not aware". */
export const PROGRAM_REQUIRED_MESSAGE = "Select at least one program or choose 'I am not aware' to proceed.";
/** The monthly income tooltip. */
export const MONTHLY_INCOME_TOOLTIP = 'Enter 0 if you have no income other than Social Security.';
/** The food stamp, life insurance and rent tooltip. */
export const ZERO_AMOUNT_TOOLTIP = "Input '0' if no amount has been received.";
/** The SSA document note. */
export const DOCUMENT_UPLOAD_NOTE = 'Max. file size 10 MB (File format: PNG, JPG, JPEG and PDF)';
/** Shown for a program whose status is 0. */
export const INACTIVE_PROGRAM_MESSAGE = 'This program is inactive';
/** An account statement asked for dates with no transactions. */
export const STATEMENT_NOT_FOUND_MESSAGE = 'No transactions found for the selected dates.';
/** The one message for any other failed statement download. */
export const STATEMENT_DOWNLOAD_FAILED_MESSAGE = 'Failed to download the file';
/** The toast after logging out, from the account or from the onboarding wizard. */
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

export const SSN_MESSAGE = 'Enter a 9-digit Social Security Number.';
export const PHONE_MESSAGE = 'Enter a 10-digit phone number.';
export const FAX_MESSAGE = 'Enter a 10-digit fax number.';
export const EMAIL_MESSAGE = 'Enter an email address in the correct format, like name@example.com.';
export const EMAIL_TOO_LONG_MESSAGE = 'Email address must be 250 characters or fewer.';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match.';
export const PASSWORD_RULES_MESSAGE =
  'Enter a password of at least 8 characters with an uppercase letter, a lowercase letter, a number and one of @ # $ %, and no spaces or other symbols.';
export const USERNAME_RULES_MESSAGE =
  'Enter a username of 4 to 30 characters using only lowercase letters, numbers and @ + . _ -, with no spaces.';
export const DATE_OF_BIRTH_FUTURE_MESSAGE = 'Enter a date of birth that is today or in the past.';
export const ZIP_CODE_MESSAGE = 'Enter the ZIP code using numbers only.';
/** The county is typed, not chosen from a list: a text field's message never says "Select" (issue 9). */
export const COUNTY_REQUIRED_MESSAGE = 'Enter a county.';
export const ADDRESS_STATE_REQUIRED_MESSAGE = 'Select a state.';
export const ADDRESS_STATE_NAME_REQUIRED_MESSAGE = 'Enter the state, province or region.';
export const ADDRESS_COUNTRY_REQUIRED_MESSAGE = 'Select a country.';
export const MAX_OTHER_IDENTIFIERS_MESSAGE = 'You can add up to 3 other identifiers.';

/** "First name must be 100 characters or fewer." */
export const tooLongMessage = (label: string, max: number) => `${label} must be ${max} characters or fewer.`;
/** "Enter the amount as a number, like 0 or 125.50." */
export const amountMessage = (what: string) => `Enter ${what} as a number, like 0 or 125.50.`;

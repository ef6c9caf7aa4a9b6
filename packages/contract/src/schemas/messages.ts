import { VALIDATION_MESSAGES } from '@payee/content/validation';

/**
 * The names under which the web app and the API import the shared validation messages; the words themselves live in
 * `@payee/content/validation`.
 */

export const STATE_REQUIRED_MESSAGE = VALIDATION_MESSAGES.stateRequired;
export const PROGRAM_REQUIRED_MESSAGE = VALIDATION_MESSAGES.programRequired;
export const MONTHLY_INCOME_TOOLTIP = VALIDATION_MESSAGES.monthlyIncomeTooltip;
export const ZERO_AMOUNT_TOOLTIP = VALIDATION_MESSAGES.zeroAmountTooltip;
export const DOCUMENT_UPLOAD_NOTE = VALIDATION_MESSAGES.documentUploadNote;
export const INACTIVE_PROGRAM_MESSAGE = VALIDATION_MESSAGES.inactiveProgram;
export const STATEMENT_NOT_FOUND_MESSAGE = VALIDATION_MESSAGES.statementNotFound;
export const STATEMENT_DOWNLOAD_FAILED_MESSAGE = VALIDATION_MESSAGES.statementDownloadFailed;
export const LOGGED_OUT_MESSAGE = VALIDATION_MESSAGES.loggedOut;

export const SSN_MESSAGE = VALIDATION_MESSAGES.ssn;
export const PHONE_MESSAGE = VALIDATION_MESSAGES.phone;
export const FAX_MESSAGE = VALIDATION_MESSAGES.fax;
export const EMAIL_MESSAGE = VALIDATION_MESSAGES.email;
export const EMAIL_TOO_LONG_MESSAGE = VALIDATION_MESSAGES.emailTooLong;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = VALIDATION_MESSAGES.passwordsDoNotMatch;
export const PASSWORD_RULES_MESSAGE = VALIDATION_MESSAGES.passwordRules;
export const USERNAME_RULES_MESSAGE = VALIDATION_MESSAGES.usernameRules;
export const DATE_OF_BIRTH_FUTURE_MESSAGE = VALIDATION_MESSAGES.dateOfBirthFuture;
export const ZIP_CODE_MESSAGE = VALIDATION_MESSAGES.zipCode;
export const COUNTY_REQUIRED_MESSAGE = VALIDATION_MESSAGES.countyRequired;
export const ADDRESS_STATE_REQUIRED_MESSAGE = VALIDATION_MESSAGES.addressStateRequired;
export const ADDRESS_STATE_NAME_REQUIRED_MESSAGE = VALIDATION_MESSAGES.addressStateNameRequired;
export const ADDRESS_COUNTRY_REQUIRED_MESSAGE = VALIDATION_MESSAGES.addressCountryRequired;
export const MAX_OTHER_IDENTIFIERS_MESSAGE = VALIDATION_MESSAGES.maxOtherIdentifiers;

/** "First name must be 100 characters or fewer." */
export const tooLongMessage = VALIDATION_MESSAGES.tooLong;
/** "Enter the amount as a number, like 0 or 125.50." */
export const amountMessage = VALIDATION_MESSAGES.amount;

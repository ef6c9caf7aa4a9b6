/*
 * The API's generic messages: the answers of every status the error handler gives, the failures Fastify and its
 * plugins raise (by their code), sign-in and permission refusals, the database unavailable, and the checks every
 * form shares. The person reads them in a toast, a banner or beside a field. A message built from data is a
 * function of that data.
 */

export const API_COMMON_MESSAGES = {
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  internalError: 'Something went wrong on our side. Please try again later.',
  /** The default of a zod value that is missing, instead of zod's "Invalid input: expected string, received undefined". */
  required: 'This field is required.',
  /** A schema validation failure that carries no message of its own. */
  invalidValue: 'This value is not valid.',
  /** Beside a field whose text holds U+0000, which PostgreSQL cannot store in text and no form can type. */
  nulCharacter: 'This contains a character that is not allowed. Remove it and try again.',
  chooseAFile: 'Please choose a file to upload.',
  databaseUnavailableRetry: 'We cannot reach our records just now. Please try again in a minute.',
  /** /ready when the database does not answer. */
  databaseUnavailable: 'The database is not available.',
  metricsTokenRequired: 'Send the metrics token as a bearer token.',
  unknownList: (name: string) => `Unknown list "${name}".`,
  exportAtMostDays: (days: number) => `Export at most ${days} days at a time.`,

  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signedOut: 'You have been signed out. Please sign in again.',
  roleRequired: 'You do not have permission to do this. Ask an administrator if you need it.',

  /** An address's state and country, checked against their lists (intake and onboarding). */
  stateFromList: 'Select a state from the list.',
  countryFromList: 'Select a country from the list.',
  internationalUsAddress: 'For an address in the United States, say it is not outside the United States and choose its state.',
  domesticForeignAddress: 'For an address outside the United States, say so and type its state or region.',
} as const;

const BODY_NOT_ACCEPTED = 'This kind of request body is not accepted. Send JSON or a form.';
const REQUEST_TOO_LARGE = 'The request is too large.';
const TOO_MANY_FIELDS = 'Too many fields in one form.';
const FORM_NOT_RECEIVED = 'The form was not received completely. Please try again.';

/** Plain words for the failures Fastify and its plugins raise themselves, by error code. */
export const API_MESSAGES_BY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: REQUEST_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: BODY_NOT_ACCEPTED,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_REQ_FILE_TOO_LARGE: 'Each file must be 10 MB or smaller.',
  FST_FILES_LIMIT: 'Too many files in one form.',
  FST_FIELDS_LIMIT: TOO_MANY_FIELDS,
  FST_PARTS_LIMIT: TOO_MANY_FIELDS,
  FST_PROTO_VIOLATION: 'A form field has a name that is not allowed.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: BODY_NOT_ACCEPTED,
  FST_MULTIPART_MALFORMED: FORM_NOT_RECEIVED,
  FST_MP_PREMATURE_CLOSE: FORM_NOT_RECEIVED,
  FST_FORM_TAKES_NO_FILES: 'This form takes no files.',
};

/** The answer to a refused request that has no message of its own, by status. */
export const API_MESSAGES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'The request could not be understood.',
  401: API_COMMON_MESSAGES.signInRequired,
  403: 'You are not allowed to do this.',
  404: API_COMMON_MESSAGES.notFound,
  405: 'This method is not allowed here.',
  406: BODY_NOT_ACCEPTED,
  408: 'The request took too long. Please try again.',
  413: REQUEST_TOO_LARGE,
  415: BODY_NOT_ACCEPTED,
  429: API_COMMON_MESSAGES.tooManyRequests,
};

/** Keeps only the digits of a value. */
export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D+/g, '');
}

export const SSN_DIGITS = 9;
/** Length of an SSN shown 3-2-4 with dashes (at most 11 characters). */
export const SSN_FORMATTED_LENGTH = 11;
export const PHONE_DIGITS = 10;

/** Strips non-digits, cuts to 9 and shows 3-2-4 with dashes as the user types ("123-45-6789"). */
export function formatSsn(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, SSN_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The SSN as sent to the server: digits only, at most 9. */
export function cleanSsn(value: string | null | undefined): string {
  return onlyDigits(value).slice(0, SSN_DIGITS);
}

/** Masks all but the last four digits: "***-**-6789". Accepts digits, a formatted SSN or a partial tail. */
export function maskSsn(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  const last4 = digits.slice(-4);
  return `***-**-${last4.padStart(4, '*')}`;
}

/**
 * A birth date (yyyy-MM-dd) for a screen that needs only the year: the month and day, which with a name identify
 * a person, become asterisks, as maskSsn does with the first five digits (1956-03-14 shows as two asterisks,
 * two asterisks and 1956, slash-separated).
 */
export function maskBirthDate(value: string | null | undefined): string {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(value ?? '')?.[1];
  return `**/**/${year ?? '****'}`;
}

/** The United States' country calling code, which people often write before a number ("+1 313 555 0100"). */
export const US_COUNTRY_CODE = '1';

/**
 * Drops a leading US country code from a phone number's digits: "13135550100" → "3135550100". A US area
 * code never starts with 1, so more than ten digits starting with 1 can only be the country code and a
 * number; ten digits or fewer are left as given (docs/decisions.md, "Inputs").
 */
export function withoutUsCountryCode(digits: string): string {
  return digits.length > PHONE_DIGITS && digits.startsWith(US_COUNTRY_CODE) ? digits.slice(US_COUNTRY_CODE.length) : digits;
}

/** A phone number's digits: non-digits stripped, a leading US country code dropped, then cut to 10. */
function phoneDigits(value: string | null | undefined): string {
  return withoutUsCountryCode(onlyDigits(value)).slice(0, PHONE_DIGITS);
}

/** Shows a phone number as (XXX) XXX-XXXX while typing; "+1 (313) 555-0100" shows as "(313) 555-0100". */
export function formatPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The phone number as sent to the server: digits only, without a US country code, at most 10. */
export function cleanPhone(value: string | null | undefined): string {
  return phoneDigits(value);
}

/**
 * Number fields keep digits, plus, hyphen, parentheses, period and space;
 * the digits-only mode keeps digits only.
 */
export function sanitizeNumberInput(value: string | null | undefined, digitsOnly = false): string {
  const text = String(value ?? '');
  return digitsOnly ? text.replace(/\D+/g, '') : text.replace(/[^\d+\-(). ]+/g, '');
}

/** Masks an e-mail address for display: "j***@example.org". */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The parts of a person's name, as records hold them (any may be missing). */
export interface NameParts {
  title?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
}

/**
 * A person's name written out, the one way the service writes one: the parts the record holds, in order (title,
 * first, middle, last, suffix), trimmed, each once, separated by one space ("Mr John Albert Smith Jr").
 */
export function personName(parts: NameParts): string {
  return [parts.title, parts.firstName, parts.middleName, parts.lastName, parts.suffix]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

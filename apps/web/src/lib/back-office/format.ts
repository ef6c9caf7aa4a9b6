import { formatOfficeDateTime } from '@payee/contract';

/** A moment the API gives (ISO), in the office's time; `fallback` when there is none (not sent in yet). */
export const formatStaffMoment = (iso: string | null | undefined, fallback = '') => (iso ? formatOfficeDateTime(new Date(iso)) : fallback);

/** How many characters of an identifier number stay readable: enough to match it with the client on the phone. */
const SHOWN_CHARACTERS = 4;

/**
 * An identifier number (ID, debit card, VA, Medicaid) as staff see it on screen: all but its last four
 * characters hidden, as the SSN is ("*****6789"). The staff read answers the numbers whole, for the assisted
 * wizard; the record shows no more than is needed to tell one from another.
 */
export function maskIdentifier(value: string): string {
  const text = value.replace(/\s+/g, '');
  if (text.length <= SHOWN_CHARACTERS) return '*'.repeat(text.length);
  return `${'*'.repeat(text.length - SHOWN_CHARACTERS)}${text.slice(-SHOWN_CHARACTERS)}`;
}

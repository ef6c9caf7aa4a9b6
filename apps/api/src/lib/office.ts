import type { Office } from '@payee/content';

/** The office's postal address on one line: "PO Box 14230, Lansing, MI 48901". */
export function officeAddressLine(office: Office): string {
  const { line1, city, stateCode, zip } = office.address;
  return `${line1}, ${city}, ${stateCode} ${zip}`;
}

import { readFile } from 'node:fs/promises';
import { pdfPages } from '../../apps/api/test/helpers/pdf';

/** The text of every page of a PDF file, one string per page (as the API tests read statements). */
export async function pdfPageTexts(filePath: string): Promise<string[]> {
  return pdfPages(await readFile(filePath));
}

/** "$1,234.56" / "-$12.50" from cents, as the statement prints money. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${whole}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Cents from the API's decimal strings ("1234.56", "-12.50"). */
export function centsOf(value: string): number {
  const [whole = '0', fraction = '0'] = value.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return value.startsWith('-') ? -cents : cents;
}

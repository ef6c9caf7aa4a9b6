import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF file, one string per page (pdf.js's text layer, items joined by spaces). */
export async function pdfPageTexts(filePath: string): Promise<string[]> {
  const data = new Uint8Array(await readFile(filePath));
  const document = await getDocument({ data, useSystemFonts: true, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await document.destroy();
  return pages;
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

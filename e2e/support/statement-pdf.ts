import { readFile } from 'node:fs/promises';
import { centsToDecimal, decimalToCents, formatMoney } from '@payee/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a downloaded PDF, one string per page, its items joined by single spaces: what a reader
 * (or a screen reader) gets from the file, read with pdfjs-dist.
 */
export async function pdfPageTexts(filePath: string): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(filePath)), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const { items } = await (await pdf.getPage(number)).getTextContent();
      pages.push(
        items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** "$1,234.56" / "-$12.50" from cents, as the statement and the pages print money (the contract's formatMoney). */
export const dollars = (cents: number): string => formatMoney(centsToDecimal(cents));

/** Cents from the API's decimal strings ("1234.56", "-12.50"), by the contract's one parser. */
export function centsOf(value: string): number {
  const cents = decimalToCents(value);
  if (cents === null) throw new Error(`Not an amount: ${value}`);
  return cents;
}

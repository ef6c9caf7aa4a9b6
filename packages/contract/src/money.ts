/** US dollars as people read them; "-$0.00" never appears (a zero is never negative). */
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: 'negative' });

/**
 * "$1,234.56", "-$12.50", "$0.00": an amount as the API sends it ("1234.56", "-12.50") or as typed
 * ("1234.5"), read by the one parser (decimalToCents) and formatted exactly, never through a float; text that
 * is not dollars and cents ("1,000", "1.234", "1e3") comes back as it was. The statement, the e-mails, the
 * account page and "Check your answers" all use it.
 */
export function formatMoney(amount: string): string {
  const cents = decimalToCents(amount);
  return cents === null ? amount : DOLLARS.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}

/** A whole number of cents as the API writes it: 123456 → "1234.56", -1250 → "-12.50", 0 → "0.00". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DECIMAL_AMOUNT = /^(-)?(\d{1,11})(?:\.(\d{1,2}))?$/;

/**
 * The one way money is read: an amount typed or sent as a decimal string ("750", "750.5", "-12.50") as a whole
 * number of cents, read digit by digit (never through a float: "4.35" is 435, where 4.35 * 100 is
 * 434.99999999999994); null when it is not such an amount (three decimals, "1,000", "1e3", ""). Every amount
 * field (the schemas' zAmountCents) and every file read goes through it.
 */
export function decimalToCents(text: string): number | null {
  const match = DECIMAL_AMOUNT.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] && cents !== 0 ? -cents : cents;
}

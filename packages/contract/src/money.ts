/** US dollars as people read them; "-$0.00" never appears (a zero is never negative). */
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: 'negative' });

/**
 * "$1,234.56", "-$12.50", "$0.00": an amount as the API sends it ("1234.56", "-12.50") or as typed
 * ("1234.5"). A decimal string is formatted exactly, never through a float; text that is not a number
 * comes back as it was. The statement, the e-mails, the account page and "Check your answers" all use it.
 */
export function formatMoney(amount: string): string {
  const text = amount.trim();
  if (text === '' || !Number.isFinite(Number(text))) return amount;
  return DOLLARS.format(text as Intl.StringNumericLiteral);
}

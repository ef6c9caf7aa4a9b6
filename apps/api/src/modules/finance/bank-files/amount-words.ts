/**
 * The amount of a check in words, as US checks write it: "One thousand two hundred thirty-four and 56/100 dollars".
 * Whole dollars in words (no "and" inside the number, tens and units joined by a hyphen), cents as a fraction of 100.
 */

const UNITS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
] as const; // prettier-ignore
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;

/**
 * The largest amount a check shows: $9,999,999.99. Its figures fit the amount box of the check (13 characters with
 * "$" and commas) and its words ("Nine million nine hundred ninety-nine thousand nine hundred ninety-nine and 99/100
 * dollars", 88 characters) the one line under "Pay to the order of" at 10 pt. A payee organisation's checks pay rent
 * and bills of a few hundred dollars; anything near this is a mistake, and a larger amount is refused rather than
 * printed where it does not fit.
 */
export const CHECK_AMOUNT_CAP_CENTS = 999_999_999;

/** 0 to 999 in words: "nine hundred ninety-nine", "forty", "seven". */
function underThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${UNITS[hundreds]} hundred`);
  if (rest > 0 || hundreds === 0) {
    parts.push(rest < 20 ? UNITS[rest]! : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${UNITS[rest % 10]}` : ''}`);
  }
  return parts.join(' ');
}

/** Whole dollars in words, up to 999,999,999: "one million two hundred thousand five". */
function dollarsInWords(dollars: number): string {
  if (dollars === 0) return UNITS[0];
  const groups: [number, string][] = [
    [Math.floor(dollars / 1_000_000), 'million'],
    [Math.floor(dollars / 1_000) % 1_000, 'thousand'],
    [dollars % 1_000, ''],
  ];
  return groups
    .filter(([value]) => value > 0)
    .map(([value, scale]) => (scale ? `${underThousand(value)} ${scale}` : underThousand(value)))
    .join(' ');
}

/**
 * A check's amount from whole cents: 123456 → "One thousand two hundred thirty-four and 56/100 dollars",
 * 1 → "Zero and 01/100 dollars". Throws for zero, a negative amount, a fraction of a cent and anything above
 * CHECK_AMOUNT_CAP_CENTS: no check is written for those.
 */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > CHECK_AMOUNT_CAP_CENTS) {
    throw new RangeError(`A check is for 1 cent to ${CHECK_AMOUNT_CAP_CENTS} cents, not ${cents}`);
  }
  const words = dollarsInWords(Math.floor(cents / 100));
  return `${words[0]!.toUpperCase()}${words.slice(1)} and ${String(cents % 100).padStart(2, '0')}/100 dollars`;
}

/** "$1,234.56" or "-$12.50" from a decimal string ("1234.56", "-12.50"), without going through a float. */
export function formatMoney(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0+$/.test(whole) && /^0*$/.test(fraction);
  return `${sign && !isZero ? '-' : ''}$${grouped}.${fraction.padEnd(2, '0')}`;
}

/** Whether a decimal string is below zero. */
export const isNegativeMoney = (value: string) => /^-/.test(value.trim()) && !/^-0*(\.0*)?$/.test(value.trim());

import type { LedgerCategory } from '../schema/index';

/** One generated ledger line, before it is tied to a client and program. */
export interface DemoTransaction {
  postedOn: string;
  description: string;
  category: LedgerCategory;
  amountCents: number;
  reference: string;
}

/** A small deterministic generator, so every fresh database gets the same demo history. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/**
 * A year of a typical payee client's money ending `today` (UTC date): the monthly SSA benefit deposit
 * (about $1,150), rent, DTE Energy, the phone, a monthly service fee, weekly debit card loads every Friday,
 * and now and then groceries paid directly, a pharmacy copay or a small refund.
 */
export function demoYearOfTransactions(today: Date, seed = 2026): DemoTransaction[] {
  const random = mulberry32(seed);
  const end = utcDay(today.getFullYear(), today.getMonth(), today.getDate()); // the local calendar day, as the statement checks "not after today"
  const start = utcDay(end.getUTCFullYear() - 1, end.getUTCMonth(), end.getUTCDate() + 1);
  const rows: DemoTransaction[] = [];
  let sequence = 0;
  const add = (date: Date, description: string, category: LedgerCategory, amountCents: number) => {
    sequence += 1;
    rows.push({ postedOn: iso(date), description, category, amountCents, reference: `DEMO-${String(sequence).padStart(5, '0')}` });
  };

  for (let day = new Date(start); day <= end; day = utcDay(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1)) {
    const dayOfMonth = day.getUTCDate();
    const month = day.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    // The cost-of-living adjustment lifts the benefit each January.
    const benefit = day.getUTCMonth() === 0 || day >= utcDay(end.getUTCFullYear(), 0, 1) ? 118_200 : 115_000;
    if (dayOfMonth === 1) add(day, `Money management service fee, ${month}`, 'fee', -2_500);
    if (dayOfMonth === 3) add(day, `Social Security benefit deposit (SSA), ${month}`, 'benefit_deposit', benefit);
    if (dayOfMonth === 5) add(day, `Rent to Lansing Gardens Apartments, ${month}`, 'rent', -65_000);
    if (dayOfMonth === 12) add(day, 'DTE Energy, electricity and gas', 'utilities', -(6_000 + Math.round(random() * 7_000)));
    if (dayOfMonth === 15) add(day, 'Assurance Wireless phone plan', 'utilities', -3_500);
    if (day.getUTCDay() === 5) add(day, 'Weekly debit card load', 'debit_card_load', -5_000);
    if (dayOfMonth === 20 && random() < 0.5) add(day, 'Meijer groceries, paid for the client', 'food', -(4_000 + Math.round(random() * 4_000)));
    if (dayOfMonth === 24 && random() < 0.3) add(day, 'CVS Pharmacy prescription copay', 'other', -(350 + Math.round(random() * 900)));
    if (dayOfMonth === 27 && random() < 0.1) add(day, 'DTE Energy refund of an overpayment', 'other', 1_000 + Math.round(random() * 2_000));
  }
  return rows;
}

/**
 * `count` transactions spread over the days before `today` (for the benchmark's large statement), with
 * deposits keeping the balance positive.
 */
export function manyTransactions(today: Date, count: number, days: number, seed = 7): DemoTransaction[] {
  const random = mulberry32(seed);
  const end = utcDay(today.getFullYear(), today.getMonth(), today.getDate()); // the local calendar day, as the statement checks "not after today"
  const rows: DemoTransaction[] = [];
  for (let i = 0; i < count; i += 1) {
    const dayOffset = days - 1 - Math.floor((i * days) / count);
    const date = utcDay(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() - dayOffset);
    const isDeposit = i % 5 === 0;
    rows.push({
      postedOn: iso(date),
      description: isDeposit ? 'Wages from Lansing Community Kitchen' : `Card purchase ${i}: Meijer, Frandor Shopping Center, Lansing`,
      category: isDeposit ? 'wages' : 'food',
      amountCents: isDeposit ? 20_000 + Math.round(random() * 5_000) : -(1_000 + Math.round(random() * 3_000)),
      reference: `BENCH-${i}`,
    });
  }
  return rows;
}

import { officeToday, type SpendingCategory, type TransactionCategory } from '@payee/contract';

/** One generated ledger line, before it is tied to a client and program. */
export interface DemoTransaction {
  postedOn: string;
  description: string;
  category: TransactionCategory;
  amountCents: number;
  reference: string;
  /** A debit card load's category: the demo card's budget line (DEMO_CARD_CATEGORY). */
  cardCategory?: SpendingCategory;
}

/**
 * What the demo clients' debit cards are for: their budget's on-card line (demo-finance.ts), which every weekly load
 * counts under, the seeded ones as the ones drafted later.
 */
export const DEMO_CARD_CATEGORY: SpendingCategory = 'food';

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

/** A client's enrolment in one program and its lines, in posting order (inserted in that order, so ids follow it). */
export interface DemoAccount {
  programId: number;
  /** 1 active, 0 inactive. */
  status: 0 | 1;
  enrolledOn: string;
  transactions: DemoTransaction[];
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
/** The office's day at the moment `today` as a UTC date: the demo history ends on the office's today. */
const calendarDay = (today: Date) => new Date(`${officeToday(today)}T00:00:00Z`);

/** The office's calendar day `days` before the moment `today`, yyyy-MM-dd. */
export function daysBefore(today: Date, days: number): string {
  const day = calendarDay(today);
  return iso(utcDay(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - days));
}

/** Day `dayOfMonth` of the month `months` before the month of `isoDate` (yyyy-MM-dd). */
export function dayOfMonthBefore(isoDate: string, months: number, dayOfMonth: number): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return iso(utcDay(year, month - 1 - months, dayOfMonth));
}

/** The first and last days (yyyy-MM-dd) of the year of transactions that ends `today`. */
export function demoYear(today: Date): { start: string; end: string } {
  const end = calendarDay(today);
  return { start: iso(utcDay(end.getUTCFullYear() - 1, end.getUTCMonth(), end.getUTCDate() + 1)), end: iso(end) };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The sum of some lines, in cents. */
export const sumCents = (rows: readonly Pick<DemoTransaction, 'amountCents'>[]) => rows.reduce((total, row) => total + row.amountCents, 0);

/** Lines sorted by day, keeping the given order within a day (Array.prototype.sort is stable). */
export const inPostingOrder = <T extends DemoTransaction>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.postedOn.localeCompare(b.postedOn));

/**
 * A year of a typical payee client's money ending `today` (UTC date): the monthly SSA benefit deposit
 * (about $1,150), rent, DTE Energy, the phone, a monthly service fee, weekly debit card loads every Friday,
 * and now and then groceries paid directly, a pharmacy copay or a small refund.
 */
export function demoYearOfTransactions(today: Date, seed = 2026): DemoTransaction[] {
  const random = mulberry32(seed);
  const year = demoYear(today);
  const start = new Date(`${year.start}T00:00:00Z`);
  const end = new Date(`${year.end}T00:00:00Z`);
  const rows: DemoTransaction[] = [];
  let sequence = 0;
  const add = (date: Date, description: string, category: TransactionCategory, amountCents: number) => {
    sequence += 1;
    rows.push({
      postedOn: iso(date),
      description,
      category,
      amountCents,
      reference: `DEMO-${String(sequence).padStart(5, '0')}`,
      ...(category === 'debit_card_load' ? { cardCategory: DEMO_CARD_CATEGORY } : {}),
    });
  };

  for (let day = new Date(start); day <= end; day = utcDay(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1)) {
    const dayOfMonth = day.getUTCDate();
    const month = MONTH_NAMES[day.getUTCMonth()]!;
    // The cost-of-living adjustment lifts the benefit each January.
    const benefit = day.getUTCMonth() === 0 || day >= utcDay(end.getUTCFullYear(), 0, 1) ? 118_200 : 115_000;
    if (dayOfMonth === 1) add(day, `Money management service fee, ${month}`, 'fees', -2_500);
    if (dayOfMonth === 3) add(day, `Social Security benefit deposit (SSA), ${month}`, 'benefit_deposit', benefit);
    if (dayOfMonth === 5) add(day, `Rent to Lansing Gardens Apartments, ${month}`, 'housing', -65_000);
    if (dayOfMonth === 12) add(day, 'DTE Energy, electricity and gas', 'utilities', -(6_000 + Math.round(random() * 7_000)));
    if (dayOfMonth === 15) add(day, 'Assurance Wireless phone plan', 'utilities', -3_500);
    if (day.getUTCDay() === 5) add(day, 'Weekly debit card load', 'debit_card_load', -5_000);
    if (dayOfMonth === 20 && random() < 0.5)
      add(day, 'Meijer groceries, paid for the client', 'food', -(4_000 + Math.round(random() * 4_000)));
    if (dayOfMonth === 24 && random() < 0.3) add(day, 'CVS Pharmacy prescription copay', 'medical', -(350 + Math.round(random() * 900)));
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
  const end = calendarDay(today);
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

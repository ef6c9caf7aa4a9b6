import type { PaymentFrequency } from '@payee/contract';
import { sql, type SQL } from 'drizzle-orm';
import { dayPlus, dayPlusMonths } from './common';

/**
 * How far one payment of a schedule is from the one before it, by frequency (null: paid once). The one table that
 * both the service's `nextOccurrence` (a schedule's next payment once one is drafted) and the due list's SQL
 * (`frequencyStepSql`, every payment in the window expanded in the database) read, so the two cannot disagree.
 */
export const FREQUENCY_STEPS: Record<PaymentFrequency, { days: number } | { months: number } | null> = {
  once: null,
  weekly: { days: 7 },
  every_two_weeks: { days: 14 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  yearly: { months: 12 },
};

/** The day after `day` by one period of `frequency` (null for a payment made once); yyyy-MM-dd in and out. */
export function nextOccurrence(day: string, frequency: PaymentFrequency): string | null {
  const step = FREQUENCY_STEPS[frequency];
  if (!step) return null;
  return 'days' in step ? dayPlus(day, step.days) : dayPlusMonths(day, step.months);
}

/**
 * `nextOccurrence` in SQL: the date one period of the frequency after `day` (null for a payment made once), as a
 * date. PostgreSQL's `date + interval 'n months'` ends on the month's last day when it has no such day (Jan 31 + 1
 * month is Feb 28), as `dayPlusMonths` does; a day count is added as days.
 */
export function frequencyStepSql(day: SQL, frequency: SQL): SQL {
  const cases = Object.entries(FREQUENCY_STEPS).flatMap(([name, step]) =>
    step ? [sql.raw(`when '${name}' then interval '${'days' in step ? `${step.days} days` : `${step.months} months`}'`)] : [],
  );
  return sql`(${day} + case ${frequency} ${sql.join(cases, sql` `)} end)::date`;
}

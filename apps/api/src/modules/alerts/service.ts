import {
  alertKindsFor,
  type AlertKind,
  centsToDecimal,
  dayPlus,
  LOW_BALANCE_BILL_DAYS,
  monthBounds,
  monthPlus,
  officeToday,
  personName,
  SSI_PROJECTION_DAYS,
  type StaffRole,
  type TAlert,
  type TAlerts,
  UNMATCHED_BANK_LINE_DAYS,
} from '@payee/contract';
import type { Database } from '../../db/client';
import { createAlertsRepository } from './repository';

/** An alert with every figure empty, to fill in the kind's own. */
const blank = (
  kind: AlertKind,
  row?: { clientId: number; firstName: string; lastName: string; applicationCode: string | null },
): TAlert => ({
  kind,
  client: row ? { id: row.clientId, name: personName(row), application_code: row.applicationCode } : null,
  balance: null,
  limit: null,
  projected_balance: null,
  bills_due: null,
  bank_line: null,
  deposit: null,
});
const money = (cents: string) => centsToDecimal(Number(cents));

/**
 * The back office's alerts for the signed-in member's roles (ALERT_KINDS_BY_ROLE), as of the office's day (never the
 * server's clock): one query per kind the roles concern, each the first ALERTS_PER_KIND with the kind's total.
 */
export function createAlertsService(db: Database, now: () => Date) {
  const repository = createAlertsRepository(db);

  /** Each kind's rows as alerts, and the kind's total. */
  const READERS: Record<AlertKind, (today: string) => Promise<{ total: number; alerts: TAlert[] }>> = {
    async ssi_over_limit(today) {
      const rows = await repository.ssiOverLimit(today, dayPlus(today, SSI_PROJECTION_DAYS));
      return {
        total: rows[0]?.total ?? 0,
        alerts: rows.map((row) => ({
          ...blank('ssi_over_limit', row),
          balance: money(row.balanceCents),
          limit: money(row.limitCents),
          projected_balance: money(row.projectedCents),
        })),
      };
    },
    async negative_balance() {
      const rows = await repository.negativeBalances();
      return {
        total: rows[0]?.total ?? 0,
        alerts: rows.map((row) => ({ ...blank('negative_balance', row), balance: money(row.balanceCents) })),
      };
    },
    async low_for_bills(today) {
      const rows = await repository.lowForBills(dayPlus(today, LOW_BALANCE_BILL_DAYS));
      return {
        total: rows[0]?.total ?? 0,
        alerts: rows.map((row) => ({ ...blank('low_for_bills', row), balance: money(row.balanceCents), bills_due: money(row.billsCents) })),
      };
    },
    async bank_line_unmatched(today) {
      // More than 5 days: dated 6 or more days before today.
      const rows = await repository.unmatchedBankLines(today, dayPlus(today, -(UNMATCHED_BANK_LINE_DAYS + 1)));
      return {
        total: rows[0]?.total ?? 0,
        alerts: rows.map((row) => ({
          ...blank('bank_line_unmatched'),
          bank_line: {
            id: row.id,
            date: row.date,
            description: row.description,
            amount: money(row.amountCents),
            month: row.month,
            days_unmatched: row.days,
          },
        })),
      };
    },
    async ssa_deposit_missing(today) {
      // Last month: the latest whole month, so a deposit can still arrive in this one without an alert.
      const month = monthPlus(today.slice(0, 7), -1);
      const { start, end } = monthBounds(month);
      const rows = await repository.missingSsaDeposits(start, end);
      return {
        total: rows[0]?.total ?? 0,
        alerts: rows.map((row) => ({
          ...blank('ssa_deposit_missing', row),
          deposit: { month, benefit: row.benefit, amount: money(row.amountCents) },
        })),
      };
    },
  };

  return {
    /** The kinds these roles concern, each with its first alerts and its total. */
    async forRoles(roles: readonly StaffRole[]): Promise<TAlerts> {
      const today = officeToday(now());
      const groups = [];
      // One after another: a request's statements stay on one connection, in ALERT_KINDS' order.
      for (const kind of alertKindsFor(roles)) groups.push({ kind, ...(await READERS[kind](today)) });
      return { today, groups };
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;

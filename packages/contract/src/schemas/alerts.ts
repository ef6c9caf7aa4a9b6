import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from './staff';
import { zDecimalMoney } from './account';
import { makeDataResponseSchema } from './fields';

/**
 * The back office's alerts (issue 24, case work): what needs a look on the home page, each about one client (a bank
 * line names none). docs/decisions/back-office.md, "Alerts", says how each kind is found.
 */
export const ALERT_KINDS = [
  /** An SSI recipient whose conserved funds exceed the SSI resource limit, or will within 30 days. */
  'ssi_over_limit',
  /** A client whose balance is below zero. */
  'negative_balance',
  /** A balance too low for the bills due in the next 14 days (the due list's own lines). */
  'low_for_bills',
  /** A line of the pooled account's bank statement not matched for more than 5 days. */
  'bank_line_unmatched',
  /** An SSA benefit whose deposit did not arrive in the month it was expected (last month). */
  'ssa_deposit_missing',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Which kinds concern which role: finance all of them; caseworkers and admins the client's own (1, 2, 5). */
export const ALERT_KINDS_BY_ROLE: Record<StaffRole, readonly AlertKind[]> = {
  finance: ALERT_KINDS,
  caseworker: ['ssi_over_limit', 'negative_balance', 'ssa_deposit_missing'],
  admin: ['ssi_over_limit', 'negative_balance', 'ssa_deposit_missing'],
};
/** The kinds a member with these roles sees, in ALERT_KINDS' order. */
export const alertKindsFor = (roles: readonly StaffRole[]): AlertKind[] =>
  ALERT_KINDS.filter((kind) => roles.some((role) => ALERT_KINDS_BY_ROLE[role].includes(kind)));
/** Who the route is for: every role some kind concerns. */
export const ALERT_ROLES = STAFF_ROLES.filter((role) => ALERT_KINDS_BY_ROLE[role].length > 0);

/** How many alerts of each kind are listed; the rest are counted ("and 12 more"). */
export const ALERTS_PER_KIND = 10;
/** The days of money in and out an SSI recipient's balance is projected over. */
export const SSI_PROJECTION_DAYS = 30;
/** The days of bills the balance must cover (the finance overview's "due in the next 14 days"). */
export const LOW_BALANCE_BILL_DAYS = 14;
/** A bank line is an alert once it has waited more than this many days unmatched. */
export const UNMATCHED_BANK_LINE_DAYS = 5;
/** The SSI resource limit for an individual until an admin changes it: $2,000.00. */
export const DEFAULT_SSI_RESOURCE_LIMIT_CENTS = 200_000;

export const ZAlertClientSchema = z.object({ id: z.number().int(), name: z.string(), application_code: z.string().nullable() });

/** One alert: its kind, its client (null for a bank line) and its figures (null where the kind has none). */
export const ZAlertSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  client: ZAlertClientSchema.nullable(),
  /** The client's balance now (every program's sub-ledger summed). */
  balance: zDecimalMoney().nullable(),
  /** The SSI resource limit (ssi_over_limit). */
  limit: zDecimalMoney().nullable(),
  /** The balance in 30 days given the money scheduled in and out (ssi_over_limit). */
  projected_balance: zDecimalMoney().nullable(),
  /** The bills due in the next 14 days, overdue ones included (low_for_bills). */
  bills_due: zDecimalMoney().nullable(),
  /** A bank line (bank_line_unmatched): its day, words, amount, statement month and days unmatched. */
  bank_line: z
    .object({
      id: z.number().int(),
      date: z.string(),
      description: z.string(),
      amount: zDecimalMoney(),
      month: z.string(),
      days_unmatched: z.number().int(),
    })
    .nullable(),
  /** The month a deposit was expected (`2026-10`), the benefit's name and its monthly amount (ssa_deposit_missing). */
  deposit: z.object({ month: z.string(), benefit: z.string(), amount: zDecimalMoney() }).nullable(),
});
export type TAlert = z.infer<typeof ZAlertSchema>;

/** One kind's alerts: the first ALERTS_PER_KIND and how many there are in all. */
export const ZAlertGroupSchema = z.object({ kind: z.enum(ALERT_KINDS), total: z.number().int(), alerts: z.array(ZAlertSchema) });
export type TAlertGroup = z.infer<typeof ZAlertGroupSchema>;
/** `GET /admin/alerts`: the kinds the signed-in member's roles concern, each with its alerts, as of the office's day. */
export const ZAlertsSchema = z.object({ today: z.string(), groups: z.array(ZAlertGroupSchema) });
export type TAlerts = z.infer<typeof ZAlertsSchema>;
export const ZAlertsResponseSchema = makeDataResponseSchema(ZAlertsSchema);

/** The onboarding benefit (reporting account, migration 0001) that makes a client an SSI recipient. */
export const SSI_BENEFIT_ACCOUNT_ID = 2;
/**
 * The onboarding benefits SSA pays (reporting accounts 1 Social Security, 2 SSI, 3 SSDI) and the deposit source each
 * arrives as (a deposit file's `SSA`/`SS` rows are `social_security`, its `SSI` rows `ssi`).
 */
export const SSA_BENEFIT_DEPOSIT_SOURCES = { 1: 'social_security', 2: 'ssi', 3: 'social_security' } as const;

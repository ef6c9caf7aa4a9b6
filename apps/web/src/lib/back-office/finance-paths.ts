import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ADMIN_RUNS_CONTENT } from '@payee/content/admin-runs';
import { ADMIN_FINANCE_REPORTS_CONTENT } from '@payee/content/admin-finance-reports';
import type { DisbursementStatus, StaffRole } from '@payee/contract';

/** The back office's client-money pages (issue 14; the `finance` role, the settings `admin`). */
export const FINANCE_PATH = '/admin/finance';
export const FINANCE_CLIENTS_PATH = `${FINANCE_PATH}/clients`;
/** A client's ledger, budget and SSA-623 worksheet, by the client's id (never by anything personal). */
export const financeClientPath = (id: number) => `${FINANCE_CLIENTS_PATH}/${id}`;
export const financeBudgetPath = (id: number, month?: string) => `${financeClientPath(id)}/budget${month ? `?month=${month}` : ''}`;
export const financeSsa623Path = (id: number, periodEnd?: string) =>
  `${financeClientPath(id)}/ssa-623${periodEnd ? `?period_end=${periodEnd}` : ''}`;
export const MONEY_IN_PATH = `${FINANCE_PATH}/money-in`;
export const DEPOSIT_IMPORT_PATH = `${MONEY_IN_PATH}/import`;
export const PAYMENTS_PATH = `${FINANCE_PATH}/payments`;
/** The payments of some statuses (`?status=draft`), as the list keeps its filter in the address. */
export const paymentsPath = (status?: DisbursementStatus) => (status ? `${PAYMENTS_PATH}?status=${status}` : PAYMENTS_PATH);
export const NEW_PAYMENT_PATH = `${PAYMENTS_PATH}/new`;
/** The draft page for one of a schedule's payments (the due list's "Draft it"): ids and a day, nothing personal. */
export const draftFromSchedulePath = (scheduleId: number, dueOn: string) =>
  `${NEW_PAYMENT_PATH}?scheduled_payment_id=${scheduleId}&due_on=${dueOn}`;
export const paymentPath = (id: number) => `${PAYMENTS_PATH}/${id}`;
export const SCHEDULES_PATH = `${FINANCE_PATH}/scheduled-payments`;
export const NEW_SCHEDULE_PATH = `${SCHEDULES_PATH}/new`;
export const schedulePath = (id: number) => `${SCHEDULES_PATH}/${id}`;
export const VENDORS_PATH = `${FINANCE_PATH}/vendors`;
export const NEW_VENDOR_PATH = `${VENDORS_PATH}/new`;
export const vendorPath = (id: number) => `${VENDORS_PATH}/${id}`;
export const RECONCILIATION_PATH = `${FINANCE_PATH}/reconciliation`;
export const reconciliationPath = (month: string) => `${RECONCILIATION_PATH}/${month}`;
export const REPORTS_PATH = `${FINANCE_PATH}/reports`;
/** The auditor's reports (issue 25): trial balance, client balances, payments, fees, deposits. */
export const LEDGER_REPORTS_PATH = `${FINANCE_PATH}/ledger-reports`;
export const SETTINGS_PATH = '/admin/settings';
/** Payment runs and the check register (issue 25). */
export const PAYMENT_RUNS_PATH = `${FINANCE_PATH}/payment-runs`;
export const NEW_PAYMENT_RUN_PATH = `${PAYMENT_RUNS_PATH}/new`;
export const paymentRunPath = (id: number) => `${PAYMENT_RUNS_PATH}/${id}`;
export const CHECKS_PATH = `${FINANCE_PATH}/checks`;

/**
 * What the draft page is handed by a link (router state): the client to start with. Kept out of the address, as
 * the clients search keeps what is about one person.
 */
export interface DraftForClientState {
  client: { id: number; name: string; application_code: string | null; ssn_masked: string };
}

const nav = ADMIN_FINANCE_CONTENT.nav;

/** The finance pages of the back office's navigation, each with the role it needs. */
export const FINANCE_NAV: readonly { to: string; label: string; hint: string; role: StaffRole; end?: boolean }[] = [
  { to: FINANCE_PATH, ...nav.book, role: 'finance', end: true },
  { to: MONEY_IN_PATH, ...nav.moneyIn, role: 'finance' },
  { to: PAYMENTS_PATH, ...nav.payments, role: 'finance' },
  { to: PAYMENT_RUNS_PATH, ...ADMIN_RUNS_CONTENT.nav.runs, role: 'finance' },
  { to: VENDORS_PATH, ...nav.vendors, role: 'finance' },
  { to: RECONCILIATION_PATH, ...nav.reconciliation, role: 'finance' },
  { to: REPORTS_PATH, ...nav.reports, role: 'finance' },
  { to: LEDGER_REPORTS_PATH, ...ADMIN_FINANCE_REPORTS_CONTENT.nav, role: 'finance' },
  { to: SETTINGS_PATH, ...nav.settings, role: 'admin' },
];

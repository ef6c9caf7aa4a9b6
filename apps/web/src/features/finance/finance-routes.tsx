import type { RouteObject } from 'react-router';

/**
 * The client-money pages under `/admin/finance` (issue 14), inside the `finance` role's tree of the back office's
 * route table (features/admin/admin-routes.tsx, which opens this file as its door to finance): each page a lazy
 * chunk of the back office, nothing of it in a public or client chunk.
 */
export const financeRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./pages/book-page')).BookPage }) },
  { path: 'clients', lazy: async () => ({ Component: (await import('./pages/finance-clients-page')).FinanceClientsPage }) },
  { path: 'clients/:id', lazy: async () => ({ Component: (await import('./pages/client-ledger-page')).ClientLedgerPage }) },
  { path: 'clients/:id/budget', lazy: async () => ({ Component: (await import('./pages/budget-page')).BudgetPage }) },
  { path: 'clients/:id/ssa-623', lazy: async () => ({ Component: (await import('./pages/ssa-623-page')).Ssa623Page }) },
  { path: 'money-in', lazy: async () => ({ Component: (await import('./pages/money-in-page')).MoneyInPage }) },
  { path: 'money-in/import', lazy: async () => ({ Component: (await import('./pages/deposit-import-page')).DepositImportPage }) },
  { path: 'payments', lazy: async () => ({ Component: (await import('./pages/payments-page')).PaymentsPage }) },
  { path: 'payments/new', lazy: async () => ({ Component: (await import('./pages/draft-payment-page')).DraftPaymentPage }) },
  { path: 'payments/:id', lazy: async () => ({ Component: (await import('./pages/payment-page')).PaymentPage }) },
  { path: 'scheduled-payments', lazy: async () => ({ Component: (await import('./pages/schedules-page')).SchedulesPage }) },
  { path: 'scheduled-payments/new', lazy: async () => ({ Component: (await import('./pages/schedule-form-page')).ScheduleFormPage }) },
  { path: 'scheduled-payments/:id', lazy: async () => ({ Component: (await import('./pages/schedule-form-page')).ScheduleFormPage }) },
  { path: 'vendors', lazy: async () => ({ Component: (await import('./pages/vendors-page')).VendorsPage }) },
  { path: 'vendors/new', lazy: async () => ({ Component: (await import('./pages/vendor-form-page')).VendorFormPage }) },
  { path: 'vendors/:id', lazy: async () => ({ Component: (await import('./pages/vendor-form-page')).VendorFormPage }) },
  { path: 'reconciliation', lazy: async () => ({ Component: (await import('./pages/reconciliation-page')).ReconciliationPage }) },
  { path: 'reconciliation/:month', lazy: async () => ({ Component: (await import('./pages/month-page')).MonthPage }) },
  { path: 'payment-runs', lazy: async () => ({ Component: (await import('./pages/payment-runs-page')).PaymentRunsPage }) },
  { path: 'payment-runs/new', lazy: async () => ({ Component: (await import('./pages/new-payment-run-page')).NewPaymentRunPage }) },
  { path: 'payment-runs/:id', lazy: async () => ({ Component: (await import('./pages/payment-run-page')).PaymentRunPage }) },
  { path: 'checks', lazy: async () => ({ Component: (await import('./pages/check-register-page')).CheckRegisterPage }) },
  { path: 'reports', lazy: async () => ({ Component: (await import('./pages/reports-page')).ReportsPage }) },
  { path: 'ledger-reports', lazy: async () => ({ Component: (await import('./pages/ledger-reports-page')).LedgerReportsPage }) },
];

/** The approval limit's page, `/admin/settings`, in the `admin` role's tree of the back office. */
export const financeSettingsRoute: RouteObject = {
  path: 'settings',
  lazy: async () => ({ Component: (await import('./pages/settings-page')).SettingsPage }),
};

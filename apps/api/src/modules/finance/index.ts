/** What the finance module offers the other modules and the plugins: they import it from here, never from its files. */
export { default as clientMoneyRoutes } from './client-routes';
export { approvalLimitRoutes, financeRoutes } from './routes';
export { financeReportRoutes } from './reports/routes';
export { generateForClient } from './schedules';
export { dueByClientSql } from './repository/payments';
export { ssiLimitOf, ssiRecipientsOn } from './repository/refs';
export { paymentRunRoutes } from './runs/routes';
export { runFileRoutes } from './run-files/routes';

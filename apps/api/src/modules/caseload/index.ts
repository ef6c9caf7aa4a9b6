/** What the caseload module offers the other modules and the plugins: they import it from here, never from its files. */
export { caseloadAdminRoutes, caseloadRoutes } from './routes';
export { CLIENT_READ_ROUTES, clientReadLog } from './access-log';

/** What the alerts module offers the other modules and the plugins: they import it from here, never from its files. */
export { default as alertsRoutes } from './routes';

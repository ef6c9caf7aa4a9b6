/** What the intake module offers the other modules and the plugins: they import it from here, never from its files. */
export { default as adminIntakeRoutes } from './admin-routes';
export { createIntakeRepository } from './repository';

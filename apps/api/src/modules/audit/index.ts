/** What the audit module offers the other modules and the plugins: they import it from here, never from its files. */
export { staffActor } from './actor';
export type { StaffActor } from './actor';
export { createAuditRepository } from './repository';
export { inert } from './routes';
export { default as auditRoutes } from './routes';

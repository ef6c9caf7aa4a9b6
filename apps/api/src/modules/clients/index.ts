/** What the clients module offers the other modules and the plugins: they import it from here, never from its files. */
export { createClientAdminRepository } from './admin-repository';
export type { AdminClientRow } from './admin-repository';
export { APPLICATION_CODE_PATTERN, newApplicationCode, normaliseApplicationCode } from './application-code';
export { createClientRepository, lockClientUser, processSubjectId } from './repository';
export type { ClientAccount } from './repository';
export { clientNameRoutes, clientProcessRoutes } from './routes';
export { createClientUser } from './service';

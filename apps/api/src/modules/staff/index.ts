/** What the staff module offers the other modules and the plugins: they import it from here, never from its files. */
export { default as staffAdminRoutes } from './admin-routes';
export { createStaffRepository } from './repository';
export type { StaffAccount } from './repository';
export { staffLoginRoutes, staffSessionRoutes } from './routes';

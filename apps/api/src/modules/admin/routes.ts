import type { FastifyPluginAsync } from 'fastify';
import adminEnquiryRoutes from '../enquiries/admin-routes';
import { staffLoginRoutes, staffSessionRoutes } from '../staff/routes';

/**
 * The back office's API: sign-in is open; everything else sits in one tree guarded once by
 * `requireStaff` (STYLE.md: auth applied once per route tree, not remembered per handler). It runs on
 * `onRequest`, so a request without a valid token is refused before its body is even read.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffLoginRoutes);
  await app.register(async (staffOnly) => {
    staffOnly.addHook('onRequest', staffOnly.requireStaff);
    await staffOnly.register(staffSessionRoutes);
    await staffOnly.register(adminEnquiryRoutes);
  });
};

export default adminRoutes;

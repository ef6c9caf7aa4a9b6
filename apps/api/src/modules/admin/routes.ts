import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '../../lib/no-store';
import adminEnquiryRoutes from '../enquiries/admin-routes';
import adminIntakeRoutes from '../intake/admin-routes';
import adminOnboardingRoutes from '../onboarding/admin-routes';
import { staffLoginRoutes, staffSessionRoutes } from '../staff/routes';

/**
 * The back office's API: sign-in is open; everything else, every `/admin/*` route but sign-in, sits in one
 * tree guarded once by `requireStaff` (STYLE.md: auth applied once per route tree, not remembered per
 * handler). It runs on `onRequest`, so a request without a valid token is refused before its body is even
 * read. The enquiries, applications and onboardings it reads are personal data, never cached.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffLoginRoutes);
  await app.register(async (staffOnly) => {
    staffOnly.addHook('onRequest', staffOnly.requireStaff);
    await staffOnly.register(staffSessionRoutes);
    await staffOnly.register(async (records) => {
      records.addHook('onSend', noStore);
      await records.register(adminEnquiryRoutes);
      await records.register(adminIntakeRoutes);
      await records.register(adminOnboardingRoutes);
    });
  });
};

export default adminRoutes;

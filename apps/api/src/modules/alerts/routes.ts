import { API_PATHS, ZAlertsResponseSchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInStaff } from '../../plugins/auth';
import { createAlertsService } from './service';

/**
 * The home page's alerts (registered under `requireRoles(...ALERT_ROLES)`): the kinds the signed-in member's roles
 * concern (ALERT_KINDS_BY_ROLE), each capped with its total.
 */
const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = createAlertsService(app.db, () => app.now());
  app.get(API_PATHS.adminAlerts, { schema: { response: { 200: ZAlertsResponseSchema, ...ERROR_RESPONSES } } }, async (request) => ({
    data: await alerts.forRoles(signedInStaff(request).roles),
  }));
};

export default alertsRoutes;

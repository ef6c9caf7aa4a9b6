import { API_PATHS, ZSiteConfigSchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';

/** What the web client needs to know about this server before its first form (the captcha provider). */
const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API_PATHS.siteConfig, { schema: { response: { 200: ZSiteConfigSchema, ...ERROR_RESPONSES } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { captcha: { provider: app.captcha.provider, site_key: app.captcha.siteKey } };
  });
};

export default siteConfigRoutes;

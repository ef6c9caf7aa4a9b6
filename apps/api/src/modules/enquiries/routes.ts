import { API_PATHS, ZEnquiryRequestSchema, ZEnquiryResponseSchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import qs from 'qs';
import { ApiError } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { QS_PARSE_OPTIONS } from '../../plugins/multipart';
import { createEnquiryService } from './service';
import { API_PUBLIC_SITE_MESSAGES } from '@payee/content/api-public-site';

export const enquiryRateLimitMessage = API_PUBLIC_SITE_MESSAGES.enquiries.rateLimit;

/** `POST /website/enquiry`: the Contact Us form. */
const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEnquiryService({ db: app.db, captcha: app.captcha, outbox: app.outbox, config: app.config, log: app.log });

  // A plain HTML form post works too (urlencoded, bracket names as in multipart forms); multipart itself is
  // refused here, as on every route that takes no files (plugins/multipart.ts).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, qs.parse(body as string, QS_PARSE_OPTIONS));
  });

  app.post(
    API_PATHS.enquiry,
    {
      // ENQUIRY_RATE_LIMIT_PER_HOUR per address, counted after validation (preHandler) so fixing a field
      // error does not use up an enquiry. It replaces the API-wide limit on this route: the plugin applies
      // one limit per request.
      config: {
        rateLimit: {
          max: app.config.ENQUIRY_RATE_LIMIT_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => `enquiry:${request.ip}`,
          errorResponseBuilder: () => new ApiError(429, enquiryRateLimitMessage()),
        },
      },
      schema: { body: ZEnquiryRequestSchema, response: { 201: ZEnquiryResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const { reference, message } = await service.submit(request.body, request.ip);
      return reply.code(201).send({ message, data: { reference } });
    },
  );
};

export default enquiryRoutes;

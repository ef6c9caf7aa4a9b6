import { API_PATHS, ENQUIRY_STATUSES, makeDataResponseSchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { createEnquiryService } from './service';

const PAGE_MESSAGE = 'Enter a page number of 1 or more.';
const PER_PAGE_MAX = 100;
const PER_PAGE_MESSAGE = `Enter a page size from 1 to ${PER_PAGE_MAX}.`;

export const ZAdminEnquiriesQuerySchema = z.object({
  page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(1_000_000, PAGE_MESSAGE).default(1),
  per_page: z.coerce
    .number({ error: PER_PAGE_MESSAGE })
    .int(PER_PAGE_MESSAGE)
    .min(1, PER_PAGE_MESSAGE)
    .max(PER_PAGE_MAX, PER_PAGE_MESSAGE)
    .default(20),
});

const ZAdminEnquiryParamsSchema = z.object({ reference: z.string().trim().toUpperCase().max(20) });

/** An enquiry as the back office sees it: never the SSN, only its last four digits for a client. */
export const ZAdminEnquirySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** 1 or 0, as the enquiry form sends it (spec 000 section 3). */
  is_client: z.literal([0, 1]),
  ssn_last4: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  enquiry_type: z.object({ id: z.number().int(), name: z.string() }),
  description: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  created_at: z.string(),
});
export type TAdminEnquiry = z.infer<typeof ZAdminEnquirySchema>;

export const ZAdminEnquiriesResponseSchema = z.object({
  data: z.array(ZAdminEnquirySchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});

/** Staff only: registered inside the tree that `requireStaff` guards, never cached (modules/admin/routes.ts). */
const adminEnquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEnquiryService({ db: app.db, captcha: app.captcha, mail: app.mail, config: app.config, log: app.log });

  app.get(
    API_PATHS.adminEnquiries,
    { schema: { querystring: ZAdminEnquiriesQuerySchema, response: { 200: ZAdminEnquiriesResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => service.page(request.query.page, request.query.per_page),
  );

  app.get(
    // Not API_PATHS.adminEnquiry(':reference'): it URL-encodes its argument, the colon included.
    `${API_PATHS.adminEnquiries}/:reference`,
    {
      schema: {
        params: ZAdminEnquiryParamsSchema,
        response: { 200: makeDataResponseSchema(ZAdminEnquirySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const enquiry = await service.byReference(request.params.reference);
      if (!enquiry) throw notFound(`There is no enquiry ${request.params.reference}.`);
      return { data: enquiry };
    },
  );
};

export default adminEnquiryRoutes;

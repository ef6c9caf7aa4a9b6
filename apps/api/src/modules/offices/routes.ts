import { API_PATHS, ZOfficesResponseSchema, type TOffice } from '@payee/contract';
import { SITE, type Office } from '@payee/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officeAddressLine } from '../../lib/office';
import { ERROR_RESPONSES } from '../../lib/route-schemas';

/** The card of an office as the Contact Us page shows it; the image is a path served by the web build. */
export function toOfficeCard(office: Office): TOffice {
  return {
    id: office.id,
    state: office.state,
    image: office.image.src,
    address: officeAddressLine(office),
    email: office.email,
    phone: office.phone,
    fax: office.fax,
  };
}

/** `GET /website/offices`: from the content module, the one editable source of the office details. */
const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  const offices = [toOfficeCard(SITE.office)];

  app.get(API_PATHS.offices, { schema: { response: { 200: ZOfficesResponseSchema, ...ERROR_RESPONSES } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return offices;
  });
};

export default officeRoutes;

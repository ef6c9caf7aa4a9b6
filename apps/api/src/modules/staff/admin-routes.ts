import {
  API_PATHS,
  ZStaffInvitedResponseSchema,
  ZStaffInviteRequestSchema,
  ZStaffListResponseSchema,
  ZStaffMemberResponseSchema,
  ZStaffRolesRequestSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { staffActor } from '../audit';
import { createStaffAccounts } from './accounts';
import { API_BACK_OFFICE_MESSAGES } from '@payee/content/api-back-office';

const ID_MESSAGE = API_BACK_OFFICE_MESSAGES.staff.notAMemberOfStaff;
const ZStaffIdParamsSchema = z.object({
  id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});

/** Admins only (registered under `requireRoles('admin')`): staff accounts and their roles. */
const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createStaffAccounts({
    db: app.db,
    tokens: app.authTokens,
    outbox: app.outbox,
    config: app.config,
    now: app.now,
  });

  app.get(API_PATHS.adminStaff, { schema: { response: { 200: ZStaffListResponseSchema, ...ERROR_RESPONSES } } }, async () => ({
    data: await accounts.list(),
  }));

  app.post(
    API_PATHS.adminStaff,
    { schema: { body: ZStaffInviteRequestSchema, response: { 201: ZStaffInvitedResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const { member } = await accounts.invite(request.body, staffActor(request));
      reply.code(201);
      return { message: `${member.name} is invited: the link to set a password is on its way to ${member.email}.`, data: member };
    },
  );

  app.put(
    `${API_PATHS.adminStaff}/:id/roles`,
    {
      schema: {
        params: ZStaffIdParamsSchema,
        body: ZStaffRolesRequestSchema,
        response: { 200: ZStaffMemberResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await accounts.setRoles(request.params.id, request.body.roles, staffActor(request));
      return { message: `${data.name}'s roles are saved.`, data };
    },
  );

  app.post(
    `${API_PATHS.adminStaff}/:id/deactivate`,
    { schema: { params: ZStaffIdParamsSchema, response: { 200: ZStaffMemberResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const data = await accounts.deactivate(request.params.id, staffActor(request));
      return { message: `${data.name} is deactivated and signed out everywhere.`, data };
    },
  );
};

export default staffAdminRoutes;

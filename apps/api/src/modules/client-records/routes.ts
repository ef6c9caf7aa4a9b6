import {
  API_PATHS,
  ZAdminClientIdParamsSchema,
  ZAdminClientProfileResponseSchema,
  ZAdminClientListQuerySchema,
  ZAdminClientSearchResponseSchema,
  ZClientLockRequestSchema,
  ZClientLockResponseSchema,
  ZClientPasswordResetRequestSchema,
  ZClientPasswordResetResponseSchema,
  ZClientUnlockRequestSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { formServiceDeps } from '../../lib/service-deps';
import { staffActor } from '../audit';
import { createClientAdminService } from './service';

/** Not API_PATHS.adminClient(':id'): its argument is a number. */
const ADMIN_CLIENT = `${API_PATHS.adminClients}/:id`;

/**
 * Caseworkers: search clients, read a client's profile, lock or unlock their sign-in, and e-mail them a
 * password-reset link. Registered inside the tree that `requireStaff` guards, never cached (modules/admin/routes.ts).
 */
const adminClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createClientAdminService({ ...formServiceDeps(app), now: () => app.now() });

  app.get(
    API_PATHS.adminClients,
    { schema: { querystring: ZAdminClientListQuerySchema, response: { 200: ZAdminClientSearchResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => service.search(request.query),
  );

  app.get(
    ADMIN_CLIENT,
    { schema: { params: ZAdminClientIdParamsSchema, response: { 200: ZAdminClientProfileResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await service.profile(request.params.id) }),
  );

  app.post(
    `${ADMIN_CLIENT}/lock`,
    {
      schema: {
        params: ZAdminClientIdParamsSchema,
        body: ZClientLockRequestSchema,
        response: { 200: ZClientLockResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.lock(request.params.id, request.body.reason, staffActor(request)),
  );

  app.post(
    `${ADMIN_CLIENT}/unlock`,
    {
      schema: {
        params: ZAdminClientIdParamsSchema,
        body: ZClientUnlockRequestSchema,
        response: { 200: ZClientLockResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.unlock(request.params.id, request.body.reason, staffActor(request)),
  );

  app.post(
    `${ADMIN_CLIENT}/password-reset`,
    {
      schema: {
        params: ZAdminClientIdParamsSchema,
        body: ZClientPasswordResetRequestSchema,
        response: { 200: ZClientPasswordResetResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => service.sendPasswordResetLink(request.params.id, staffActor(request)),
  );
};

export default adminClientRoutes;

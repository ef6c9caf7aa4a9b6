import {
  API_PATHS,
  ZTaskCloseRequestSchema,
  ZTaskIdParamsSchema,
  ZTaskReassignRequestSchema,
  ZTaskRequestSchema,
  ZTaskResponseSchema,
  ZTasksQuerySchema,
  ZTasksResponseSchema,
} from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { staffActor } from '../audit';
import { createTaskService } from './service';

/** Not API_PATHS.adminTaskComplete(':id') and the like: their argument is a number. */
const TASK = `${API_PATHS.adminTasks}/:id`;
const ok = { 200: ZTaskResponseSchema, ...ERROR_RESPONSES };

/**
 * Tasks and reminders (casework). Registered under `requireRoles('caseworker')` (modules/admin/routes.ts): an admin
 * or finance member without the caseworker role neither reads nor writes them. Making one takes an
 * `Idempotency-Key` as the ledger's writes do (plugins/idempotency.ts): a retried submission makes one task.
 */
const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTaskService(app.db, () => app.now());

  app.get(
    API_PATHS.adminTasks,
    { schema: { querystring: ZTasksQuerySchema, response: { 200: ZTasksResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => service.page(request.query, staffActor(request)),
  );

  app.post(
    API_PATHS.adminTasks,
    { config: { idempotent: true }, schema: { body: ZTaskRequestSchema, response: { 201: ZTaskResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => reply.code(201).send(await service.create(request.body, staffActor(request))),
  );

  app.post(`${TASK}/complete`, { schema: { params: ZTaskIdParamsSchema, body: ZTaskCloseRequestSchema, response: ok } }, async (request) =>
    service.complete(request.params.id, request.body, staffActor(request)),
  );

  app.post(`${TASK}/cancel`, { schema: { params: ZTaskIdParamsSchema, body: ZTaskCloseRequestSchema, response: ok } }, async (request) =>
    service.cancel(request.params.id, request.body, staffActor(request)),
  );

  app.post(
    `${TASK}/reassign`,
    { schema: { params: ZTaskIdParamsSchema, body: ZTaskReassignRequestSchema, response: ok } },
    async (request) => service.reassign(request.params.id, request.body, staffActor(request)),
  );
};

export default taskRoutes;

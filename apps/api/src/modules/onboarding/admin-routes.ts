import {
  API_PATHS,
  ZAdminOnboardingDetailResponseSchema,
  ZAdminOnboardingListQuerySchema,
  ZAdminOnboardingListResponseSchema,
  ZOnboardingActionResponseSchema,
  ZOnboardingActivateRequestSchema,
  ZOnboardingMedicalRevealRequestSchema,
  ZOnboardingMedicalRevealResponseSchema,
  ZOnboardingSendBackRequestSchema,
} from '@payee/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { sendStoredFile } from '../../lib/send-file';
import { signedInStaff } from '../../plugins/auth';
import { staffActor } from '../audit';
import { createOnboardingLifecycle } from './lifecycle';
import { SAVE_STEP_SCHEMA, fileTooLargeAsFieldError, zBillId } from './routes';
import { MISSING_FILE, createOnboardingService } from './service';
import { formServiceDeps } from '../../lib/service-deps';

/** Staff routes of the onboarding (not API_PATHS' helpers: those URL-encode the `:param`). */
const ADMIN_ONBOARDING = `${API_PATHS.adminOnboarding}/:client`;

const ZAdminClientParamsSchema = z.object({ client: z.string().trim().min(1).max(50) });
const ZAdminBillParamsSchema = ZAdminClientParamsSchema.extend({ bill_id: zBillId() });
/** Invite takes no fields. */
const ZEmptyBodySchema = z.preprocess((value) => value ?? {}, z.looseObject({}));

/** Who acts on an onboarding: the signed-in staff member. */
const actor = (request: FastifyRequest) => {
  const member = signedInStaff(request);
  return { name: member.name, staffUserId: member.id, ip: request.ip || null };
};

/**
 * Staff list, read, invite, send back and activate onboardings, read their files, reveal the medical
 * details given a reason (recorded in the audit trail; the read leaves them out), and fill the wizard in for
 * the client (assisted mode, each save recorded). Registered inside the tree
 * that `requireStaff` guards, never cached (modules/admin/routes.ts).
 */
const adminOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOnboardingService(formServiceDeps(app));
  // The app's clock: an activation's enrolment date is the office's day of it (tests move the clock).
  const lifecycle = createOnboardingLifecycle({
    db: app.db,
    outbox: app.outbox,
    tokens: app.authTokens,
    config: app.config,
    log: app.log,
    now: () => app.now(),
  });

  app.get(
    API_PATHS.adminOnboarding,
    { schema: { querystring: ZAdminOnboardingListQuerySchema, response: { 200: ZAdminOnboardingListResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => service.list(request.query),
  );

  app.get(
    ADMIN_ONBOARDING,
    { schema: { params: ZAdminClientParamsSchema, response: { 200: ZAdminOnboardingDetailResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await service.readForStaff(request.params.client) }),
  );

  // Assisted mode (issue 12): a caseworker saves a step of the client's wizard, with the client on the phone,
  // through the client's own save (same body, checks, files and answers), without the captcha, as themself.
  // `POST …?_method=PUT` (multipart) reaches it through the method override, as the client's save.
  app.put(
    ADMIN_ONBOARDING,
    {
      config: { multipartForm: 'files' },
      schema: { params: ZAdminClientParamsSchema, ...SAVE_STEP_SCHEMA },
      errorHandler: fileTooLargeAsFieldError,
    },
    async (request) => service.save({ by: 'staff', client: request.params.client, actor: staffActor(request) }, request.body),
  );

  app.post(
    `${ADMIN_ONBOARDING}/medical`,
    {
      schema: {
        params: ZAdminClientParamsSchema,
        body: ZOnboardingMedicalRevealRequestSchema,
        response: { 200: ZOnboardingMedicalRevealResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await service.revealHealth(request.params.client, request.body, staffActor(request)) }),
  );

  app.get(
    `${ADMIN_ONBOARDING}/photo`,
    { schema: { params: ZAdminClientParamsSchema, response: ERROR_RESPONSES } },
    async (request, reply) => sendStoredFile(request, reply, await service.staffFile(request.params.client), MISSING_FILE),
  );

  app.get(
    `${ADMIN_ONBOARDING}/bills/:bill_id/file`,
    { schema: { params: ZAdminBillParamsSchema, response: ERROR_RESPONSES } },
    async (request, reply) =>
      sendStoredFile(request, reply, await service.staffFile(request.params.client, request.params.bill_id), MISSING_FILE),
  );

  app.post(
    `${ADMIN_ONBOARDING}/invite`,
    {
      schema: {
        params: ZAdminClientParamsSchema,
        body: ZEmptyBodySchema,
        response: { 200: ZOnboardingActionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => lifecycle.invite(request.params.client, actor(request)),
  );

  app.post(
    `${ADMIN_ONBOARDING}/send-back`,
    {
      schema: {
        params: ZAdminClientParamsSchema,
        body: ZOnboardingSendBackRequestSchema,
        response: { 200: ZOnboardingActionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => lifecycle.sendBack(request.params.client, request.body.reasons, actor(request)),
  );

  app.post(
    `${ADMIN_ONBOARDING}/activate`,
    {
      schema: {
        params: ZAdminClientParamsSchema,
        body: ZOnboardingActivateRequestSchema,
        response: { 200: ZOnboardingActionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => lifecycle.activate(request.params.client, request.body.program_ids, actor(request)),
  );
};

export default adminOnboardingRoutes;

import fs from 'node:fs';
import {
  API_PATHS,
  ZAdminOnboardingDetailResponseSchema,
  ZAdminOnboardingListQuerySchema,
  ZAdminOnboardingListResponseSchema,
  ZOnboardingActionResponseSchema,
  ZOnboardingActivateRequestSchema,
  ZOnboardingDetailParamsSchema,
  ZOnboardingDetailResponseSchema,
  ZOnboardingSaveRequestSchema,
  ZOnboardingSaveResponseSchema,
  ZOnboardingSendBackRequestSchema,
  ZOnboardingSubmitResponseSchema,
} from '@payee/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationFailed } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInClient, signedInStaff } from '../../plugins/auth';
import { attachmentDisposition } from '../intake/documents';
import { BILL_UPLOAD, PHOTO_UPLOAD, fileTooLargeMessage } from './files';
import { createOnboardingLifecycle } from './lifecycle';
import { FILE_NOT_FOUND_MESSAGE, createOnboardingService } from './service';

/** Staff routes (not API_PATHS' helpers: those URL-encode the `:param`). */
const ADMIN_ONBOARDING = `${API_PATHS.adminOnboarding}/:client`;
const ONBOARDING_DETAIL = `${API_PATHS.onboarding}/:application_code`;

const ZAdminClientParamsSchema = z.object({ client: z.string().trim().min(1).max(50) });
const zBillId = () => z.coerce.number({ error: 'Not a bill.' }).int().positive().max(2_147_483_647);
const ZOwnBillParamsSchema = ZOnboardingDetailParamsSchema.extend({ bill_id: zBillId() });
const ZAdminBillParamsSchema = ZAdminClientParamsSchema.extend({ bill_id: zBillId() });
/** Invite takes no fields. */
const ZEmptyBodySchema = z.preprocess((value) => value ?? {}, z.looseObject({}));

/**
 * A photo or bill file over 10 MB is a field error of the wizard (422 at `image` or `client_bills.{i}.files`),
 * not the API-wide 413: the multipart plugin stops reading at the limit and names the part.
 */
function fileTooLargeAsFieldError(error: FastifyError & { part?: { fieldname?: unknown } }): never {
  const field = error.code === 'FST_REQ_FILE_TOO_LARGE' && typeof error.part?.fieldname === 'string' ? error.part.fieldname : undefined;
  if (field === 'image') throw validationFailed({ image: [fileTooLargeMessage(PHOTO_UPLOAD)] });
  const bill = field ? /^client_bills\[(\d+)\]\[files\]/.exec(field) : null;
  if (bill) throw validationFailed({ [`client_bills.${bill[1]}.files`]: [fileTooLargeMessage(BILL_UPLOAD)] });
  throw error;
}

/** Streams a saved file with its original name and checked type, never cached. */
async function sendFile(request: FastifyRequest, reply: FastifyReply, file: { path: string; originalName: string; contentType: string; sizeBytes: number }) {
  const stream = fs.createReadStream(file.path);
  try {
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
  } catch (error) {
    request.log.error({ err: error }, 'A saved onboarding file is missing from storage.');
    throw notFound(FILE_NOT_FOUND_MESSAGE);
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', attachmentDisposition(file.originalName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream as never);
}

/** Personal data: never kept by a browser or proxy cache. */
const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
};

/**
 * The onboarding wizard (spec 001 sections 2.7, 3.5, 4.5, 7): the signed-in onboarding client reads and saves
 * their own, step by step; staff list, read, invite, send back and activate in their own tree.
 */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOnboardingService({ db: app.db, captcha: app.captcha, mail: app.mail, tokens: app.authTokens, config: app.config, log: app.log });
  const lifecycle = createOnboardingLifecycle({ db: app.db, mail: app.mail, tokens: app.authTokens, config: app.config, log: app.log });

  app.setErrorHandler(fileTooLargeAsFieldError);

  await app.register(async (instance) => {
    const client = instance.withTypeProvider<ZodTypeProvider>();
    client.addHook('onRequest', client.requireClient);
    client.addHook('onSend', noStore);

    client.get(API_PATHS.onboarding, { schema: { response: { 200: ZOnboardingDetailResponseSchema, ...ERROR_RESPONSES } } }, async (request) => ({
      data: await service.readOwn(signedInClient(request).id),
    }));

    client.get(
      ONBOARDING_DETAIL,
      { schema: { params: ZOnboardingDetailParamsSchema, response: { 200: ZOnboardingDetailResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => ({ data: await service.readOwn(signedInClient(request).id, request.params.application_code) }),
    );

    // `POST /website/onboarding?_method=PUT` (multipart) reaches this route through the method override.
    client.put(
      API_PATHS.onboarding,
      {
        schema: {
          body: ZOnboardingSaveRequestSchema.loose(),
          // The submit answer first: a union serialises with the first schema that fits, and `data` must survive.
          response: { 200: z.union([ZOnboardingSubmitResponseSchema, ZOnboardingSaveResponseSchema]), ...ERROR_RESPONSES },
        },
      },
      async (request) => service.save(signedInClient(request), request.body, { ip: request.ip }),
    );

    client.get(`${ONBOARDING_DETAIL}/photo`, { schema: { params: ZOnboardingDetailParamsSchema, response: ERROR_RESPONSES } }, async (request, reply) =>
      sendFile(request, reply, await service.ownFile(signedInClient(request).id, request.params.application_code)),
    );

    client.get(`${ONBOARDING_DETAIL}/bills/:bill_id/file`, { schema: { params: ZOwnBillParamsSchema, response: ERROR_RESPONSES } }, async (request, reply) =>
      sendFile(request, reply, await service.ownFile(signedInClient(request).id, request.params.application_code, request.params.bill_id)),
    );
  });

  await app.register(async (instance) => {
    const staff = instance.withTypeProvider<ZodTypeProvider>();
    staff.addHook('onRequest', staff.requireStaff);
    staff.addHook('onSend', noStore);

    staff.get(
      API_PATHS.adminOnboarding,
      { schema: { querystring: ZAdminOnboardingListQuerySchema, response: { 200: ZAdminOnboardingListResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => service.list(request.query),
    );

    staff.get(
      ADMIN_ONBOARDING,
      { schema: { params: ZAdminClientParamsSchema, response: { 200: ZAdminOnboardingDetailResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => ({ data: await service.readForStaff(request.params.client) }),
    );

    staff.get(`${ADMIN_ONBOARDING}/photo`, { schema: { params: ZAdminClientParamsSchema, response: ERROR_RESPONSES } }, async (request, reply) =>
      sendFile(request, reply, await service.staffFile(request.params.client)),
    );

    staff.get(`${ADMIN_ONBOARDING}/bills/:bill_id/file`, { schema: { params: ZAdminBillParamsSchema, response: ERROR_RESPONSES } }, async (request, reply) =>
      sendFile(request, reply, await service.staffFile(request.params.client, request.params.bill_id)),
    );

    const actor = (request: FastifyRequest) => {
      const member = signedInStaff(request);
      return { name: member.name, staffUserId: member.id };
    };

    staff.post(
      `${ADMIN_ONBOARDING}/invite`,
      { schema: { params: ZAdminClientParamsSchema, body: ZEmptyBodySchema, response: { 200: ZOnboardingActionResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => lifecycle.invite(request.params.client, actor(request)),
    );

    staff.post(
      `${ADMIN_ONBOARDING}/send-back`,
      { schema: { params: ZAdminClientParamsSchema, body: ZOnboardingSendBackRequestSchema, response: { 200: ZOnboardingActionResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => lifecycle.sendBack(request.params.client, request.body.reasons, actor(request)),
    );

    staff.post(
      `${ADMIN_ONBOARDING}/activate`,
      { schema: { params: ZAdminClientParamsSchema, body: ZOnboardingActivateRequestSchema, response: { 200: ZOnboardingActionResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => lifecycle.activate(request.params.client, request.body.program_ids, actor(request)),
    );
  });
};

export default onboardingRoutes;

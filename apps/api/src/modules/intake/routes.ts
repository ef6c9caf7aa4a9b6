import fs from 'node:fs';
import {
  API_PATHS,
  CAPTCHA_FIELD,
  ZIntakeApplicationResponseSchema,
  ZIntakeCreateRequestSchema,
  ZIntakeCreateResponseSchema,
  ZIntakeDecisionRequestSchema,
  ZIntakeDecisionResponseSchema,
  ZIntakeSubmitResponseSchema,
  ZIntakeUpdateQuerySchema,
  ZIntakeUpdateRequestSchema,
  ZIntakeUpdateResponseSchema,
} from '@payee/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInClient, signedInStaff } from '../../plugins/auth';
import { createIntakeDecisionService } from './decisions';
import { SSA_DOCUMENT_BY_FIELD, attachmentDisposition, documentTooLargeMessage } from './documents';
import { DOCUMENT_NOT_FOUND_MESSAGE, createIntakeService, type CheckedCreate } from './service';

export const INTAKE_CREATE_LIMIT_MESSAGE =
  'Too many applications were started from this device. Please wait 15 minutes and try again, or resume your application.';

/** Staff routes of the intake (not in API_PATHS' helpers: those URL-encode the `:param`). */
const ADMIN_INTAKE = '/admin/intake/:application';

const ZDocumentParamsSchema = z.object({ slug: z.string().max(50) });
const ZAdminApplicationParamsSchema = z.object({ application: z.string().trim().min(1).max(50) });
const ZAdminDocumentParamsSchema = ZAdminApplicationParamsSchema.extend({ slug: z.string().max(50) });
/** Submit takes no fields; whatever the form sends along is ignored. */
const ZSubmitBodySchema = z.preprocess((value) => value ?? {}, z.looseObject({}));

/**
 * An SSA document over 10 MB is a field error of the form (422 at `ssa_6233`…), not the API-wide 413: the
 * multipart plugin stops reading it at the limit and names the part. Anything else goes on to the app's
 * error handler (a handler that throws hands the error to its parent).
 */
function documentTooLargeAsFieldError(error: FastifyError & { part?: { fieldname?: unknown } }): never {
  const field = error.code === 'FST_REQ_FILE_TOO_LARGE' && typeof error.part?.fieldname === 'string' ? error.part.fieldname : undefined;
  const document = field ? SSA_DOCUMENT_BY_FIELD.get(field) : undefined;
  if (document) throw validationFailed({ [document.field]: [documentTooLargeMessage(document.label)] });
  throw error;
}

/** Streams a saved document with its original name and checked type. */
async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { path: string; originalName: string; contentType: string; sizeBytes: number },
) {
  const stream = fs.createReadStream(file.path);
  try {
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
  } catch (error) {
    request.log.error({ err: error }, 'A saved SSA document is missing from storage.');
    throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', attachmentDisposition(file.originalName))
    .header('cache-control', 'no-store')
    // A stream is sent as is (no serializer); the typed reply only knows the error schemas.
    .send(stream as never);
}

/**
 * The intake application (spec 001 sections 2-9): the first save is open (captcha), everything after it needs
 * the applicant's bearer token, and staff read and decide applications in their own tree.
 */
const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIntakeService({
    db: app.db,
    captcha: app.captcha,
    mail: app.mail,
    tokens: app.authTokens,
    config: app.config,
    log: app.log,
  });
  const decisions = createIntakeDecisionService({ db: app.db, mail: app.mail, config: app.config, log: app.log });

  app.setErrorHandler(documentTooLargeAsFieldError);
  /** The first save's answers checked in its preHandler, for the handler. */
  const checkedCreates = new WeakMap<FastifyRequest, CheckedCreate>();

  app.post(
    API_PATHS.intake,
    {
      // Starting an application tells whether an SSN has an account, so it is limited per address like
      // sign-in (after validation, so fixing field errors does not use up attempts).
      config: {
        rateLimit: {
          max: app.config.SIGN_IN_RATE_LIMIT_PER_15_MINUTES,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => `intake-create:${request.ip}`,
          errorResponseBuilder: () => new ApiError(429, INTAKE_CREATE_LIMIT_MESSAGE),
        },
      },
      schema: { body: ZIntakeCreateRequestSchema.loose(), response: { 201: ZIntakeCreateResponseSchema, ...ERROR_RESPONSES } },
      // Runs before the rate limit's preHandler (which is added after the route's own).
      preHandler: async (request) => {
        checkedCreates.set(request, await service.checkCreate(request.body));
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const checked = checkedCreates.get(request);
      if (!checked) throw new Error('The first save was not checked.');
      const answer = await service.create(checked, request.body[CAPTCHA_FIELD], { ip: request.ip, userAgent: request.headers['user-agent'] });
      return reply.code(201).send(answer);
    },
  );

  await app.register(async (instance) => {
    const applicant = instance.withTypeProvider<ZodTypeProvider>();
    applicant.addHook('onRequest', applicant.requireClient);
    applicant.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });

    // The spec's credential query parameters are ignored: the bearer token says whose application it is.
    applicant.get(
      API_PATHS.intake,
      { schema: { response: { 200: ZIntakeApplicationResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => ({ data: await service.readOwn(signedInClient(request).id) }),
    );

    applicant.post(
      API_PATHS.intakeUpdate,
      {
        schema: {
          querystring: ZIntakeUpdateQuerySchema,
          body: ZIntakeUpdateRequestSchema.loose(),
          response: { 200: ZIntakeUpdateResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => service.update(signedInClient(request).id, request.query.id, request.body),
    );

    applicant.post(
      API_PATHS.intakeSubmit,
      {
        schema: {
          querystring: ZIntakeUpdateQuerySchema,
          body: ZSubmitBodySchema,
          response: { 200: ZIntakeSubmitResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => service.submit(signedInClient(request).id, request.query.id),
    );

    applicant.get(
      `${API_PATHS.intake}/documents/:slug`,
      { schema: { params: ZDocumentParamsSchema, response: ERROR_RESPONSES } },
      async (request, reply) => sendDocument(request, reply, await service.ownDocument(signedInClient(request).id, request.params.slug)),
    );
  });

  await app.register(async (instance) => {
    const staff = instance.withTypeProvider<ZodTypeProvider>();
    staff.addHook('onRequest', staff.requireStaff);
    staff.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });

    staff.get(
      ADMIN_INTAKE,
      { schema: { params: ZAdminApplicationParamsSchema, response: { 200: ZIntakeApplicationResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => ({ data: await service.readForStaff(request.params.application) }),
    );

    staff.get(
      `${ADMIN_INTAKE}/documents/:slug`,
      { schema: { params: ZAdminDocumentParamsSchema, response: ERROR_RESPONSES } },
      async (request, reply) =>
        sendDocument(request, reply, await service.documentForStaff(request.params.application, request.params.slug)),
    );

    staff.post(
      `${ADMIN_INTAKE}/decision`,
      {
        schema: {
          params: ZAdminApplicationParamsSchema,
          body: ZIntakeDecisionRequestSchema,
          response: { 200: ZIntakeDecisionResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const member = signedInStaff(request);
        return decisions.decide({ ...request.body, application: request.params.application, decidedBy: member.name, staffUserId: member.id });
      },
    );
  });
};

export default intakeRoutes;

import {
  API_PATHS,
  CAPTCHA_FIELD,
  DOCUMENT_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  SSA_DOCUMENTS,
  ZIntakeApplicationResponseSchema,
  ZIntakeCreateRequestSchema,
  ZIntakeCreateResponseSchema,
  ZIntakeSubmitResponseSchema,
  ZIntakeUpdateQuerySchema,
  ZIntakeUpdateRequestSchema,
  ZIntakeUpdateResponseSchema,
} from '@payee/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, validationFailed } from '../../lib/api-error';
import { noStore } from '../../lib/no-store';
import { sendStoredFile } from '../../lib/send-file';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInClient } from '../../plugins/auth';
import { SSA_DOCUMENT_BY_FIELD, documentTooLargeMessage } from './documents';
import { MISSING_DOCUMENT, createIntakeService, type CheckedCreate } from './service';
import { formServiceDeps } from '../../lib/service-deps';
import { API_INTAKE_MESSAGES } from '@payee/content/api-intake';

export const INTAKE_CREATE_LIMIT_MESSAGE = API_INTAKE_MESSAGES.createLimit;

const ZDocumentParamsSchema = z.object({ slug: z.string().max(50) });
/** What the OpenAPI document says of the files, which a JSON schema cannot describe. */
const SSA_DOCUMENTS_PARTS =
  "The step's fields, as JSON or as a multipart form with bracket names (physical_address[line_1]). The ssa-documents step " +
  `sends its files as the parts ${SSA_DOCUMENTS.map((document) => document.field).join(', ')} (${DOCUMENT_EXTENSIONS.join(', ')}, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB each).`;

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

/**
 * The intake application: the first save is open (captcha), everything after it needs
 * the applicant's bearer token. Staff read and decide applications in the back office's tree (admin-routes.ts).
 */
const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIntakeService(formServiceDeps(app));

  app.setErrorHandler(documentTooLargeAsFieldError);
  /** The first save's answers checked in its preHandler, for the handler. */
  const checkedCreates = new WeakMap<FastifyRequest, CheckedCreate>();

  app.post(
    API_PATHS.intake,
    {
      // Starting an application tells whether an SSN has an account, so it is limited per address like
      // sign-in (after validation, so fixing field errors does not use up attempts).
      config: {
        // The web sends the first save as a multipart form, though it carries no file.
        multipartForm: 'fields',
        rateLimit: {
          max: app.config.SIGN_IN_RATE_LIMIT_PER_15_MINUTES,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => `intake-create:${request.ip}`,
          errorResponseBuilder: () => new ApiError(429, INTAKE_CREATE_LIMIT_MESSAGE),
        },
      },
      schema: {
        body: ZIntakeCreateRequestSchema.loose(),
        response: { 201: ZIntakeCreateResponseSchema, ...ERROR_RESPONSES },
      },
      // Runs before the rate limit's preHandler (which is added after the route's own).
      preHandler: async (request) => {
        checkedCreates.set(request, await service.checkCreate(request.body));
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const checked = checkedCreates.get(request);
      if (!checked) throw new Error('The first save was not checked.');
      const answer = await service.create(checked, request.body[CAPTCHA_FIELD], {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(201).send(answer);
    },
  );

  await app.register(async (instance) => {
    const applicant = instance.withTypeProvider<ZodTypeProvider>();
    applicant.addHook('onRequest', applicant.requireClient);
    applicant.addHook('onSend', noStore);

    // Credential query parameters (ssn, date_of_birth, username, password…) are ignored: the bearer token says whose
    // application it is.
    applicant.get(
      API_PATHS.intake,
      { schema: { response: { 200: ZIntakeApplicationResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => ({ data: await service.readOwn(signedInClient(request).id) }),
    );

    applicant.post(
      API_PATHS.intakeUpdate,
      {
        config: { multipartForm: 'files' },
        schema: {
          querystring: ZIntakeUpdateQuerySchema,
          body: ZIntakeUpdateRequestSchema.loose().meta({ description: SSA_DOCUMENTS_PARTS }),
          response: { 200: ZIntakeUpdateResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => service.update(signedInClient(request).id, request.query.id, request.body, { ip: request.ip }),
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
      async (request) => service.submit(signedInClient(request).id, request.query.id, { ip: request.ip }),
    );

    applicant.get(
      `${API_PATHS.intake}/documents/:slug`,
      { schema: { params: ZDocumentParamsSchema, response: ERROR_RESPONSES } },
      async (request, reply) =>
        sendStoredFile(request, reply, await service.ownDocument(signedInClient(request).id, request.params.slug), MISSING_DOCUMENT),
    );
  });
};

export default intakeRoutes;

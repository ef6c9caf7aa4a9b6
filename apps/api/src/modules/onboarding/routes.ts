import {
  API_PATHS,
  ZOnboardingDetailParamsSchema,
  ZOnboardingDetailResponseSchema,
  ZOnboardingSaveRequestSchema,
  ZOnboardingSaveResponseSchema,
  ZOnboardingSubmitResponseSchema,
} from '@payee/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../../lib/api-error';
import { noStore } from '../../lib/no-store';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { sendStoredFile } from '../../lib/send-file';
import { signedInClient } from '../../plugins/auth';
import { BILL_UPLOAD, PHOTO_UPLOAD } from './files';
import { MISSING_FILE, createOnboardingService } from './service';
import { formServiceDeps } from '../../lib/service-deps';
import { API_ONBOARDING_MESSAGES } from '@payee/content/api-onboarding';

const ONBOARDING_DETAIL = `${API_PATHS.onboarding}/:application_code`;

/** A bill's id in a file route (the client's and the staff's). */
export const zBillId = () => z.coerce.number({ error: API_ONBOARDING_MESSAGES.notABill }).int().positive().max(2_147_483_647);
const ZOwnBillParamsSchema = ZOnboardingDetailParamsSchema.extend({ bill_id: zBillId() });

/**
 * A photo or bill file over 10 MB is a field error of the wizard (422 at `image` or `client_bills.{i}.files`),
 * not the API-wide 413: the multipart plugin stops reading at the limit and names the part. The error handler
 * of both saves, the client's and the caseworker's (admin-routes.ts).
 */
export function fileTooLargeAsFieldError(error: FastifyError & { part?: { fieldname?: unknown } }): never {
  const field = error.code === 'FST_REQ_FILE_TOO_LARGE' && typeof error.part?.fieldname === 'string' ? error.part.fieldname : undefined;
  if (field === 'image') throw validationFailed({ image: [PHOTO_UPLOAD.messages.tooLarge] });
  const bill = field ? /^client_bills\[(\d+)\]\[files\]/.exec(field) : null;
  if (bill) throw validationFailed({ [`client_bills.${bill[1]}.files`]: [BILL_UPLOAD.messages.tooLarge] });
  throw error;
}

/** What a save takes and answers, the client's and the caseworker's alike (admin-routes.ts). */
export const SAVE_STEP_SCHEMA = {
  body: ZOnboardingSaveRequestSchema.loose(),
  // The submit answer first: a union serialises with the first schema that fits, and `data` must survive.
  response: { 200: z.union([ZOnboardingSubmitResponseSchema, ZOnboardingSaveResponseSchema]), ...ERROR_RESPONSES },
};

/**
 * The onboarding wizard: the signed-in onboarding client reads and saves
 * their own, step by step. Staff list, read, invite, send back and activate in the back office's tree
 * (admin-routes.ts).
 */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOnboardingService(formServiceDeps(app));

  app.setErrorHandler(fileTooLargeAsFieldError);

  app.addHook('onRequest', app.requireClient);
  app.addHook('onSend', noStore);

  app.get(
    API_PATHS.onboarding,
    { schema: { response: { 200: ZOnboardingDetailResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({
      data: await service.readOwn(signedInClient(request).id),
    }),
  );

  app.get(
    ONBOARDING_DETAIL,
    { schema: { params: ZOnboardingDetailParamsSchema, response: { 200: ZOnboardingDetailResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ data: await service.readOwn(signedInClient(request).id, request.params.application_code) }),
  );

  // `POST /website/onboarding?_method=PUT` (multipart) reaches this route through the method override.
  app.put(API_PATHS.onboarding, { config: { multipartForm: 'files' }, schema: SAVE_STEP_SCHEMA }, async (request) =>
    service.save({ by: 'client', principal: signedInClient(request), ip: request.ip }, request.body),
  );

  app.get(
    `${ONBOARDING_DETAIL}/photo`,
    { schema: { params: ZOnboardingDetailParamsSchema, response: ERROR_RESPONSES } },
    async (request, reply) =>
      sendStoredFile(request, reply, await service.ownFile(signedInClient(request).id, request.params.application_code), MISSING_FILE),
  );

  app.get(
    `${ONBOARDING_DETAIL}/bills/:bill_id/file`,
    { schema: { params: ZOwnBillParamsSchema, response: ERROR_RESPONSES } },
    async (request, reply) =>
      sendStoredFile(
        request,
        reply,
        await service.ownFile(signedInClient(request).id, request.params.application_code, request.params.bill_id),
        MISSING_FILE,
      ),
  );
};

export default onboardingRoutes;

import { fieldErrorsFromIssues, VALIDATION_FAILED_MESSAGE, type FieldErrors, type TApiErrorBody } from '@payee/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_COMMON_MESSAGES, API_MESSAGES_BY_CODE, API_MESSAGES_BY_STATUS } from '@payee/content/api-common';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_RETRY_MESSAGE, isDatabaseUnavailable, rootCause } from '../db/unavailable';
import { ApiError, INTERNAL_ERROR_MESSAGE } from '../lib/api-error';

/** Field errors keyed by the dotted path inside body/query/params (`client_bills.0.amount`), no prefix. */
function validationFieldErrors(validation: readonly { instancePath: string; message?: string }[]): FieldErrors {
  return fieldErrorsFromIssues(
    validation.map((item) => ({
      path: item.instancePath.split('/').filter(Boolean),
      message: item.message ?? API_COMMON_MESSAGES.invalidValue,
    })),
  );
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

function sendError(reply: FastifyReply, status: number, body: TApiErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error shape for every failure: `{ message, errors?: { field: [messages] } }`.
 * 4xx answers say what to fix in plain words; a 5xx says only that it failed, with the request id that
 * finds the details in the log. Modelled on fastify/demo's `setErrorHandler`.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 422, {
        message: VALIDATION_FAILED_MESSAGE,
        errors: validationFieldErrors(error.validation),
      });
    }

    if (error instanceof ApiError && error.statusCode < 500) {
      return sendError(reply, error.statusCode, {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.warning ? { warning: error.warning } : {}),
      });
    }

    // The client cut its own request off (an upload stopped mid-way): nobody is left to answer, and the reset is
    // the client's, not the database's, so it is not taken for one below.
    if (request.raw.readableAborted) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'client aborted the request');
      return sendError(reply, 400, { message: API_MESSAGES_BY_STATUS[400]! });
    }

    // The database down, paused or overloaded: try again later, not a fault (issue 13, finding 7).
    if (isDatabaseUnavailable(error)) {
      const cause = rootCause(error);
      request.log.warn({ err: { code: cause.code, message: cause.message } }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, { message: DATABASE_UNAVAILABLE_RETRY_MESSAGE, request_id: String(request.id) });
    }

    const status = statusOf(error);
    if (status < 500) {
      request.log.info({ err: { code: error.code, message: error.message }, status }, 'request refused');
      const message = (error.code && API_MESSAGES_BY_CODE[error.code]) ?? API_MESSAGES_BY_STATUS[status] ?? API_MESSAGES_BY_STATUS[400]!;
      // A file over the limit is reported at its field too, so the form can show it beside the upload.
      const part = (error as { part?: { fieldname?: unknown } }).part;
      const errors =
        error.code === 'FST_REQ_FILE_TOO_LARGE' && typeof part?.fieldname === 'string'
          ? { [part.fieldname.replace(/\[(\w*)\]/g, '.$1').replace(/\.$/, '')]: [message] }
          : undefined;
      return sendError(reply, status, { message, ...(errors ? { errors } : {}) });
    }

    request.log.error({ err: error }, 'request failed');
    // An ApiError 5xx (e.g. "database unavailable" on /ready) is ours and meant to be read; anything else is not.
    const message = error instanceof ApiError ? error.message : INTERNAL_ERROR_MESSAGE;
    return sendError(reply, status, { message, request_id: String(request.id) });
  });
}

export default fp(errorsPlugin, { name: 'errors' });

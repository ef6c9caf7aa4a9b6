import { VALIDATION_FAILED_MESSAGE, type FieldErrors } from '@payee/contract';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

/**
 * A failure whose message is meant for the person using the site. Services throw it; the error handler
 * sends it in the one error shape `{ message, errors?, warning? }`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly warning?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NOT_FOUND_MESSAGE = API_COMMON_MESSAGES.notFound;
export const TOO_MANY_REQUESTS_MESSAGE = API_COMMON_MESSAGES.tooManyRequests;
export const INTERNAL_ERROR_MESSAGE = API_COMMON_MESSAGES.internalError;

export const notFound = (message: string = NOT_FOUND_MESSAGE) => new ApiError(404, message);

/** 422 with field errors, keyed as the form names its fields (`client_bills.0.amount`). */
export const validationFailed = (errors: FieldErrors, message = VALIDATION_FAILED_MESSAGE) => new ApiError(422, message, errors);

import { VALIDATION_FAILED_MESSAGE, type FieldErrors } from '@payee/contract';

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

export const NOT_FOUND_MESSAGE = 'Not found.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export const notFound = (message = NOT_FOUND_MESSAGE) => new ApiError(404, message);

/** 422 with field errors, keyed as the form names its fields (`client_bills.0.amount`). */
export const validationFailed = (errors: FieldErrors, message = VALIDATION_FAILED_MESSAGE) => new ApiError(422, message, errors);

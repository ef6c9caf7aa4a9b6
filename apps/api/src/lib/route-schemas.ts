import { ZApiErrorBodySchema } from '@payee/contract';

/** Error answers every route can give, in the one error shape. Spread into a route's `response`. */
export const ERROR_RESPONSES = {
  '4xx': ZApiErrorBodySchema,
  '5xx': ZApiErrorBodySchema,
} as const;

/**
 * The body types of a route that takes files (the multipart plugin turns a form into the same object a JSON
 * body would be): its `consumes`, so the OpenAPI document describes the form as well as JSON.
 */
export const FORM_OR_JSON = ['multipart/form-data', 'application/json'];

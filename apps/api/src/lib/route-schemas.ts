import { ZApiErrorBodySchema } from '@payee/contract';

/** Error answers every route can give, in the one error shape. Spread into a route's `response`. */
export const ERROR_RESPONSES = {
  '4xx': ZApiErrorBodySchema,
  '5xx': ZApiErrorBodySchema,
} as const;

/**
 * The body types of a route that reads a multipart form (the multipart plugin turns a form into the same object
 * a JSON body would be): the plugin sets it as the `consumes` of each route with `config.multipartForm`, so the
 * OpenAPI document describes the form as well as JSON.
 */
export const FORM_OR_JSON = ['multipart/form-data', 'application/json'];

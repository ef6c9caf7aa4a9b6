import { ZApiErrorBodySchema } from '@payee/contract';

/** Error answers every route can give, in the one error shape. Spread into a route's `response`. */
export const ERROR_RESPONSES = {
  '4xx': ZApiErrorBodySchema,
  '5xx': ZApiErrorBodySchema,
} as const;

import { ADMIN_CONTENT } from '@payee/content/admin';
import type { z } from 'zod';
import { staffHttp } from './staff-session-store';

/**
 * The `send` of a back-office form (lib/credential-submit's `submitCredentials`): the body to `path` with the
 * staff token, the answer read with the contract's schema.
 */
export const sendTo =
  <T>(method: 'post' | 'put', path: string, schema: Pick<z.ZodType<T>, 'parse'>) =>
  async (body: unknown): Promise<T> =>
    schema.parse((await staffHttp.request({ method, url: path, data: body })).data);

/** How a back-office form shows a failure the server gave no field for: as the form's general error too. */
export const staffFormFailure = (failureFallback: string = ADMIN_CONTENT.failureFallback) => ({
  failureFallback,
  isMessageShownWithoutFieldErrors: true,
});

import { z } from 'zod';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

let isInstalled = false;

/**
 * Plain default for a missing value ("This field is required.") instead of zod's
 * "Invalid input: expected string, received undefined". Messages a schema sets itself still win.
 */
export function installPlainZodMessages() {
  if (isInstalled) return;
  isInstalled = true;
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return API_COMMON_MESSAGES.required;
      return undefined;
    },
  });
}

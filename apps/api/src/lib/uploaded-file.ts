import { z } from 'zod';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

/**
 * A file received in a multipart form, already on disk under DATA_DIR/tmp. A handler that keeps it
 * moves `path` into storage; anything left is deleted when the response has been sent.
 * A class, not a plain object, so a JSON body cannot pretend to be an upload (see zUploadedFile).
 */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    readonly size: number,
    readonly path: string,
  ) {}

  toJSON() {
    return { filename: this.filename, mimetype: this.mimetype, size: this.size };
  }
}

/** Route schemas use this for file fields: only a real upload passes, never `{ path: '/etc/passwd' }` in JSON. */
export const zUploadedFile = z.instanceof(UploadedFile, { message: API_COMMON_MESSAGES.chooseAFile });

import { createQueryClient } from '@/lib/query-client';

/** The back office's own query cache: nothing a member of staff read is ever in the clients' cache, and sign-out empties it. */
export const adminQueryClient = createQueryClient();

import { z } from 'zod';
import { makeDataResponseSchema } from './fields';
import { ZSsa623BatchQuerySchema } from './finance';

/**
 * The SSA-623 batch as a job (issue 23): queued until a server's worker takes it, running while it writes every
 * worksheet (`done` of `total` clients), then done (its zip kept for SSA_623_JOB_KEEP_DAYS) or failed.
 */
export const SSA_623_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type Ssa623JobStatus = (typeof SSA_623_JOB_STATUSES)[number];
/** How long a finished batch's zip is kept before the worker deletes it (and the job with it). */
export const SSA_623_JOB_KEEP_DAYS = 7;

/** `POST /admin/finance/reports/ssa-623/jobs`: the month and program; `rerun` makes a new job even when one is done. */
export const ZSsa623JobRequestSchema = ZSsa623BatchQuerySchema.extend({ rerun: z.boolean().optional() });
export type TSsa623JobRequest = z.infer<typeof ZSsa623JobRequestSchema>;
/** `GET /admin/finance/reports/ssa-623/jobs?month=&program_id=`: the latest job for the month, if any. */
export const ZSsa623JobQuerySchema = ZSsa623BatchQuerySchema;
export const ZSsa623JobParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const ZSsa623JobSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  program_id: z.number().int(),
  status: z.enum(SSA_623_JOB_STATUSES),
  /** Worksheets written so far, of `total` (0 until the worker has counted the clients). */
  done: z.number().int(),
  total: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** When a done job's zip is deleted. */
  expires_at: z.string().nullable(),
  /** Why it failed, in words for the finance user. */
  error: z.string().nullable(),
  /** The zip's name and size once done. */
  file_name: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
});
export type TSsa623Job = z.infer<typeof ZSsa623JobSchema>;
export const ZSsa623JobResponseSchema = makeDataResponseSchema(ZSsa623JobSchema);
export const ZSsa623LatestJobResponseSchema = makeDataResponseSchema(ZSsa623JobSchema.nullable());

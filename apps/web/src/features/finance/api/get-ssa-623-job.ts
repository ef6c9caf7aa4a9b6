import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZSsa623LatestJobResponseSchema, type TSsa623Job } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** How often the page reads a batch job's progress while the server writes it. */
export const BATCH_JOB_POLL_MS = 1_000;

/** Whether the job is still being written (queued or running): its progress is read again until it is not. */
export const isBatchJobUnderWay = (job: TSsa623Job | null | undefined) => job?.status === 'queued' || job?.status === 'running';

export const ssa623JobKey = (month: string) => [...FINANCE_KEY, 'ssa-623-job', month] as const;

/**
 * `GET /admin/finance/reports/ssa-623/jobs?month=`: the month's latest batch job (null when none was asked for),
 * read again every BATCH_JOB_POLL_MS while it is under way.
 */
export const ssa623JobQuery = (month: string) =>
  queryOptions({
    queryKey: ssa623JobKey(month),
    queryFn: async () =>
      ZSsa623LatestJobResponseSchema.parse((await staffHttp.get(API_PATHS.financeSsa623Jobs, { params: { month } })).data).data,
    refetchInterval: (query) => (isBatchJobUnderWay(query.state.data) ? BATCH_JOB_POLL_MS : false),
  });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { API_PATHS, formatOfficeDateTime, type TSsa623Job } from '@payee/contract';
import '@/components/ui/button.css';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { isBatchJobUnderWay, ssa623JobKey, ssa623JobQuery } from '../api/get-ssa-623-job';
import { postSsa623Job } from '../api/post-ssa-623-job';
import { DownloadButton } from './download-button';

const copy = ADMIN_FINANCE_CONTENT.reports;
const words = copy.job;

/** What the live region says once the job has ended: read out politely when it changes. */
function outcome(job: TSsa623Job | null | undefined): string {
  if (job?.status === 'done')
    return words.done(job.total, formatOfficeDateTime(new Date(job.finished_at!)), formatOfficeDateTime(new Date(job.expires_at!)));
  if (job?.status === 'failed') return words.failed(job.error ?? '');
  return '';
}

/**
 * The month's batch as a job (issue 23): "Prepare the batch" asks the server for it, a progress bar shows how many
 * worksheets it has written (read again every second while it runs), the end is announced politely, and the zip is
 * offered. Coming back to the page shows the month's latest job. The main button stays in its place throughout, so
 * focus never falls to the page.
 */
export function BatchJob({ month }: { month: string }) {
  const queryClient = useQueryClient();
  const { data: job, error, isPending } = useQuery(ssa623JobQuery(month));
  const start = useMutation({
    mutationFn: (rerun: boolean) => postSsa623Job(month, rerun),
    onSuccess: (answer) => queryClient.setQueryData(ssa623JobKey(month), answer.data),
    onError: (failure) => toastFailure(readApiError(failure, ADMIN_CONTENT.failureFallback)),
  });
  if (isPending || error) return <QueryWaiting error={error} />;

  const isUnderWay = isBatchJobUnderWay(job) || start.isPending;
  const label = isUnderWay
    ? words.preparing
    : job?.status === 'done'
      ? words.prepareAgain
      : job?.status === 'failed'
        ? words.tryAgain
        : words.prepare;
  const prepare = () => {
    if (!isUnderWay) start.mutate(job?.status === 'done');
  };
  return (
    <div className="batch-job">
      <p>{words.intro}</p>
      {job && isBatchJobUnderWay(job) && (
        <div className="batch-job__progress">
          <label htmlFor="batch-job-progress">{words.progressLabel}</label>
          <progress id="batch-job-progress" max={Math.max(job.total, 1)} value={job.done} aria-describedby="batch-job-count" />
          <p id="batch-job-count">{job.total > 0 ? words.progress(job.done, job.total) : words.queued}</p>
        </div>
      )}
      <p role="status" aria-live="polite" className={job?.status === 'failed' ? 'batch-job__failed' : undefined}>
        {outcome(job)}
      </p>
      <div className="admin-actions">
        {/* Never disabled (a disabled button drops focus): aria-disabled while under way, and a click then does nothing. */}
        <button
          type="button"
          className={job?.status === 'done' ? 'button button--secondary' : 'button'}
          aria-disabled={isUnderWay || undefined}
          aria-busy={isUnderWay || undefined}
          onClick={prepare}
        >
          {isUnderWay && <span className="button__spinner" aria-hidden="true" />}
          {label}
        </button>
        {job?.status === 'done' && (
          <DownloadButton
            path={API_PATHS.financeSsa623JobFile(job.id)}
            fileName={job.file_name ?? `ssa-623-${month}.zip`}
            variant="primary"
          >
            {copy.downloadBatch}
          </DownloadButton>
        )}
      </div>
    </div>
  );
}

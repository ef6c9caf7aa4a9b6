import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import type { TSsa623Job } from '@payee/contract';
import { MARIA, renderRoutes, storeStaffSession, stubApi } from '@/test/finance';
import { BATCH_JOB_POLL_MS, ssa623JobQuery } from '../api/get-ssa-623-job';
import { ReportsPage } from '../pages/reports-page';

const copy = ADMIN_FINANCE_CONTENT.reports;
const JOBS = 'GET /admin/finance/reports/ssa-623/jobs';
const MONTH = '2026-05';
let api: ReturnType<typeof stubApi>;

const job = (fields: Partial<TSsa623Job> = {}): TSsa623Job => ({
  id: 12,
  month: MONTH,
  program_id: 1,
  status: 'queued',
  done: 0,
  total: 0,
  created_at: '2026-06-15T16:00:00.000Z',
  finished_at: null,
  expires_at: null,
  error: null,
  file_name: null,
  size_bytes: null,
  ...fields,
});

beforeEach(() => storeStaffSession(['finance']));
afterEach(() => {
  api.restore();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The reports page on the month's batch, the job as `current()` says each time it is read. */
function renderBatch(current: () => TSsa623Job | null, posted: () => TSsa623Job = () => job()) {
  api = stubApi({
    'GET /admin/finance/reports/ssa-623/clients': () => ({
      status: 200,
      data: { data: [{ client: MARIA, period: { start: '2025-06-01', end: '2026-05-31' } }] },
    }),
    [JOBS]: () => ({ status: 200, data: { data: current() } }),
    'POST /admin/finance/reports/ssa-623/jobs': () => ({ status: 202, data: { message: 'Started.', data: posted() } }),
    'GET /admin/finance/reports/ssa-623/jobs/12/file': () => ({
      status: 200,
      data: new Blob(['PK'], { type: 'application/zip' }),
      headers: { 'x-filename': `ssa-623-${MONTH}.zip` },
    }),
  });
  return renderRoutes([{ path: '/admin/finance/reports', Component: ReportsPage }], `/admin/finance/reports?month=${MONTH}`);
}

/** The job is read again now (as the page's interval would, without waiting for it). */
const readAgain = (view: ReturnType<typeof renderBatch>) =>
  view.queryClient.invalidateQueries({ queryKey: ssa623JobQuery(MONTH).queryKey });

describe("the month's batch as a job", () => {
  it('prepares the batch, shows its progress as "1,234 of 10,000 worksheets", announces the end and offers the zip', async () => {
    let current: TSsa623Job | null = null;
    const view = renderBatch(() => current);
    const prepare = await screen.findByRole('button', { name: copy.job.prepare });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    current = job();
    await view.user.click(prepare);
    await waitFor(() => expect(api.sent('POST', '/admin/finance/reports/ssa-623/jobs')[0]?.body).toEqual({ month: MONTH, rerun: false }));
    expect(await screen.findByText(copy.job.queued)).toBeInTheDocument();
    // The same button, in its place, still has focus; a second click asks nothing.
    expect(prepare).toHaveFocus();
    expect(prepare).toHaveAttribute('aria-disabled', 'true');
    expect(prepare).toHaveTextContent(copy.job.preparing);
    await view.user.click(prepare);
    expect(api.sent('POST', '/admin/finance/reports/ssa-623/jobs')).toHaveLength(1);

    current = job({ status: 'running', done: 1234, total: 10_000 });
    await readAgain(view);
    const bar = await screen.findByRole('progressbar', { name: copy.job.progressLabel });
    await waitFor(() => expect(bar).toHaveAttribute('value', '1234'));
    expect(bar).toHaveAttribute('max', '10000');
    expect(bar).toHaveAccessibleDescription('1,234 of 10,000 worksheets');
    expect(screen.getByText('1,234 of 10,000 worksheets')).toBeVisible();

    current = job({
      status: 'done',
      done: 10_000,
      total: 10_000,
      finished_at: '2026-06-15T16:05:00.000Z',
      expires_at: '2026-06-22T16:05:00.000Z',
      file_name: `ssa-623-${MONTH}.zip`,
      size_bytes: 2,
    });
    await readAgain(view);
    await waitFor(() => expect(status).toHaveTextContent(/^The batch is ready: 10,000 worksheets, prepared .+ It is kept until .+\.$/));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(prepare).toHaveFocus();
    expect(prepare).toHaveTextContent(copy.job.prepareAgain);
    expect(prepare).not.toHaveAttribute('aria-disabled');

    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await view.user.click(screen.getByRole('button', { name: copy.downloadBatch }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.sent('GET', '/admin/finance/reports/ssa-623/jobs/12/file')).toHaveLength(1);

    // Prepared again only when asked to.
    await view.user.click(prepare);
    await waitFor(() => expect(api.sent('POST', '/admin/finance/reports/ssa-623/jobs')[1]?.body).toEqual({ month: MONTH, rerun: true }));
  });

  it('shows the job under way when the page is opened again, and reads it again while it runs, not after', async () => {
    renderBatch(() => job({ status: 'running', done: 50, total: 200 }));
    expect(await screen.findByText('50 of 200 worksheets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.job.preparing })).toHaveAttribute('aria-disabled', 'true');
    const interval = ssa623JobQuery(MONTH).refetchInterval as (query: { state: { data: TSsa623Job | null } }) => number | false;
    expect(interval({ state: { data: job({ status: 'running' }) } })).toBe(BATCH_JOB_POLL_MS);
    expect(interval({ state: { data: job({ status: 'queued' }) } })).toBe(BATCH_JOB_POLL_MS);
    expect(interval({ state: { data: job({ status: 'done' }) } })).toBe(false);
    expect(interval({ state: { data: null } })).toBe(false);
  });

  it('says why a batch failed and lets finance try again', async () => {
    const view = renderBatch(
      () => job({ status: 'failed', error: 'The batch could not be written.', finished_at: '2026-06-15T16:05:00.000Z' }),
      () => job({ id: 13 }),
    );
    const status = await screen.findByText('The batch could not be prepared. The batch could not be written.');
    expect(status).toHaveAttribute('role', 'status');
    const retry = screen.getByRole('button', { name: copy.job.tryAgain });
    await view.user.click(retry);
    await waitFor(() => expect(api.sent('POST', '/admin/finance/reports/ssa-623/jobs')[0]?.body).toEqual({ month: MONTH, rerun: false }));
    expect(retry).toHaveFocus();
  });
});

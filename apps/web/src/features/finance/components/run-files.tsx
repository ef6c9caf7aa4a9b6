import { ADMIN_RUN_FILES_CONTENT } from '@payee/content/admin-run-files';
import { API_PATHS, type RunFileKind, type TPaymentRun } from '@payee/contract';
import { AdminSection } from '@/components/back-office/admin-section';
import { DownloadButton } from './download-button';

const copy = ADMIN_RUN_FILES_CONTENT.run;
const names = ADMIN_RUN_FILES_CONTENT.fileNames;

/**
 * A paid run's bank files (issue 25): its checks to print and its positive-pay file when it paid checks, its NACHA
 * file when it paid transfers. The server says why when a file cannot be had (its settings not set).
 */
export function RunFiles({ run }: { run: TPaymentRun }) {
  if (run.status !== 'paid') return null;
  const paidBy = new Set(run.by_method.map((line) => line.method));
  const files: { kind: RunFileKind; label: string }[] = [];
  if (paidBy.has('check')) files.push({ kind: 'checks', label: copy.checks }, { kind: 'positive-pay', label: copy.positivePay });
  if (paidBy.has('transfer')) files.push({ kind: 'nacha', label: copy.nacha });
  if (files.length === 0) return null;
  return (
    <AdminSection id="run-files" heading={copy.heading}>
      <p>{copy.intro}</p>
      <div className="admin-actions">
        {files.map(({ kind, label }) => (
          <DownloadButton key={kind} path={API_PATHS.financePaymentRunFile(run.id, kind)} fileName={names[kind](run.number)}>
            {label}
          </DownloadButton>
        ))}
      </div>
    </AdminSection>
  );
}

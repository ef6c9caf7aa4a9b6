import { useState, type ReactNode } from 'react';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { downloadReport } from '../api/download-report';

/** Props of DownloadButton. */
export interface DownloadButtonProps {
  path: string;
  params?: Record<string, string>;
  /** The name to save under when the server gives none. */
  fileName: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}

/** Downloads a report with the staff token; says when it is saved, or why not (the server's refusal read from the file's answer). */
export function DownloadButton({ path, params = {}, fileName, children, variant = 'secondary' }: DownloadButtonProps) {
  const [isPending, setIsPending] = useState(false);
  const download = async () => {
    setIsPending(true);
    try {
      showToast('success', ADMIN_FINANCE_CONTENT.downloaded(await downloadReport(path, params, fileName)));
    } catch (failure) {
      toastFailure(readApiError(failure, ADMIN_FINANCE_CONTENT.downloadFailed));
    } finally {
      setIsPending(false);
    }
  };
  return (
    <SpinnerButton type="button" variant={variant} isPending={isPending} onClick={() => void download()}>
      {children}
    </SpinnerButton>
  );
}

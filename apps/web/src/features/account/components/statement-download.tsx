import { useState } from 'react';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import {
  STATEMENT_DOWNLOAD_FAILED_MESSAGE,
  STATEMENT_NOT_FOUND_MESSAGE,
  ZAccountStatementQuerySchema,
  parseApiDate,
  type TProgram,
} from '@payee/contract';
import { DateField } from '@/components/ui/date-field';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { saveBlob } from '@/lib/save-file';
import { officeTodayDate } from '@/lib/office-day';
import { showToast } from '@/lib/toast';
import { useDownloadStatement, type StatementFile } from '../api/download-statement';

const START_ID = 'statement_start';
const END_ID = 'statement_end';

/**
 * Account Statement: start and end dates, the end disabled until a start
 * is chosen and cleared when the start changes, never before the start nor after today; Download saves the PDF.
 */
export function StatementDownload({ program }: { program: TProgram }) {
  const copy = ACCOUNT_CONTENT.statement;
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string>();
  const { mutateAsync: download, isPending } = useDownloadStatement();
  const today = officeTodayDate();
  const startDate = parseApiDate(start);

  const problemFor = (fieldId: string) => problems.find((problem) => problem.fieldId === fieldId)?.message;

  const onDownload = async () => {
    setAttempt((count) => count + 1);
    setFailure(undefined);
    const checked = ZAccountStatementQuerySchema.safeParse({ program_id: program.id, transaction_date: [start, end] });
    if (!checked.success) {
      const found: ErrorSummaryItem[] = [];
      for (const issue of checked.error.issues) {
        const fieldId = issue.path[1] === 0 ? START_ID : END_ID;
        // Without a start date the end date is disabled: its error could not be acted on, nor its link focus it.
        if (fieldId === END_ID && !startDate) continue;
        if (!found.some((item) => item.fieldId === fieldId)) found.push({ fieldId, message: issue.message });
      }
      // The summary lists them in the order of the fields on the page.
      setProblems(found);
      return;
    }
    setProblems([]);
    let file: StatementFile;
    try {
      file = await download({ programId: program.id, start, end });
    } catch {
      // Any failure to fetch: the one message for any failed download.
      setFailure(STATEMENT_NOT_FOUND_MESSAGE);
      showToast('error', STATEMENT_NOT_FOUND_MESSAGE);
      return;
    }
    try {
      saveBlob(file.blob, file.fileName);
      showToast('success', copy.downloaded);
    } catch {
      setFailure(STATEMENT_DOWNLOAD_FAILED_MESSAGE);
      showToast('error', STATEMENT_DOWNLOAD_FAILED_MESSAGE);
    }
  };

  return (
    <section className="account-panel" aria-labelledby="statement-heading">
      <ErrorSummary items={problems} title={copy.errorSummaryTitle} focusKey={attempt} />
      <h2 id="statement-heading">{copy.heading}</h2>
      <p>{copy.lead}</p>
      <div className="account-statement__dates">
        <DateField
          id={START_ID}
          label={copy.startLabel}
          hint={copy.startHint}
          max={today}
          value={start}
          error={problemFor(START_ID)}
          onChange={(value) => {
            setStart(value);
            setEnd('');
          }}
        />
        <DateField
          id={END_ID}
          label={copy.endLabel}
          hint={startDate ? copy.endHint : copy.endHintWithoutStart}
          min={startDate ?? undefined}
          max={today}
          value={end}
          isDisabled={!startDate}
          error={problemFor(END_ID)}
          onChange={setEnd}
        />
      </div>
      <div role="alert">{failure && <p className="account-failure">{failure}</p>}</div>
      <SpinnerButton type="button" isPending={isPending} onClick={() => void onDownload()}>
        {copy.download}
      </SpinnerButton>
    </section>
  );
}

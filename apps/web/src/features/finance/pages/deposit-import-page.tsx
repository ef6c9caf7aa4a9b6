import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import {
  DEPOSIT_SOURCE_LABELS,
  STAFF_REASON_MAX_LENGTH,
  ZDepositImportCommitFieldsSchema,
  assignmentReasonMessage,
  formatDisplayDate,
  formatMoney,
  type TDepositImportResult,
  type TDepositImportRow,
  type TDepositImportSummary,
  type TFinanceClientRef,
} from '@payee/contract';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { FieldError } from '@/components/ui/field';
import { FileUpload } from '@/components/ui/file-upload';
import { Modal } from '@/components/ui/modal';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { firstIssueMessages, toastFailure } from '@/lib/form-errors';
import { readApiError, type ApiError } from '@/lib/http';
import { toParts } from '@/lib/multipart';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { DataTable } from '@/components/back-office/data-table';
import { FactList } from '@/components/back-office/fact-list';
import { StatusBadge } from '@/components/back-office/status-badge';
import { formatStaffMoment } from '@/lib/back-office/format';
import { refreshFinance } from '../api/finance-keys';
import { postDepositImport } from '../api/post-deposit-import';
import { postDepositImportPreview } from '../api/post-deposit-import-preview';
import { ClientPicker } from '../components/client-picker';
import { MONEY_IN_PATH } from '@/lib/back-office/finance-paths';
import '../finance.css';

const copy = ADMIN_FINANCE_CONTENT.depositImport;
const FILE_ID = 'file';
const POST_ID = 'deposit-import-post';
/** The deposit file is a CSV of one month: far under the API's 10 MB. */
const CSV_EXTENSIONS = ['csv'] as const;

const rowButtonId = (row: number) => `assign-row-${row}`;
const reasonId = (row: number) => `assign-reason-${row}`;

/**
 * A failed call's problems as the summary lists them: the file's beside its field, each row's by its number, an
 * assignment's beside its row's button (its reason's beside the reason). `rowOf` reads `assignments.<i>` as the row.
 */
function problemsOf(fieldErrors: Record<string, string>, rowOf: (index: number) => number): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    const rowProblem = /^rows\.(\d+)\./.exec(key);
    const assignment = /^assignments\.(\d+)\.(\w+)$/.exec(key);
    if (key === 'file') items.push({ fieldId: FILE_ID, message });
    else if (rowProblem) items.push({ fieldId: FILE_ID, message: copy.rowProblem(Number(rowProblem[1]), message) });
    else if (assignment) {
      const row = rowOf(Number(assignment[1]));
      items.push({ fieldId: assignment[2] === 'reason' ? reasonId(row) : rowButtonId(row), message });
    } else items.push({ fieldId: POST_ID, message });
  }
  return items;
}

/** The row ids whose reason the problems ask for. */
const reasonRowsOf = (items: readonly ErrorSummaryItem[]) =>
  items.flatMap((item) => (item.fieldId.startsWith('assign-reason-') ? [Number(item.fieldId.slice('assign-reason-'.length))] : []));

/** What was posted, client by client, and the rows left out with why: the summary after posting. */
function PostedSummary({ result }: { result: TDepositImportResult }) {
  const columns: ColumnDef<TDepositImportResult['posted_to'][number], unknown>[] = [
    { id: 'client', header: copy.postedToColumns.client, cell: ({ row }) => row.original.client.name },
    { id: 'rows', header: copy.postedToColumns.rows, cell: ({ row }) => row.original.rows.join(', ') },
    {
      id: 'amount',
      header: copy.postedToColumns.amount,
      cell: ({ row }) => <span className="admin-money">{formatMoney(row.original.amount)}</span>,
    },
  ];
  return (
    <>
      <FactList
        facts={[
          { label: copy.result.posted, value: result.posted },
          { label: copy.result.amount, value: formatMoney(result.amount_posted) },
          { label: copy.result.skipped, value: result.skipped },
        ]}
      />
      {result.posted_to.length > 0 && (
        <DataTable
          caption={copy.postedToCaption}
          columns={columns}
          rows={result.posted_to}
          rowKey={(row) => row.client.id}
          empty={copy.nothingToPost}
        />
      )}
      {result.skipped_rows.length > 0 && (
        <>
          <h3>{copy.skippedHeading}</h3>
          <ul>
            {result.skipped_rows.map((skipped) => (
              <li key={skipped.row}>{copy.skippedRow(skipped.row, skipped.reference, skipped.reason)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** A failed call's problems; its message alone when it named no field. */
function problemsOfError(apiError: ApiError, rowOf: (index: number) => number): ErrorSummaryItem[] {
  const items = problemsOf(apiError.fieldErrors, rowOf);
  if (items.length === 0) items.push({ fieldId: POST_ID, message: apiError.message });
  return items;
}

/**
 * `/admin/finance/money-in/import` (finance): the month's SSA deposit file. Upload → preview (nothing is written:
 * each row matched to a client by the look-up hash of the SSN, unmatched rows shown) → the unmatched rows assigned
 * by hand with a client search → post, every row in one transaction. The same file again posts nothing, and the
 * page says so before and after.
 */
export function DepositImportPage() {
  usePageTitle(copy.pageTitle);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TDepositImportSummary | null>(null);
  const [assigned, setAssigned] = useState<ReadonlyMap<number, TFinanceClientRef>>(new Map());
  const [choosingRow, setChoosingRow] = useState<TDepositImportRow | null>(null);
  const [result, setResult] = useState<{ message: string; summary: TDepositImportResult } | null>(null);
  const [reasons, setReasons] = useState<ReadonlyMap<number, string>>(new Map());
  // Rows whose reason the server asked for (an SSN whose last four digits are the client's, but not the rest).
  const [reasonAsked, setReasonAsked] = useState<ReadonlySet<number>>(new Set());
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [isPending, setIsPending] = useState(false);
  const [assignedRow, setAssignedRow] = useState<number | null>(null);
  // Each preview or result shown takes focus to its heading, once it is on the page.
  const [shownCount, setShownCount] = useState(0);
  const rowsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shownCount > 0) rowsHeading.current?.focus();
  }, [shownCount]);

  // The table's cells are drawn again once a row has its client: focus goes back to that row's button, not the page.
  useEffect(() => {
    if (assignedRow !== null) document.getElementById(rowButtonId(assignedRow))?.focus();
  }, [assignedRow, assigned]);
  const unmatchedRows = preview?.rows.filter((row) => row.status === 'unmatched') ?? [];
  const unassigned = unmatchedRows.filter((row) => !assigned.has(row.row));
  // A row going to a client whose SSN is not the row's needs a reason: the page sees the last four digits differ.
  const needingReason = unmatchedRows.flatMap((row) => {
    const client = assigned.get(row.row);
    return client && (client.ssn_masked !== row.ssn_masked || reasonAsked.has(row.row)) ? [{ row, client }] : [];
  });
  const toPost = preview ? preview.totals.matched + unmatchedRows.length : 0;
  const canPost = preview !== null && preview.already_imported === null && toPost > 0;

  // Assignments are sent in the order they were made: the server's `assignments.<i>` is that row's.
  const sentRowOf = (index: number) => [...assigned.keys()][index] ?? 0;
  const showProblems = (items: ErrorSummaryItem[]) => {
    setProblems(items);
    setReasonAsked((current) => new Set([...current, ...reasonRowsOf(items)]));
    setAttempt((count) => count + 1);
  };
  const failed = (failure: unknown) => {
    const apiError = readApiError(failure, ADMIN_CONTENT.failureFallback);
    showProblems(problemsOfError(apiError, sentRowOf));
    toastFailure(apiError);
  };

  const showPreview = async () => {
    setProblems([]);
    if (!file) {
      setProblems([{ fieldId: FILE_ID, message: copy.chooseFile }]);
      setAttempt((count) => count + 1);
      return;
    }
    setIsPending(true);
    try {
      const answer = await postDepositImportPreview(file);
      setPreview(answer.data);
      setAssigned(new Map());
      setReasons(new Map());
      setReasonAsked(new Set());
      setResult(null);
      setShownCount((count) => count + 1);
    } catch (failure) {
      failed(failure);
    } finally {
      setIsPending(false);
    }
  };

  const post = async () => {
    setProblems([]);
    if (!file || !preview) return;
    if (unassigned.length > 0) {
      setProblems(unassigned.map((row) => ({ fieldId: rowButtonId(row.row), message: `${copy.chooseClient(row.row)}.` })));
      setAttempt((count) => count + 1);
      return;
    }
    const needsReason = new Set(needingReason.map(({ row }) => row.row));
    const assignments = [...assigned.entries()].map(([row, client]) => ({
      row,
      client_id: client.id,
      ...(needsReason.has(row) ? { reason: reasons.get(row)?.trim() ?? '' } : {}),
    }));
    // A reason left out, or too short or long (the contract's rule), is said beside it before anything is sent.
    const missing = needingReason.filter(({ row }) => !reasons.get(row.row)?.trim());
    const wrongLength = problemsOf(
      firstIssueMessages(ZDepositImportCommitFieldsSchema.safeParse({ assignments }).error?.issues ?? []),
      sentRowOf,
    ).filter((item) => !missing.some(({ row }) => reasonId(row.row) === item.fieldId));
    if (missing.length > 0 || wrongLength.length > 0) {
      showProblems([
        ...missing.map(({ row, client }) => ({ fieldId: reasonId(row.row), message: assignmentReasonMessage(row.row, client.name) })),
        ...wrongLength,
      ]);
      return;
    }
    setIsPending(true);
    try {
      const answer = await postDepositImport([['file', file], ...toParts('assignments', assignments)]);
      const message = answer.message ?? copy.resultHeading;
      showToast('success', message);
      setResult({ message, summary: answer.data });
      setPreview(null);
      void refreshFinance(queryClient);
      setShownCount((count) => count + 1);
    } catch (failure) {
      failed(failure);
    } finally {
      setIsPending(false);
    }
  };

  const startAgain = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setAssigned(new Map());
    setReasons(new Map());
    setReasonAsked(new Set());
    setProblems([]);
  };

  const rowErrors = useMemo(() => new Map(problems.map((problem) => [problem.fieldId, problem.message])), [problems]);
  const columns = useMemo<ColumnDef<TDepositImportRow, unknown>[]>(
    () => rowColumns({ assigned, rowErrors, isEditable: result === null, rowButtonId, onChoose: setChoosingRow }),
    [assigned, rowErrors, result],
  );
  const shown = result?.summary ?? preview;

  return (
    <>
      <p>
        <Link to={MONEY_IN_PATH}>{ADMIN_FINANCE_CONTENT.nav.moneyIn.label}</Link>
      </p>
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <ErrorSummary items={problems} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={attempt} />
      {!shown && (
        <AdminSection id="deposit-file-heading" heading={copy.fileHeading}>
          <form
            aria-labelledby="deposit-file-heading"
            noValidate
            className="admin-form"
            onSubmit={(event) => {
              event.preventDefault();
              void showPreview();
            }}
          >
            <FileUpload
              id={FILE_ID}
              label={copy.file}
              hint={copy.fileHint}
              extensions={CSV_EXTENSIONS}
              error={problems.find((problem) => problem.fieldId === FILE_ID)?.message}
              onFileChange={setFile}
            />
            <SpinnerButton isPending={isPending}>{copy.preview}</SpinnerButton>
          </form>
        </AdminSection>
      )}
      {shown && (
        <section aria-labelledby="deposit-rows-heading" className="admin-section">
          {result ? (
            <h2 id="deposit-rows-heading" ref={rowsHeading} tabIndex={-1}>
              {copy.resultHeading}
            </h2>
          ) : (
            <h2 id="deposit-rows-heading" ref={rowsHeading} tabIndex={-1}>
              {copy.previewHeading}
            </h2>
          )}
          {result && (
            <p className="admin-notice" role="status">
              {result.message}
            </p>
          )}
          {!result && shown.already_imported && (
            <p className="admin-notice">
              {copy.alreadyImported(formatStaffMoment(shown.already_imported.at), shown.already_imported.by?.name ?? ADMIN_CONTENT.none)}
            </p>
          )}
          {result ? (
            <PostedSummary result={result.summary} />
          ) : (
            <FactList
              facts={[
                { label: copy.totals.rows, value: shown.totals.rows },
                { label: copy.totals.matched, value: shown.totals.matched },
                { label: copy.totals.unmatched, value: shown.totals.unmatched },
                { label: copy.totals.already_posted, value: shown.totals.already_posted },
                { label: copy.totals.invalid, value: shown.totals.invalid },
                { label: copy.totals.amount_to_post, value: formatMoney(shown.totals.amount_to_post) },
              ]}
            />
          )}
          <DataTable
            caption={copy.tableCaption(shown.file_name)}
            columns={columns}
            rows={shown.rows}
            rowKey={(row) => row.row}
            empty={copy.nothingToPost}
          />
          {!result && unassigned.length > 0 && <p>{copy.unassigned(unassigned.length)}</p>}
          {!result && needingReason.length > 0 && (
            <div>
              <h3>{copy.reasonsHeading}</h3>
              <p>{copy.reasonsIntro}</p>
              {needingReason.map(({ row, client }) => (
                <TextareaField
                  key={row.row}
                  id={reasonId(row.row)}
                  label={copy.reasonLabel(row.row, client.name)}
                  hint={copy.reasonHint(row.ssn_masked ?? ADMIN_CONTENT.none, client.ssn_masked)}
                  rows={2}
                  maxLength={STAFF_REASON_MAX_LENGTH}
                  value={reasons.get(row.row) ?? ''}
                  error={rowErrors.get(reasonId(row.row))}
                  onChange={(event) => {
                    const typed = event.target.value;
                    setReasons((current) => new Map(current).set(row.row, typed));
                  }}
                />
              ))}
            </div>
          )}
          <div className="admin-actions">
            {!result && canPost && (
              <SpinnerButton id={POST_ID} type="button" isPending={isPending} onClick={() => void post()}>
                {copy.post(toPost)}
              </SpinnerButton>
            )}
            {!result && !canPost && <p id={POST_ID}>{copy.nothingToPost}</p>}
            <button type="button" className="button button--secondary" onClick={startAgain}>
              {copy.startAgain}
            </button>
          </div>
        </section>
      )}
      {choosingRow && (
        <Modal isOpen onClose={() => setChoosingRow(null)} title={copy.assignTitle(choosingRow.row)}>
          <p>
            {copy.assignIntro(
              choosingRow.beneficiary_name,
              choosingRow.ssn_masked ?? ADMIN_CONTENT.none,
              formatMoney(choosingRow.amount ?? ''),
            )}
          </p>
          <ClientPicker
            id="assign-client"
            legend={ADMIN_FINANCE_CONTENT.client}
            value={null}
            onChange={(client) => {
              if (!client) return;
              setAssigned((current) => new Map(current).set(choosingRow.row, client));
              setProblems((current) => current.filter((problem) => problem.fieldId !== rowButtonId(choosingRow.row)));
              setChoosingRow(null);
              setAssignedRow(choosingRow.row);
            }}
          />
        </Modal>
      )}
    </>
  );
}

/** What the table's columns need from the page. */
interface RowColumnsOptions {
  assigned: ReadonlyMap<number, TFinanceClientRef>;
  rowErrors: ReadonlyMap<string, string>;
  isEditable: boolean;
  rowButtonId: (row: number) => string;
  onChoose: (row: TDepositImportRow) => void;
}

function rowColumns({
  assigned,
  rowErrors,
  isEditable,
  rowButtonId,
  onChoose,
}: RowColumnsOptions): ColumnDef<TDepositImportRow, unknown>[] {
  const columns = copy.columns;
  return [
    { id: 'row', header: columns.row, cell: ({ row }) => row.original.row },
    {
      id: 'date',
      header: columns.date,
      cell: ({ row }) => (
        <span className="admin-nowrap">
          {row.original.payment_date ? formatDisplayDate(row.original.payment_date) : ADMIN_CONTENT.none}
        </span>
      ),
    },
    {
      id: 'ssn',
      header: columns.ssn,
      cell: ({ row }) => <span className="admin-nowrap">{row.original.ssn_masked ?? ADMIN_CONTENT.none}</span>,
    },
    { id: 'name', header: columns.name, cell: ({ row }) => row.original.beneficiary_name },
    {
      id: 'benefit',
      header: columns.benefit,
      cell: ({ row }) => (row.original.source ? DEPOSIT_SOURCE_LABELS[row.original.source] : ADMIN_CONTENT.none),
    },
    {
      id: 'amount',
      header: columns.amount,
      cell: ({ row }) => <span className="admin-money">{row.original.amount ? formatMoney(row.original.amount) : ADMIN_CONTENT.none}</span>,
    },
    {
      id: 'status',
      header: columns.status,
      cell: ({ row }) => {
        const { status, problems } = row.original;
        const isAssigned = status === 'unmatched' && assigned.has(row.original.row);
        return (
          <>
            <StatusBadge
              label={copy.statuses[isAssigned ? 'assigned' : status]}
              tone={status === 'unmatched' && !isAssigned ? 'warning' : undefined}
            />
            {Object.values(problems)
              .flat()
              .map((problem) => (
                <span key={problem} className="admin-block">
                  {problem}
                </span>
              ))}
          </>
        );
      },
    },
    {
      id: 'client',
      header: columns.client,
      cell: ({ row }) => {
        const { status } = row.original;
        if (status !== 'unmatched') return row.original.client?.name ?? ADMIN_CONTENT.none;
        const chosen = assigned.get(row.original.row);
        const buttonId = rowButtonId(row.original.row);
        const error = rowErrors.get(buttonId);
        return (
          <>
            {error && <FieldError id={`${buttonId}-error`} message={error} />}
            <span className="admin-block">{chosen ? chosen.name : copy.notChosen}</span>
            {isEditable && (
              <button
                id={buttonId}
                type="button"
                className="button button--secondary"
                aria-describedby={error ? `${buttonId}-error` : undefined}
                onClick={() => onChoose(row.original)}
              >
                {chosen ? copy.changeClient(row.original.row) : copy.chooseClient(row.original.row)}
              </button>
            )}
          </>
        );
      },
    },
  ];
}

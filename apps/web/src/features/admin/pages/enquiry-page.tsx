import { useEffect, useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import { ADMIN_ENQUIRIES_CONTENT } from '@payee/content/admin-enquiries';
import {
  API_PATHS,
  ENQUIRY_NOTE_MAX_LENGTH,
  ENQUIRY_REPLY_MAX_LENGTH,
  ENQUIRY_STATUSES,
  formatPhone,
  ZEnquiryNoteRequestSchema,
  ZEnquiryReplyRequestSchema,
  ZEnquiryStatusRequestSchema,
  type EnquiryStatus,
  type TAdminEnquiryActionResponse,
  type TAdminEnquiryDetail,
  personName,
} from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { focusPageHeading, isFocusOnPageFrame } from '@/lib/page-heading-focus';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toast';
import { ADMIN_ENQUIRIES_PATH, adminClientNoteFromEnquiryPath, adminClientPath } from '@/lib/back-office/admin-paths';
import { AdminSection } from '@/components/back-office/admin-section';
import { FactList } from '@/components/back-office/fact-list';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { StatusBadge } from '@/components/back-office/status-badge';
import { formatStaffMoment } from '@/lib/back-office/format';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { enquiryKey, useEnquiry } from '../api/get-enquiry';
import { postEnquiryMessage } from '../api/post-enquiry-message';
import { putEnquiryStatus } from '../api/put-enquiry-status';

const copy = ADMIN_ENQUIRIES_CONTENT.detail;

/**
 * After an action: the answer carries the enquiry as it now stands, so it replaces the cached one without a
 * second read; the inbox (its status column) and the home page's counts are read again when next shown.
 */
function useActionDone(reference: string) {
  const queryClient = useQueryClient();
  return ({ message, data }: TAdminEnquiryActionResponse) => {
    showToast('success', message);
    queryClient.setQueryData(enquiryKey(reference), data);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
  };
}

/**
 * `/admin/enquiries/:reference` (caseworkers): one Contact Us enquiry, the client whose SSN it gives (matched
 * by the server), its thread of internal notes and e-mailed replies, oldest first, and the forms that add a
 * note, send a reply and change the status.
 */
export function EnquiryPage() {
  usePageTitle(copy.pageTitle);
  const reference = useParams().reference ?? '';
  const threadHeading = useRef<HTMLHeadingElement>(null);
  const { data: enquiry, error } = useEnquiry(reference);
  const isShown = enquiry !== undefined;
  // The h1 comes with the data: the route's focus found none, so it is given here once it exists.
  useEffect(() => {
    if (isShown && isFocusOnPageFrame()) focusPageHeading();
  }, [isShown]);

  if (error) {
    return (
      <>
        <h1>{copy.pageTitle}</h1>
        <QueryWaiting error={error} fallback={copy.notFound} />
        <p>
          <Link to={ADMIN_ENQUIRIES_PATH}>{copy.back}</Link>
        </p>
      </>
    );
  }
  if (!enquiry) return <QueryWaiting error={null} />;
  return (
    <>
      <p>
        <Link to={ADMIN_ENQUIRIES_PATH}>{copy.back}</Link>
      </p>
      <h1>{copy.heading(enquiry.reference)}</h1>
      <p>
        <StatusBadge label={ADMIN_ENQUIRIES_CONTENT.statuses[enquiry.status]} />
      </p>
      <EnquirySection enquiry={enquiry} />
      <MatchedClientSection enquiry={enquiry} />
      <ThreadSection enquiry={enquiry} headingRef={threadHeading} />
      <ThreadForm
        id="enquiry-note"
        field="text"
        heading={copy.noteHeading}
        intro={copy.noteIntro}
        label={copy.noteLabel}
        submitLabel={copy.noteSubmit}
        maxLength={ENQUIRY_NOTE_MAX_LENGTH}
        path={API_PATHS.adminEnquiryNotes(enquiry.reference)}
        schema={ZEnquiryNoteRequestSchema}
        reference={enquiry.reference}
        threadHeading={threadHeading}
      />
      <ThreadForm
        id="enquiry-reply"
        field="message"
        heading={copy.replyHeading}
        intro={copy.replyIntro(enquiry.email)}
        label={copy.replyLabel}
        hint={copy.replyHint}
        submitLabel={copy.replySubmit}
        maxLength={ENQUIRY_REPLY_MAX_LENGTH}
        path={API_PATHS.adminEnquiryReply(enquiry.reference)}
        schema={ZEnquiryReplyRequestSchema}
        reference={enquiry.reference}
        threadHeading={threadHeading}
      />
      <StatusForm enquiry={enquiry} />
    </>
  );
}

function EnquirySection({ enquiry }: { enquiry: TAdminEnquiryDetail }) {
  const labels = copy.facts;
  return (
    <AdminSection id="enquiry-facts" heading={copy.enquiryHeading}>
      <FactList
        facts={[
          { label: labels.reference, value: enquiry.reference },
          { label: labels.name, value: personName({ firstName: enquiry.first_name, lastName: enquiry.last_name }) },
          { label: labels.email, value: enquiry.email },
          { label: labels.phone, value: formatPhone(enquiry.phone_number) },
          { label: labels.type, value: enquiry.enquiry_type.name },
          { label: labels.received, value: formatStaffMoment(enquiry.created_at) },
          { label: labels.status, value: ADMIN_ENQUIRIES_CONTENT.statuses[enquiry.status] },
          { label: labels.isClient, value: enquiry.is_client === 1 ? ADMIN_CONTENT.yes : ADMIN_CONTENT.no },
          ...(enquiry.ssn_last4 ? [{ label: labels.ssn, value: copy.ssnEnding(enquiry.ssn_last4) }] : []),
          { label: labels.description, value: enquiry.description ?? copy.noDescription },
        ]}
      />
    </AdminSection>
  );
}

function MatchedClientSection({ enquiry }: { enquiry: TAdminEnquiryDetail }) {
  const client = enquiry.matched_client;
  return (
    <AdminSection id="enquiry-client" heading={copy.clientHeading}>
      {client ? (
        <>
          <p>
            {copy.clientMatch} <Link to={adminClientPath(client.id)}>{copy.openClient(client.name, client.application_code)}</Link>
          </p>
          <p>
            <Link to={adminClientNoteFromEnquiryPath(client.id, { id: enquiry.id, reference: enquiry.reference })}>
              {ADMIN_CASE_NOTES_CONTENT.enquiry.addNote(client.name)}
            </Link>
          </p>
        </>
      ) : (
        <p>{copy.noClient}</p>
      )}
    </AdminSection>
  );
}

/** Notes and replies, oldest first; each says in words whether it was e-mailed or kept inside the office. */
function ThreadSection({ enquiry, headingRef }: { enquiry: TAdminEnquiryDetail; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section aria-labelledby="enquiry-thread" className="admin-section">
      <h2 id="enquiry-thread" ref={headingRef} tabIndex={-1}>
        {copy.threadHeading}
      </h2>
      {enquiry.thread.length === 0 ? (
        <p>{copy.threadEmpty}</p>
      ) : (
        <ol className="admin-thread">
          {enquiry.thread.map((entry) => (
            <li key={entry.id} className={`admin-thread__entry admin-thread__entry--${entry.kind}`}>
              <p className="admin-thread__kind">{copy.kinds[entry.kind]}</p>
              <p className="admin-muted">
                {copy.writtenBy(entry.written_by.name, formatStaffMoment(entry.at))}
                {entry.emailed_to && (
                  <>
                    <br />
                    <span className="admin-break">{copy.emailedTo(entry.emailed_to)}</span>
                  </>
                )}
              </p>
              <p className="admin-thread__text">{entry.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type ThreadField = 'text' | 'message';

/** Props of ThreadForm: a note or a reply, one text sent to `path` as `{ [field]: text }`. */
interface ThreadFormProps {
  /** Names its section heading and its submit button. */
  id: string;
  field: ThreadField;
  heading: string;
  intro: string;
  label: string;
  hint?: string;
  submitLabel: string;
  maxLength: number;
  path: string;
  schema: z.ZodType;
  reference: string;
  /** Where focus goes once the entry is in the thread, so the new words are read next. */
  threadHeading: RefObject<HTMLHeadingElement | null>;
}

/** A note or a reply: checked with the contract's schema beside the field, sent, then the form is emptied. */
function ThreadForm({
  id,
  field,
  heading,
  intro,
  label,
  hint,
  submitLabel,
  maxLength,
  path,
  schema,
  reference,
  threadHeading,
}: ThreadFormProps) {
  const done = useActionDone(reference);
  const fields = [field] as const;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Record<ThreadField, string>>({
    defaultValues: { [field]: '' },
    resolver: requestResolver(schema),
    shouldFocusError: false,
  });

  const onSubmit = async (values: Record<ThreadField, string>) => {
    await submitCredentials<Record<ThreadField, string>, Partial<Record<ThreadField, string>>, TAdminEnquiryActionResponse>({
      draft: { [field]: values[field] },
      schema,
      fields,
      setError,
      clearErrors,
      send: postEnquiryMessage(path),
      onSent: (answer) => {
        done(answer);
        reset();
        threadHeading.current?.focus();
      },
      ...staffFormFailure(),
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-section">
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{intro}</p>
      <ErrorSummary
        items={formSummaryItems(errors, fields, `${id}-submit`)}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby={`${id}-heading`} noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <TextareaField
          id={field}
          label={label}
          hint={hint}
          rows={5}
          maxLength={maxLength}
          error={errors[field]?.message}
          {...register(field)}
        />
        <SpinnerButton id={`${id}-submit`} isPending={isSubmitting}>
          {submitLabel}
        </SpinnerButton>
      </form>
    </section>
  );
}

/** Moves the enquiry to another status; the current one is chosen to start with. */
function StatusForm({ enquiry }: { enquiry: TAdminEnquiryDetail }) {
  const done = useActionDone(enquiry.reference);
  const fields = ['status'] as const;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ status: EnquiryStatus }>({
    values: { status: enquiry.status },
    resolver: requestResolver(ZEnquiryStatusRequestSchema),
    shouldFocusError: false,
  });

  const onSubmit = async ({ status }: { status: EnquiryStatus }) => {
    await submitCredentials({
      draft: { status },
      schema: ZEnquiryStatusRequestSchema,
      fields,
      setError,
      clearErrors,
      send: putEnquiryStatus(enquiry.reference),
      onSent: done,
      ...staffFormFailure(),
    });
  };

  return (
    <section aria-labelledby="enquiry-status-heading" className="admin-section">
      <h2 id="enquiry-status-heading">{copy.statusHeading}</h2>
      <ErrorSummary
        items={formSummaryItems(errors, fields, 'enquiry-status-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form aria-labelledby="enquiry-status-heading" noValidate onSubmit={handleSubmit(onSubmit)} className="admin-form">
        <RadioGroup
          id="status"
          legend={copy.statusLegend}
          options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: ADMIN_ENQUIRIES_CONTENT.statuses[status] }))}
          error={errors.status?.message}
          {...register('status')}
        />
        <SpinnerButton id="enquiry-status-submit" isPending={isSubmitting}>
          {copy.statusSubmit}
        </SpinnerButton>
      </form>
    </section>
  );
}

import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CASE_NOTES_CONTENT } from '@payee/content/admin-case-notes';
import {
  CASE_NOTE_KINDS,
  CASE_NOTE_SEARCH_MAX_LENGTH,
  CASE_NOTE_TEXT_MAX_LENGTH,
  officeDateTimeInput,
  ZCaseNoteRequestSchema,
  type CaseNoteKind,
  type TCaseNote,
  type TCaseNoteResponse,
} from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems } from '@/lib/form-errors';
import { serverNow } from '@/lib/server-clock';
import { showToast } from '@/lib/toast';
import { adminEnquiryPath } from '@/lib/back-office/admin-paths';
import { AdminSection } from '@/components/back-office/admin-section';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { formatStaffMoment } from '@/lib/back-office/format';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { clientNotesKey, useClientNotes, type CaseNotesFilter } from '../api/get-client-notes';
import { postClientNote } from '../api/post-client-note';

const copy = ADMIN_CASE_NOTES_CONTENT;
const kindLabel = (kind: CaseNoteKind) => copy.kinds[kind];

/** The enquiry a note is started from (the enquiry page's link): the note keeps it and links back. */
export interface NoteEnquiry {
  id: number;
  reference: string;
}

/** The note a correction is for, as the form names it. */
type Correcting = Pick<TCaseNote, 'id' | 'kind' | 'contacted_at'>;

/**
 * A client's case notes and contact log: the list (newest contact first, paged, by kind, searched) and the form
 * that adds a note or a correction. Notes are never edited: "Add a correction" on a note starts a new one that
 * names it, and the old one then says "Corrected by a later note" with a link.
 */
export function CaseNotesSection({ clientId, enquiry, about }: { clientId: number; enquiry?: NoteEnquiry; about?: string }) {
  const [filter, setFilter] = useNotesFilter();
  const [correcting, setCorrecting] = useState<Correcting | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  const correct = (note: TCaseNote) => {
    setCorrecting({ id: note.id, kind: note.kind, contacted_at: note.contacted_at });
  };

  return (
    <>
      <CaseNoteList clientId={clientId} filter={filter} onFilter={setFilter} onCorrect={correct} headingRef={listHeading} />
      <CaseNoteForm
        clientId={clientId}
        enquiry={enquiry}
        about={about}
        correcting={correcting}
        onCancelCorrection={() => setCorrecting(null)}
        headingRef={formHeading}
        onAdded={() => {
          setCorrecting(null);
          setFilter({ page: 1 });
          listHeading.current?.focus();
        }}
      />
    </>
  );
}

/** The address's names for the log's kind, page and one note (the client's record has other parts of its own). */
const PARAM = { kind: 'notes_kind', page: 'notes_page', note: 'note' } as const;
const positive = (text: string | null) => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

/**
 * The contact log's filter: its kind, page and one note in the address (Back returns to the page before; a link
 * can show one note), the search words only in the page's state (what is typed about a person stays out of the
 * address, as on the clients search).
 */
function useNotesFilter(): [CaseNotesFilter, (filter: CaseNotesFilter) => void] {
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState<string | undefined>();
  const kind = params.get(PARAM.kind);
  const filter: CaseNotesFilter = {
    page: positive(params.get(PARAM.page)) ?? 1,
    ...((CASE_NOTE_KINDS as readonly string[]).includes(kind ?? '') ? { kind: kind as CaseNoteKind } : {}),
    ...(q ? { q } : {}),
    ...(positive(params.get(PARAM.note)) ? { note_id: positive(params.get(PARAM.note)) } : {}),
  };
  const apply = (next: CaseNotesFilter) => {
    setQ(next.q);
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const name of Object.values(PARAM)) out.delete(name);
      if (next.page > 1) out.set(PARAM.page, String(next.page));
      if (next.kind) out.set(PARAM.kind, next.kind);
      if (next.note_id) out.set(PARAM.note, String(next.note_id));
      return out;
    });
  };
  return [filter, apply];
}

interface CaseNoteListProps {
  clientId: number;
  filter: CaseNotesFilter;
  onFilter: (filter: CaseNotesFilter) => void;
  onCorrect: (note: TCaseNote) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The contact log: a filter by kind and a search (sent together), the notes, and the pages. */
export function CaseNoteList({ clientId, filter, onFilter, onCorrect, headingRef }: CaseNoteListProps) {
  const { data, error } = useClientNotes(clientId, filter);
  const [kind, setKind] = useState<CaseNoteKind | ''>(filter.kind ?? '');
  const [q, setQ] = useState(filter.q ?? '');
  const isFiltered = Boolean(filter.kind || filter.q || filter.note_id);
  // The address moved (Back, or a link to one note): the form shows the kind it holds.
  const [shownKind, setShownKind] = useState(filter.kind);
  if (shownKind !== filter.kind) {
    setShownKind(filter.kind);
    setKind(filter.kind ?? '');
  }
  // A note asked for that was not on the page: focused once its own page has come.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    const id = asked.current;
    if (id === null || !data?.data.some((note) => note.id === id)) return;
    asked.current = null;
    document.getElementById(`case-note-${id}`)?.focus();
  }, [data]);
  /** The note a correction names: focused where it is on this page, else shown alone. */
  const showNote = (id: number) => {
    if (data?.data.some((note) => note.id === id)) {
      document.getElementById(`case-note-${id}`)?.focus();
      return;
    }
    asked.current = id;
    onFilter({ page: 1, note_id: id });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ page: 1, ...(kind ? { kind } : {}), ...(q.trim() ? { q: q.trim() } : {}) });
  };
  const clear = () => {
    setKind('');
    setQ('');
    onFilter({ page: 1 });
  };

  return (
    <section aria-labelledby="client-notes" className="admin-section">
      <h2 id="client-notes" ref={headingRef} tabIndex={-1}>
        {copy.list.heading}
      </h2>
      <p>{copy.list.intro}</p>
      <form role="search" aria-label={copy.list.filterLegend} onSubmit={apply} className="admin-form admin-filters">
        <div className="field">
          <label htmlFor="case-notes-kind">{copy.list.kindLabel}</label>
          <select id="case-notes-kind" value={kind} onChange={(event) => setKind(event.target.value as CaseNoteKind | '')}>
            <option value="">{copy.list.allKinds}</option>
            {CASE_NOTE_KINDS.map((option) => (
              <option key={option} value={option}>
                {kindLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="case-notes-q"
          label={copy.list.searchLabel}
          hint={copy.list.searchHint}
          type="search"
          maxLength={CASE_NOTE_SEARCH_MAX_LENGTH}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <div className="admin-actions">
          <button type="submit" className="button">
            {copy.list.searchSubmit}
          </button>
          {isFiltered && (
            <button type="button" className="button button--secondary" onClick={clear}>
              {copy.list.clearFilters}
            </button>
          )}
        </div>
      </form>
      {!data ? (
        <QueryWaiting error={error} />
      ) : (
        <>
          <p role="status">{filter.note_id ? copy.list.oneNote : copy.list.summary(data.meta.total)}</p>
          {data.data.length === 0 ? (
            <p>{isFiltered ? copy.list.emptyFiltered : copy.list.empty}</p>
          ) : (
            <ol className="admin-thread" aria-label={copy.list.heading}>
              {data.data.map((note) => (
                <CaseNoteEntry key={note.id} note={note} onCorrect={onCorrect} onShowNote={showNote} />
              ))}
            </ol>
          )}
          {data.meta.last_page > 1 && (
            <nav aria-label={copy.list.pageOf(data.meta.page, data.meta.last_page)} className="admin-actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={data.meta.page <= 1}
                onClick={() => onFilter({ ...filter, page: filter.page - 1 })}
              >
                {copy.list.previous}
              </button>
              <span>{copy.list.pageOf(data.meta.page, data.meta.last_page)}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={data.meta.page >= data.meta.last_page}
                onClick={() => onFilter({ ...filter, page: filter.page + 1 })}
              >
                {copy.list.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** One note: its kind and contact time, who wrote it and when, its text, and where it stands among corrections. */
export function CaseNoteEntry({
  note,
  onCorrect,
  onShowNote,
}: {
  note: TCaseNote;
  onCorrect: (note: TCaseNote) => void;
  onShowNote: (id: number) => void;
}) {
  const contactedAt = formatStaffMoment(note.contacted_at);
  return (
    <li id={`case-note-${note.id}`} tabIndex={-1} className="admin-thread__entry" aria-label={copy.list.noteLabel(note.id)}>
      <p className="admin-thread__kind">
        {kindLabel(note.kind)} · {copy.list.contactedAt(contactedAt)}
      </p>
      <p className="admin-muted">{copy.list.writtenBy(note.written_by.name, formatStaffMoment(note.written_at))}</p>
      <p className="admin-thread__text">{note.text}</p>
      {note.corrects_note_id !== null && (
        <p>
          <NoteLink id={note.corrects_note_id} onShowNote={onShowNote}>
            {copy.list.corrects}
          </NoteLink>
        </p>
      )}
      {note.corrected_by_note_id !== null && (
        <p>
          <strong>
            <NoteLink id={note.corrected_by_note_id} onShowNote={onShowNote}>
              {copy.list.correctedBy}
            </NoteLink>
          </strong>
        </p>
      )}
      {note.enquiry && (
        <p>
          {copy.list.fromEnquiry} <Link to={adminEnquiryPath(note.enquiry.reference)}>{note.enquiry.reference}</Link>
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        aria-label={copy.list.correctLabel(kindLabel(note.kind), contactedAt)}
        onClick={() => onCorrect(note)}
      >
        {copy.list.correct}
      </button>
    </li>
  );
}

/** A link to another note of the log: it works with the keyboard and without it being on this page. */
function NoteLink({ id, onShowNote, children }: { id: number; onShowNote: (id: number) => void; children: string }) {
  return (
    <a
      href={`#case-note-${id}`}
      onClick={(event) => {
        event.preventDefault();
        onShowNote(id);
      }}
    >
      {children}
    </a>
  );
}

interface NoteValues {
  kind: CaseNoteKind | null;
  contacted_at: string;
  text: string;
}

const FIELDS = ['kind', 'contacted_at', 'text'] as const;

interface CaseNoteFormProps {
  clientId: number;
  enquiry?: NoteEnquiry;
  /** What the note is about (a task, an alert): the words its text starts with. */
  about?: string;
  correcting: Correcting | null;
  onCancelCorrection: () => void;
  onAdded: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * Adds a note: the kind, the contact's date and time on the office's clock (now to start with), the text; a
 * correction or a note from an enquiry carries that note's or enquiry's id too. Checked with the contract's
 * request schema beside each field and in the error summary, which takes focus.
 */
export function CaseNoteForm({ clientId, enquiry, about, correcting, onCancelCorrection, onAdded, headingRef }: CaseNoteFormProps) {
  const queryClient = useQueryClient();
  const fresh = (text = about ? `${about} ` : ''): NoteValues => ({
    kind: correcting?.kind ?? (enquiry ? 'email' : null),
    contacted_at: officeDateTimeInput(new Date(serverNow())),
    text,
  });
  const toRequest = (values: NoteValues) => ({
    ...values,
    ...(correcting ? { corrects_note_id: correcting.id } : {}),
    ...(enquiry ? { enquiry_id: enquiry.id } : {}),
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<NoteValues>({
    defaultValues: fresh(),
    resolver: requestResolver(ZCaseNoteRequestSchema, toRequest),
    shouldFocusError: false,
  });
  // A correction started from a note: its kind to start with, and focus on the form's heading, which now says so.
  const correctingId = correcting?.id;
  const correctingKind = correcting?.kind;
  useEffect(() => {
    if (correctingId === undefined || correctingKind === undefined) return;
    setValue('kind', correctingKind);
    headingRef.current?.focus();
  }, [correctingId, correctingKind, setValue, headingRef]);
  const heading = correcting ? copy.form.correctionHeading : copy.form.heading;

  const onSubmit = async (values: NoteValues) => {
    await submitCredentials<NoteValues, ReturnType<typeof toRequest>, TCaseNoteResponse>({
      draft: toRequest(values),
      schema: ZCaseNoteRequestSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: postClientNote(clientId),
      onSent: ({ message }) => {
        showToast('success', message ?? '');
        void queryClient.invalidateQueries({ queryKey: clientNotesKey(clientId) });
        reset({ ...fresh(''), kind: enquiry ? 'email' : null });
        onAdded();
      },
      ...staffFormFailure(),
    });
  };

  return (
    <AdminSection id="case-note-form-heading" heading={heading} headingRef={headingRef}>
      {correcting && (
        <p>
          {copy.form.correcting(kindLabel(correcting.kind), formatStaffMoment(correcting.contacted_at))}{' '}
          <button type="button" className="button button--secondary" onClick={onCancelCorrection}>
            {copy.form.cancelCorrection}
          </button>
        </p>
      )}
      {enquiry && (
        <p>
          {copy.form.fromEnquiry(enquiry.reference)} <Link to={adminEnquiryPath(enquiry.reference)}>{enquiry.reference}</Link>
        </p>
      )}
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'case-note-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form
        id="case-note-form"
        aria-labelledby="case-note-form-heading"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="admin-form"
      >
        <RadioGroup
          id="kind"
          legend={copy.form.kindLegend}
          options={CASE_NOTE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <TextField
          id="contacted_at"
          type="datetime-local"
          label={copy.form.contactedAtLabel}
          hint={copy.form.contactedAtHint}
          error={errors.contacted_at?.message}
          {...register('contacted_at')}
        />
        <TextareaField
          id="text"
          label={copy.form.textLabel}
          hint={copy.form.textHint}
          rows={5}
          maxLength={CASE_NOTE_TEXT_MAX_LENGTH}
          error={errors.text?.message}
          {...register('text')}
        />
        <SpinnerButton id="case-note-submit" isPending={isSubmitting}>
          {copy.form.submit}
        </SpinnerButton>
      </form>
    </AdminSection>
  );
}

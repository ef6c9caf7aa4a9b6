import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CLIENT_DOCUMENTS_CONTENT } from '@payee/content/admin-client-documents';
import {
  CHOOSE_THE_DOCUMENT_FILE_MESSAGE,
  CLIENT_DOCUMENT_TYPES,
  formatDisplayDate,
  ZClientDocumentFieldsSchema,
  type ClientDocumentType,
  type TClientDocument,
  type TClientDocumentResponse,
} from '@payee/contract';
import { FormDateField } from '@/components/form/form-date-field';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { FileUpload } from '@/components/ui/file-upload';
import { RadioGroup } from '@/components/ui/radio-group';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { submitCredentials } from '@/lib/credential-submit';
import { formSummaryItems, toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { AdminSection } from '@/components/back-office/admin-section';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { formatStaffMoment } from '@/lib/back-office/format';
import { requestResolver } from '@/lib/request-resolver';
import { staffFormFailure } from '@/lib/back-office/staff-form';
import { clientDocumentsKey, useClientDocuments, type ClientDocumentsFilter } from '../api/get-client-documents';
import { downloadClientDocument } from '../api/download-client-document';
import { postClientDocument, type ClientDocumentUpload } from '../api/post-client-document';

const copy = ADMIN_CLIENT_DOCUMENTS_CONTENT;
const typeLabel = (type: ClientDocumentType) => copy.types[type];

/**
 * The documents on a client's file (issue 24): the list (newest document date first, paged, by type), each with
 * its download, and the form that uploads one. A kept document is never removed: a newer one can replace it, and
 * the older one then says so.
 */
export function ClientDocumentsSection({ clientId }: { clientId: number }) {
  const [filter, setFilter] = useState<ClientDocumentsFilter>({ page: 1 });
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { data, error } = useClientDocuments(clientId, filter);
  return (
    <>
      <ClientDocumentList
        clientId={clientId}
        documents={data?.data}
        meta={data?.meta}
        error={error}
        filter={filter}
        onFilter={setFilter}
        headingRef={listHeading}
      />
      <ClientDocumentForm
        clientId={clientId}
        replaceable={data?.data ?? []}
        onAdded={() => {
          setFilter({ page: 1 });
          listHeading.current?.focus();
        }}
      />
    </>
  );
}

interface ClientDocumentListProps {
  clientId: number;
  documents: TClientDocument[] | undefined;
  meta: { page: number; last_page: number; total: number } | undefined;
  error: unknown;
  filter: ClientDocumentsFilter;
  onFilter: (filter: ClientDocumentsFilter) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The list: a filter by type, the documents with their downloads, and the pages. */
export function ClientDocumentList({ clientId, documents, meta, error, filter, onFilter, headingRef }: ClientDocumentListProps) {
  const [type, setType] = useState<ClientDocumentType | ''>(filter.type ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ page: 1, ...(type ? { type } : {}) });
  };

  return (
    <section aria-labelledby="client-file-documents" className="admin-section">
      <h2 id="client-file-documents" ref={headingRef} tabIndex={-1}>
        {copy.list.heading}
      </h2>
      <p>{copy.list.intro}</p>
      <form role="search" aria-label={copy.list.filterLegend} onSubmit={apply} className="admin-form admin-filters">
        <div className="field">
          <label htmlFor="client-documents-type">{copy.list.typeLabel}</label>
          <select id="client-documents-type" value={type} onChange={(event) => setType(event.target.value as ClientDocumentType | '')}>
            <option value="">{copy.list.allTypes}</option>
            {CLIENT_DOCUMENT_TYPES.map((option) => (
              <option key={option} value={option}>
                {typeLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-actions">
          <button type="submit" className="button">
            {copy.list.filterSubmit}
          </button>
        </div>
      </form>
      {!documents || !meta ? (
        <QueryWaiting error={error} />
      ) : (
        <>
          <p role="status">{copy.list.summary(meta.total)}</p>
          {documents.length === 0 ? (
            <p>{filter.type ? copy.list.emptyFiltered : copy.list.empty}</p>
          ) : (
            <ol className="admin-thread" aria-label={copy.list.heading}>
              {documents.map((document) => (
                <ClientDocumentEntry key={document.id} clientId={clientId} document={document} />
              ))}
            </ol>
          )}
          {meta.last_page > 1 && (
            <nav aria-label={copy.list.pageOf(meta.page, meta.last_page)} className="admin-actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={meta.page <= 1}
                onClick={() => onFilter({ ...filter, page: filter.page - 1 })}
              >
                {copy.list.previous}
              </button>
              <span>{copy.list.pageOf(meta.page, meta.last_page)}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={meta.page >= meta.last_page}
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

/** One document: its type and dates, who uploaded it, its file with a download, and what replaces it or it replaces. */
export function ClientDocumentEntry({ clientId, document }: { clientId: number; document: TClientDocument }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const dated = formatDisplayDate(document.dated_on);
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadClientDocument(clientId, document);
    } catch (failure) {
      toastFailure(readApiError(failure, copy.list.downloadFailed));
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <li
      id={`client-document-${document.id}`}
      className="admin-thread__entry"
      aria-label={copy.list.documentLabel(typeLabel(document.type), dated)}
    >
      <p className="admin-thread__kind">
        {typeLabel(document.type)} · {copy.list.dated(dated)}
        {document.expires_on && <> · {copy.list.expires(formatDisplayDate(document.expires_on))}</>}
      </p>
      <p className="admin-muted">{copy.list.uploadedBy(document.uploaded_by.name, formatStaffMoment(document.uploaded_at))}</p>
      <p>{copy.list.file(document.file_name)}</p>
      {document.replaces_document_id !== null && <p>{copy.list.replaces}</p>}
      {document.replaced_by_document_id !== null && (
        <p>
          <strong>{copy.list.replacedBy}</strong>
        </p>
      )}
      <SpinnerButton
        type="button"
        variant="secondary"
        isPending={isDownloading}
        aria-label={copy.list.downloadLabel(typeLabel(document.type), dated)}
        onClick={() => void download()}
      >
        {copy.list.download}
      </SpinnerButton>
    </li>
  );
}

interface DocumentValues {
  type: ClientDocumentType | null;
  dated_on: string;
  expires_on: string;
  replaces_document_id: string;
  file: File | null;
}

const FIELDS = ['type', 'dated_on', 'expires_on', 'replaces_document_id', 'file'] as const;
const EMPTY: DocumentValues = { type: null, dated_on: '', expires_on: '', replaces_document_id: '', file: null };

/** The form's values as the contract's fields (the file apart: the schema is the server's fields only). */
const toRequest = ({ file: _file, ...fields }: DocumentValues) => fields;
const fileRule = (values: DocumentValues) => ({ file: values.file ? undefined : CHOOSE_THE_DOCUMENT_FILE_MESSAGE });

interface ClientDocumentFormProps {
  clientId: number;
  /** The documents a new one may replace: those the list shows. */
  replaceable: readonly TClientDocument[];
  onAdded: () => void;
}

/**
 * Uploads a document: its type, the date on it, an optional expiry, what it replaces, and the file (PNG, JPG, JPEG
 * or PDF up to 10 MB, checked in the browser and again on the server). Checked with the contract's schema beside
 * each field and in the error summary, which takes focus; once added, focus goes to the list, which shows it first.
 */
export function ClientDocumentForm({ clientId, replaceable, onAdded }: ClientDocumentFormProps) {
  const queryClient = useQueryClient();
  // A new key remounts the file input, emptied, after an upload.
  const [fileInputKey, setFileInputKey] = useState(0);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DocumentValues>({
    defaultValues: EMPTY,
    resolver: requestResolver(ZClientDocumentFieldsSchema, toRequest, fileRule),
    shouldFocusError: false,
  });

  const onSubmit = async (values: DocumentValues) => {
    const draft: ClientDocumentUpload = { ...toRequest(values), type: values.type ?? '', file: values.file };
    await submitCredentials<DocumentValues, ClientDocumentUpload, TClientDocumentResponse>({
      draft,
      schema: ZClientDocumentFieldsSchema,
      fields: FIELDS,
      setError,
      clearErrors,
      send: (body) => postClientDocument(clientId, body),
      onSent: ({ message }) => {
        showToast('success', message ?? '');
        void queryClient.invalidateQueries({ queryKey: clientDocumentsKey(clientId) });
        reset(EMPTY);
        setFileInputKey((key) => key + 1);
        onAdded();
      },
      ...staffFormFailure(),
    });
  };

  return (
    <AdminSection id="client-document-form-heading" heading={copy.form.heading}>
      <ErrorSummary
        items={formSummaryItems(errors, FIELDS, 'client-document-submit')}
        title={ADMIN_CONTENT.errorSummaryTitle}
        focusKey={submitCount}
      />
      <form
        id="client-document-form"
        aria-labelledby="client-document-form-heading"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="admin-form"
      >
        <RadioGroup
          id="type"
          legend={copy.form.typeLegend}
          options={CLIENT_DOCUMENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          error={errors.type?.message}
          {...register('type')}
        />
        <FormDateField control={control} name="dated_on" label={copy.form.datedOnLabel} hint={copy.form.datedOnHint} />
        <FormDateField control={control} name="expires_on" label={copy.form.expiresOnLabel} hint={copy.form.expiresOnHint} isOptional />
        {replaceable.length > 0 && (
          <Field
            id="replaces_document_id"
            label={copy.form.replacesLabel}
            hint={copy.form.replacesHint}
            error={errors.replaces_document_id?.message}
            isOptional
          >
            {(fieldControl) => (
              <select {...fieldControl} {...register('replaces_document_id')}>
                <option value="">{copy.form.replacesNone}</option>
                {replaceable.map((document) => (
                  <option key={document.id} value={String(document.id)}>
                    {copy.form.replacesOption(typeLabel(document.type), formatDisplayDate(document.dated_on))}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Controller
          control={control}
          name="file"
          render={({ field, fieldState }) => (
            <FileUpload
              key={fileInputKey}
              id="file"
              name={field.name}
              label={copy.form.fileLabel}
              hint={copy.form.fileHint}
              error={fieldState.error?.message}
              onFileChange={(file) => field.onChange(file)}
              ref={field.ref}
            />
          )}
        />
        <SpinnerButton id="client-document-submit" isPending={isSubmitting}>
          {copy.form.submit}
        </SpinnerButton>
      </form>
    </AdminSection>
  );
}

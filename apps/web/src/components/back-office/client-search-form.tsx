import { useForm } from 'react-hook-form';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { CLIENT_SEARCH_MAX_LENGTH, ZAdminClientSearchQuerySchema } from '@payee/contract';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { formSummaryItems } from '@/lib/form-errors';
import { requestResolver } from '@/lib/request-resolver';
import { FilterActions } from './filter-actions';

const FIELDS = ['q'] as const;
const searchResolver = requestResolver<{ q: string }>(ZAdminClientSearchQuerySchema);

/** The words of a client search form: its heading, the field, its hint and the two buttons. */
export interface ClientSearchCopy {
  formHeading: string;
  search: string;
  searchHint: string;
  submit: string;
  clear: string;
}

/**
 * What every client search box has, as the API checks the search: the caseworkers' and finance's search forms
 * (below) and the finance client picker (finance/components/client-picker.tsx).
 */
export const clientSearchFieldProps = (copy: Pick<ClientSearchCopy, 'search' | 'searchHint'>) =>
  ({
    type: 'search',
    label: copy.search,
    hint: copy.searchHint,
    autoComplete: 'off',
    spellCheck: false,
    maxLength: CLIENT_SEARCH_MAX_LENGTH,
  }) as const;

interface ClientSearchFormProps {
  /** Prefix of the section heading's and the submit button's ids. */
  idPrefix: string;
  copy: ClientSearchCopy;
  /** The words searched now (the page's history entry keeps them, never its address). */
  q: string | undefined;
  /** A search checked by the contract's schema; undefined: every client. */
  onSearch(q: string | undefined): void;
}

/**
 * The search for clients by name, application code or the last four SSN digits, checked as the API checks it,
 * with its error summary: the caseworkers' clients page and finance's (pages/clients-page.tsx,
 * finance/pages/finance-clients-page.tsx).
 */
export function ClientSearchForm({ idPrefix, copy, q, onSearch }: ClientSearchFormProps) {
  const headingId = `${idPrefix}-search`;
  const submitId = `${idPrefix}-submit`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<{ q: string }>({ values: { q: q ?? '' }, resolver: searchResolver, shouldFocusError: false });

  // The resolver has checked the search; the query takes it as the schema reads it (trimmed, blank: every client).
  const search = (values: { q: string }) => onSearch(ZAdminClientSearchQuerySchema.parse(values).q);

  return (
    <section aria-labelledby={headingId} className="admin-section">
      <h2 id={headingId}>{copy.formHeading}</h2>
      <ErrorSummary items={formSummaryItems(errors, FIELDS, submitId)} title={ADMIN_CONTENT.errorSummaryTitle} focusKey={submitCount} />
      <form aria-labelledby={headingId} role="search" noValidate onSubmit={handleSubmit(search)} className="admin-form">
        <TextField id="q" {...clientSearchFieldProps(copy)} error={errors.q?.message} {...register('q')} />
        <FilterActions
          applyId={submitId}
          applyLabel={copy.submit}
          clearLabel={copy.clear}
          onClear={() => {
            reset({ q: '' });
            onSearch(undefined);
          }}
        />
      </form>
    </section>
  );
}

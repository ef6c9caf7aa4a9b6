import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { formSummaryItems } from '@/lib/form-errors';
import type { ListFiltersProps } from './paged-list-page';

/** What a list page's filter form is made of. */
export interface ListFiltersOptions<Values extends FieldValues> {
  /** The form's values as the list's query has them now (the address), kept in step as it changes. */
  values: Values;
  /** The form emptied by Clear. */
  empty: DefaultValues<Values>;
  /** The list's request schema (`requestResolver`): a value it refuses shows beside its field and in the summary. */
  resolver: Resolver<Values>;
  /** The fields the error summary lists, in the form's order. */
  fields: readonly Path<Values>[];
  /** The apply button's id (the summary's target for a problem of no one field). */
  applyId: string;
  /** The checked values: into the address (a new filter starts again at page 1). */
  onApply: (values: Values) => void;
  /** The list's query emptied (the form is, already). */
  onClear: () => void;
}

/**
 * A back-office list's filter form (the applications, onboarding, enquiries, audit and vendors pages): react-hook-form
 * over the values in the address, checked by the list's own request schema, with no focus jump on an error (the
 * summary takes it). Answers the form's `register`, `control` (a date field) and `errors` for the fields, and `filters`, the ListFilters props
 * it drives: the summary, submit (apply) and Clear.
 */
export function useListFilters<Values extends FieldValues>({
  values,
  empty,
  resolver,
  fields,
  applyId,
  onApply,
  onClear,
}: ListFiltersOptions<Values>) {
  const form = useForm<Values>({ values, resolver, shouldFocusError: false });
  const { errors, submitCount } = form.formState;
  const filters: Pick<ListFiltersProps, 'summary' | 'onSubmit' | 'applyId' | 'onClear'> = {
    summary: { items: formSummaryItems(errors, fields, applyId), focusKey: submitCount },
    onSubmit: form.handleSubmit(onApply),
    applyId,
    onClear: () => {
      form.reset(empty);
      onClear();
    },
  };
  return { register: form.register, control: form.control, errors, handleSubmit: form.handleSubmit, setError: form.setError, filters };
}

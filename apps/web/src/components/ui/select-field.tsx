import type { FocusEventHandler, Ref } from 'react';
import Select, { type SelectInstance } from 'react-select';
import { NonceStyleProvider } from './emotion-cache';
import { describedByIds, Field, useFieldIds } from './field';
import type { FieldBaseProps } from './field-types';
import {
  DescribedInput,
  SELECT_MENU_MAX_HEIGHT,
  SELECT_PLACEHOLDER,
  SelectDescriptionContext,
  selectStyles,
  selectTheme,
  type SelectOptions,
  type SelectValue,
} from './select-shared';

type Option<V extends SelectValue> = SelectOptions<V>[number];

/** A single-choice dropdown for Controller: `value` and `onChange` carry the option's value. */
export interface SelectFieldProps<V extends SelectValue> extends FieldBaseProps {
  options: SelectOptions<V>;
  value: V | null | undefined;
  /** Called with the chosen option's value, or null when cleared. */
  onChange: (value: V | null, option: Option<V> | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  /** Controller's `field.ref`: focuses the select. */
  ref?: Ref<SelectInstance<Option<V>, false>>;
  placeholder?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
  /** Lets the user empty an optional choice. */
  isClearable?: boolean;
  isSearchable?: boolean;
}

/** react-select dropdown with the spec's placeholder and menu height, labelled and described like any field. */
export function SelectField<V extends SelectValue>({
  id,
  label,
  hint,
  error,
  isOptional,
  className,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  placeholder = SELECT_PLACEHOLDER,
  isLoading,
  isDisabled,
  isClearable = false,
  isSearchable = true,
}: SelectFieldProps<V>) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <Field id={controlId} label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {() => (
        <NonceStyleProvider>
        <SelectDescriptionContext value={describedByIds(hint && hintId, error && errorId)}>
          <Select<Option<V>, false>
            ref={ref}
            inputId={controlId}
            name={name}
            options={options}
            value={selected}
            onChange={(option) => onChange(option?.value ?? null, option ?? null)}
            onBlur={onBlur}
            placeholder={placeholder}
            maxMenuHeight={SELECT_MENU_MAX_HEIGHT}
            isLoading={isLoading}
            isDisabled={isDisabled}
            isClearable={isClearable}
            isSearchable={isSearchable}
            aria-invalid={Boolean(error)}
            aria-errormessage={error ? errorId : undefined}
            components={{ Input: DescribedInput }}
            classNamePrefix="select"
            theme={selectTheme}
            styles={selectStyles<Option<V>, false>(Boolean(error))}
            loadingMessage={() => 'Loading…'}
            noOptionsMessage={() => 'No matching options'}
          />
        </SelectDescriptionContext>
        </NonceStyleProvider>
      )}
    </Field>
  );
}

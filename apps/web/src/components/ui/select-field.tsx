import type { Ref } from 'react';
import Select, { type SelectInstance } from 'react-select';
import { DescribedInput, SelectFrame, selectStyles, type SelectBaseProps, type SelectOptions, type SelectValue } from './select-shared';

type Option<V extends SelectValue> = SelectOptions<V>[number];

/** A single-choice dropdown for Controller: `value` and `onChange` carry the option's value. */
export interface SelectFieldProps<V extends SelectValue> extends SelectBaseProps<V> {
  value: V | null | undefined;
  /** Called with the chosen option's value, or null when cleared. */
  onChange: (value: V | null, option: Option<V> | null) => void;
  /** Controller's `field.ref`: focuses the select. */
  ref?: Ref<SelectInstance<Option<V>, false>>;
  /** Lets the user empty an optional choice. */
  isClearable?: boolean;
  isSearchable?: boolean;
}

/** react-select dropdown with the shared placeholder and menu height, labelled and described like any field. */
export function SelectField<V extends SelectValue>({
  value,
  onChange,
  ref,
  isClearable = false,
  isSearchable = true,
  ...base
}: SelectFieldProps<V>) {
  const selected = base.options.find((option) => option.value === value) ?? null;
  return (
    <SelectFrame {...base}>
      {(shared) => (
        <Select<Option<V>, false>
          {...shared}
          ref={ref}
          value={selected}
          onChange={(option) => onChange(option?.value ?? null, option ?? null)}
          isClearable={isClearable}
          isSearchable={isSearchable}
          components={{ Input: DescribedInput }}
          styles={selectStyles<Option<V>, false>(Boolean(base.error))}
        />
      )}
    </SelectFrame>
  );
}

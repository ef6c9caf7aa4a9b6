import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import type { FieldBaseProps } from '@/components/ui/field-types';

/** Props of ChoiceSelect: a field's label, hint and error, its options, and `register(name)` spread on it. */
export interface ChoiceSelectProps extends FieldBaseProps, Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> {
  options: readonly { value: string | number; label: string }[];
  /** A first, empty option ("Choose…", "Any kind"). */
  placeholder?: string;
}

/** A native select with its label, hint and error (the back office's short lists: categories, kinds, vendors). */
export function ChoiceSelect({ id, label, hint, error, isOptional, className, options, placeholder, ...selectProps }: ChoiceSelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <select {...selectProps} {...control} className="field__input admin-select">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

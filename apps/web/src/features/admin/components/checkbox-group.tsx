import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';

/** One tick box of a CheckboxGroup. */
export interface CheckboxOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** Props of CheckboxGroup. */
export interface CheckboxGroupProps {
  /** The first box's id, so the error summary's link lands on the group. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  options: readonly CheckboxOption[];
  registration: UseFormRegisterReturn;
}

/** A question answered with any number of tick boxes (roles, rejection reasons): one fieldset, its error once. */
export function CheckboxGroup({ id, legend, hint, error, options, registration }: CheckboxGroupProps) {
  return (
    <fieldset
      className={['admin-fieldset', error && 'field--error'].filter(Boolean).join(' ')}
      aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} message={error} />}
      {options.map((option, index) => (
        <Checkbox
          key={option.value}
          id={index === 0 ? id : `${id}-${option.value}`}
          value={option.value}
          label={option.label}
          hint={option.hint}
          {...registration}
        />
      ))}
    </fieldset>
  );
}

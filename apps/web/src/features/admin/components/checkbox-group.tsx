import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';

/** One box of a CheckboxGroup. */
export interface CheckboxChoice {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** Props of CheckboxGroup. */
export interface CheckboxGroupProps {
  /** The first box's id (the error summary's link lands on the group through it); the others add their value. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  choices: readonly CheckboxChoice[];
  registration: UseFormRegisterReturn;
}

/** Several choices as tick boxes under one legend, with the group's hint and error read with it. */
export function CheckboxGroup({ id, legend, hint, error, choices, registration }: CheckboxGroupProps) {
  return (
    <fieldset
      className={['admin-fieldset', error && 'field--error'].filter(Boolean).join(' ')}
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} message={error} />}
      {choices.map((choice, index) => (
        <Checkbox
          key={choice.value}
          id={index === 0 ? id : `${id}-${choice.value}`}
          value={choice.value}
          label={choice.label}
          hint={choice.hint}
          {...registration}
        />
      ))}
    </fieldset>
  );
}

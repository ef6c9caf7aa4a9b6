import type { ComponentProps } from 'react';
import { Field } from './field';
import type { FieldBaseProps } from './field-types';

/** A labelled text input; spread react-hook-form's `register(name)` on it. */
export interface TextFieldProps extends FieldBaseProps, Omit<ComponentProps<'input'>, 'id' | 'className' | 'children'> {
  /** Narrow input for short answers (codes, zip). */
  isShort?: boolean;
}

/** Text, e-mail, password and other single-line inputs. */
export function TextField({ id, label, hint, error, isOptional, className, isShort, type = 'text', ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <input {...inputProps} {...control} type={type} className={isShort ? 'field__input field__input--short' : 'field__input'} />
      )}
    </Field>
  );
}

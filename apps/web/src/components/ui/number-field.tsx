import type { ChangeEvent, ComponentProps } from 'react';
import { sanitizeNumberInput } from '@payee/contract';
import { Field } from './field';
import type { FieldBaseProps } from './field-types';

/** A number-like text input (amounts, zip codes, card numbers); works with `register(name)`. */
export interface NumberFieldProps extends FieldBaseProps, Omit<ComponentProps<'input'>, 'id' | 'className' | 'children' | 'type'> {
  /** Keep digits only (zip codes, card numbers); otherwise digits, + - ( ) . and space are kept. */
  isDigitsOnly?: boolean;
  isShort?: boolean;
}

/**
 * Strips characters that cannot be part of a number as the user types (spec 000 section 5).
 * A text input, not type="number": browsers' number inputs change value on scroll and drop leading zeros.
 */
export function NumberField({ id, label, hint, error, isOptional, className, isDigitsOnly = false, isShort = true, onChange, ...inputProps }: NumberFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = sanitizeNumberInput(event.target.value, isDigitsOnly);
    if (clean !== event.target.value) event.target.value = clean;
    onChange?.(event);
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          type="text"
          inputMode={isDigitsOnly ? 'numeric' : 'decimal'}
          className={isShort ? 'field__input field__input--short' : 'field__input'}
          onChange={handleChange}
        />
      )}
    </Field>
  );
}

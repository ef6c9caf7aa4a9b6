import type { ChangeEvent, ComponentProps } from 'react';
import { sanitizeNumberInput } from '@payee/contract';
import { fitToLimit } from './digit-editing';
import { Field } from './field';
import type { FieldBaseProps } from './field-types';

/** A number-like text input (amounts, zip codes, card numbers); works with `register(name)`. */
export interface NumberFieldProps extends FieldBaseProps, Omit<ComponentProps<'input'>, 'id' | 'className' | 'children' | 'type'> {
  /** Keep digits only (zip codes, card numbers); otherwise digits, + - ( ) . and space are kept. */
  isDigitsOnly?: boolean;
  isShort?: boolean;
}

/**
 * Strips characters that cannot be part of a number as the user types, then applies
 * `maxLength`: not as the input's attribute, which would cut a pasted "$1,250.50" before "$" and "," are
 * stripped. A text input, not type="number": browsers' number inputs change value on scroll and drop
 * leading zeros.
 */
export function NumberField({
  id,
  label,
  hint,
  error,
  isOptional,
  className,
  isDigitsOnly = false,
  isShort = true,
  maxLength,
  onChange,
  ...inputProps
}: NumberFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const clean = sanitizeNumberInput(value, isDigitsOnly);
    const caret = sanitizeNumberInput(value.slice(0, selectionStart ?? value.length), isDigitsOnly).length;
    const kept = maxLength === undefined ? clean : fitToLimit(clean, caret, maxLength);
    if (kept !== value) event.target.value = kept;
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

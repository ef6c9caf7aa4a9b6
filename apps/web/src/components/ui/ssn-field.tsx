import { useState } from 'react';
import { formatSsn, SSN_DIGITS } from '@payee/contract';
import { FIELD_CONTENT } from '@payee/content/fields';
import { SSN_WORDS } from '@payee/content/ssn-words';
import { digitsAfterEdit } from './digit-editing';
import { Field } from './field';
import type { FieldBaseProps, TextValueFieldProps } from './field-types';
import './button.css';

/** A Social Security Number input for react-hook-form's Controller: `value` and `onChange` carry "123-45-6789". */
export interface SsnFieldProps extends Omit<TextValueFieldProps, 'label'> {
  /** Defaults to "Social Security Number". The value is the SSN as shown, formatted 3-2-4; send `cleanSsn(value)`. */
  label?: FieldBaseProps['label'];
  /** Shows a Show/Hide button for checking what was typed. */
  canReveal?: boolean;
}

/** SSN input: masked like a password, numeric keypad, formatted 3-2-4 as typed, at most 11 characters (9 digits). */
export function SsnField({
  id,
  label = FIELD_CONTENT.ssnLabel,
  hint = SSN_WORDS.hint,
  error,
  isOptional,
  className,
  value,
  onChange,
  onBlur,
  name,
  ref,
  isDisabled,
  isRequired,
  canReveal = false,
}: SsnFieldProps) {
  const [isRevealed, setIsRevealed] = useState(false);
  const shown = formatSsn(value);
  return (
    <Field id={id} label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <div className="field__row">
          <input
            {...control}
            ref={ref}
            name={name}
            type={isRevealed ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            // No maxLength: it would cut a paste such as " 987-11-0001" before the non-digits are stripped.
            // The digits are stripped first, then fitted to 9, so the value never passes 11 characters.
            className="field__input field__input--short"
            value={shown}
            disabled={isDisabled}
            required={isRequired}
            onBlur={onBlur}
            onChange={(event) => onChange(formatSsn(digitsAfterEdit(event.target.value, shown, event.target.selectionStart, SSN_DIGITS)))}
          />
          {canReveal && (
            <button
              type="button"
              className="button button--link"
              aria-controls={control.id}
              aria-pressed={isRevealed}
              onClick={() => setIsRevealed((revealed) => !revealed)}
              disabled={isDisabled}
            >
              {isRevealed ? 'Hide' : 'Show'} <span className="visually-hidden">{FIELD_CONTENT.ssnLabel}</span>
            </button>
          )}
        </div>
      )}
    </Field>
  );
}

import { cleanPhone, formatPhone, PHONE_DIGITS, withoutUsCountryCode } from '@payee/contract';
import { digitsAfterEdit } from './digit-editing';
import { Field } from './field';
import type { TextValueFieldProps } from './field-types';

/**
 * A US phone number input for Controller: `value` is digits (or any formatted form), shown as (XXX) XXX-XXXX;
 * `onChange` gets at most 10 digits, ready to send.
 */
export interface PhoneFieldProps extends TextValueFieldProps {
  /** Defaults to "tel-national"; pass "off" for someone else's number. */
  autoComplete?: string;
}

/** Phone number field, formatted as typed, a leading US country code dropped, cut to 10 digits. */
export function PhoneField({
  value,
  onChange,
  onBlur,
  name,
  ref,
  isDisabled,
  isRequired,
  autoComplete = 'tel-national',
  ...fieldProps
}: PhoneFieldProps) {
  const shown = formatPhone(value);
  return (
    <Field {...fieldProps}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          // No maxLength: it would cut "+1 (313) 555-0100" before the country code is recognised and dropped.
          // The digits are stripped first, the code dropped, then the rest fitted to 10.
          className="field__input field__input--short"
          value={shown}
          disabled={isDisabled}
          required={isRequired}
          onBlur={onBlur}
          onChange={(event) =>
            onChange(
              cleanPhone(digitsAfterEdit(event.target.value, shown, event.target.selectionStart, PHONE_DIGITS, withoutUsCountryCode)),
            )
          }
        />
      )}
    </Field>
  );
}

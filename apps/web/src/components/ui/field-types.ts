import type { FocusEventHandler, Ref } from 'react';
import type { FieldProps } from './field';

/** The label, hint, error and optional marker every field takes. */
export type FieldBaseProps = Pick<FieldProps, 'id' | 'label' | 'hint' | 'error' | 'isOptional' | 'className'>;

/**
 * A field whose value is a string shaped as typed (SSN, phone, date), for react-hook-form's Controller
 * (or ControlledField): the value held, the handlers, the ref errors focus, and its state.
 */
export interface TextValueFieldProps extends FieldBaseProps {
  value: string | null | undefined;
  /** Called with the value to hold as the user types (each field says which form). */
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  isDisabled?: boolean;
  isRequired?: boolean;
}

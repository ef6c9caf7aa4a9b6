import { useCallback, useState, type ChangeEvent, type ComponentProps, type Ref } from 'react';
import { DESCRIPTION_MAX_LENGTH } from '@payee/contract';
import { Field, useFieldIds } from './field';
import type { FieldBaseProps } from './field-types';

/** A multi-line answer with a live "n / max" count; works with `register(name)`. */
export interface TextareaFieldProps
  extends FieldBaseProps, Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'children' | 'maxLength'> {
  /** Longest answer accepted; defaults to 1000. */
  maxLength?: number;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Textarea whose counter follows the typing and is announced politely. */
export function TextareaField({
  id,
  label,
  hint,
  error,
  isOptional,
  className,
  maxLength = DESCRIPTION_MAX_LENGTH,
  onChange,
  ref,
  rows = 5,
  ...textareaProps
}: TextareaFieldProps) {
  const { controlId } = useFieldIds(id);
  const countId = `${controlId}-count`;
  const controlledLength = typeof textareaProps.value === 'string' ? textareaProps.value.length : null;
  const [typedLength, setTypedLength] = useState(() => String(textareaProps.defaultValue ?? '').length);
  const length = controlledLength ?? typedLength;

  // react-hook-form fills uncontrolled fields through the ref: read the initial value from there.
  const setRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      assignRef(ref, element);
      if (element) setTypedLength(element.value.length);
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Field
      id={controlId}
      label={label}
      hint={hint}
      error={error}
      isOptional={isOptional}
      className={className}
      describedBy={countId}
      after={
        <p id={countId} className={length > maxLength ? 'field__count field__count--over' : 'field__count'} aria-live="polite">
          {length} / {maxLength} <span className="visually-hidden">characters used</span>
        </p>
      }
    >
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          ref={setRef}
          rows={rows}
          maxLength={maxLength}
          className="field__input"
          onChange={handleChange}
        />
      )}
    </Field>
  );
}

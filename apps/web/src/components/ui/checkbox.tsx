import type { ComponentProps, ReactNode } from 'react';
import { describedByIds, FieldError, useFieldIds } from './field';
import './choice.css';

/** A single tick box; spread `register(name)` on it. */
export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'id' | 'type' | 'children'> {
  id?: string;
  /** The words beside the box; clicking them ticks it. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** Checkbox with its label, hint and error wired together. */
export function Checkbox({ id, label, hint, error, className, ...inputProps }: CheckboxProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={['field', error && 'field--error', className].filter(Boolean).join(' ')}>
      {error && <FieldError id={errorId} message={error} />}
      <div className="choice">
        <input
          {...inputProps}
          id={controlId}
          type="checkbox"
          className="choice__input"
          aria-describedby={describedByIds(hint && hintId, error && errorId)}
          aria-invalid={error ? true : undefined}
        />
        <label className="choice__label" htmlFor={controlId}>
          {label}
          {hint && (
            <span id={hintId} className="choice__hint">
              {hint}
            </span>
          )}
        </label>
      </div>
    </div>
  );
}

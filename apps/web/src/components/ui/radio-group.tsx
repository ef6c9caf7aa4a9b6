import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import { describedByIds, FieldError, OptionalSuffix, useFieldIds } from './field';
import './choice.css';

/** One choice of a RadioGroup. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * A set of radios in a fieldset whose legend is the question. Spread `register(name)` on it
 * (name, onChange, onBlur, ref go to every radio), or control it with `value` and `onChange`.
 */
export interface RadioGroupProps {
  /** Id of the first radio (ErrorSummary links to it). */
  id?: string;
  name: string;
  /** The question, shown as the legend. */
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: string;
  isOptional?: boolean;
  /** The chosen value when controlled. */
  value?: string | null;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  isDisabled?: boolean;
  /** Lay short options side by side. */
  isInline?: boolean;
  className?: string;
}

/** Radio buttons; arrow keys move between them, as browsers do for a named group. */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  hint,
  error,
  isOptional,
  value,
  onChange,
  onBlur,
  ref,
  isDisabled,
  isInline,
  className,
}: RadioGroupProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <fieldset
      className={['fieldset', error && 'fieldset--error', className].filter(Boolean).join(' ')}
      aria-describedby={describedByIds(hint && hintId, error && errorId)}
    >
      <legend className="fieldset__legend">
        {legend}
        {isOptional && <OptionalSuffix />}
      </legend>
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {error && <FieldError id={errorId} message={error} />}
      <div className={isInline ? 'fieldset__options--inline' : undefined}>
        {options.map((option, index) => {
          const optionId = index === 0 ? controlId : `${controlId}-${index}`;
          const optionHintId = `${optionId}-hint`;
          return (
            <div className="choice" key={option.value}>
              <input
                id={optionId}
                ref={ref}
                type="radio"
                className="choice__input"
                name={name}
                value={option.value}
                {...(value !== undefined ? { checked: value === option.value } : {})}
                onChange={onChange}
                onBlur={onBlur}
                disabled={isDisabled}
                aria-describedby={option.hint ? optionHintId : undefined}
              />
              <label className="choice__label" htmlFor={optionId}>
                {option.label}
                {option.hint && (
                  <span id={optionHintId} className="choice__hint">
                    {option.hint}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

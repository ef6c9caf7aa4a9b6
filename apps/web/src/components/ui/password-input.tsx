import { useState, type ComponentProps, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import '@/components/ui/button.css';

/** A password input with a Show/Hide button; spread react-hook-form's `register(name)` on it. */
export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Ids of further descriptions (the live checklist). */
  describedBy?: string;
  /** Rendered after the input: the checklist. */
  after?: ReactNode;
}

/** Password field whose text can be shown to check it (WCAG 3.3.8: no memory test without help). */
export function PasswordInput({ id, label, hint, error, describedBy, after, ...inputProps }: PasswordInputProps) {
  const [isShown, setIsShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={describedBy} after={after}>
      {(control) => (
        <div className="field__row">
          <input {...inputProps} {...control} type={isShown ? 'text' : 'password'} spellCheck={false} className="field__input" />
          <button
            type="button"
            className="button button--link"
            aria-controls={id}
            aria-pressed={isShown}
            onClick={() => setIsShown((shown) => !shown)}
          >
            {isShown ? 'Hide' : 'Show'} <span className="visually-hidden">{label}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

import { useId, type ReactNode } from 'react';
import './field.css';

/** Ids and ARIA a field's control must carry, as the govuk-frontend input template wires them. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Label, hint, error and layout shared by every form field. */
export interface FieldProps {
  /** Id of the control; give the field's name so ErrorSummary links can find it. Defaults to a useId() id. */
  id?: string;
  /** Visible label, always shown (never a placeholder instead). */
  label: ReactNode;
  /** Help text under the label, read with the control. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is read with it. */
  error?: string;
  /** Adds " (optional)" to the label. */
  isOptional?: boolean;
  /** Ids of further descriptions (a checklist, a counter) read with the control. */
  describedBy?: string;
  /** Extra class on the wrapper. */
  className?: string;
  /** Renders the control with the ids and ARIA it needs. */
  children: (control: FieldControlProps) => ReactNode;
  /** Content after the error (a counter, a checklist). */
  after?: ReactNode;
}

/** Ids of a field's parts, stable across renders. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** Joins the ids that describe a control, leaving out the missing ones. */
export function describedByIds(...ids: unknown[]): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === 'string' && id.length > 0).join(' ');
  return joined || undefined;
}

/** The visible "(optional)" suffix. */
export function OptionalSuffix() {
  return (
    <>
      {' '}
      <span className="field__optional">(optional)</span>
    </>
  );
}

/** An error message in small red text, with "Error:" for screen readers (govuk-frontend). */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field__error">
      <span className="visually-hidden">Error:</span> {message}
    </p>
  );
}

/** Wraps any single control with its label, hint and error. */
export function Field({ id, label, hint, error, isOptional, describedBy, className, children, after }: FieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedByIds(hint && hintId, error && errorId, describedBy),
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className={['field', error && 'field--error', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
        {isOptional && <OptionalSuffix />}
      </label>
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {error && <FieldError id={errorId} message={error} />}
      {children(control)}
      {after}
    </div>
  );
}

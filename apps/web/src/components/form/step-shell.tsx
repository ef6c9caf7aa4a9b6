import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormProvider, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, errorSummaryItems, focusField, type ErrorSummaryItem } from '@/components/ui/error-summary';
import { SpinnerButton } from '@/components/ui/spinner-button';
import { StepIndicator, type StepIndicatorStep } from '@/components/ui/step-indicator';
import { toastFailure } from '@/lib/form-errors';
import { readApiError, type ApiError } from '@/lib/http';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UploadProgressProvider } from './upload-progress';
import './step-shell.css';

/*
 * The frame every multi-step form shares (the intake form, the onboarding wizard): the step indicator, what
 * the office asked to change, the error summary, the step's heading, Back / Skip / the main button with its
 * saving state, and the unsaved-changes guard; and the hooks behind them: the move from step to step (to the
 * top, focus on the heading or on a field), field errors placed at their fields with the rest in the
 * summary, and a failed save's message. The form keeps what is its own: its steps, what a save sends, where
 * it goes next.
 */

/** The shell's own words, from the form's content module. */
export interface StepShellCopy {
  progressLabel: string;
  errorSummaryTitle: string;
  /** After an optional step's title: "(optional)". */
  optional: string;
  back: string;
  skip: string;
}

/** What the office asked to change before the form is sent again. */
export interface StepShellRejection {
  /** The ids of its heading and intro are `{id}-heading` and `{id}-intro`. */
  id: string;
  heading: string;
  text: string;
  reasons: readonly string[];
}

export interface StepShellProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  copy: StepShellCopy;
  /** The step indicator's steps and the place shown (the count of steps: a page after the last step). */
  steps: readonly StepIndicatorStep[];
  currentIndex: number;
  /** Above the step indicator (assisted mode's banner). */
  banner?: ReactNode;
  rejection?: StepShellRejection | null;
  /** The error summary's problems, and one number per attempt (the summary takes focus once for each). */
  summaryItems: readonly ErrorSummaryItem[];
  attempt: number;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** "Step 2 of 6", or null on a page that is no step. */
  caption: string | null;
  title: string;
  isOptional: boolean;
  /** Under the heading: the username, "Answer every question unless it says (optional).". */
  notes?: ReactNode;
  /** What the form is described by besides its heading (assisted mode's banner). */
  describedBy?: string;
  onSubmit: () => Promise<void>;
  uploadProgress: number | null;
  /** The step's fields (or the check page). */
  children: ReactNode;
  /** Under the fields, above the buttons. */
  afterFields?: ReactNode;
  /** Back; no button when left out. */
  onBack?: () => void;
  /** Skip, on an optional step; no button when left out. */
  onSkip?: () => void;
  /** Skip is on its way to the server. */
  isSkipping?: boolean;
  submitId: string;
  submitLabel: string;
  /** Under the buttons, inside the form (the captcha notice). */
  afterActions?: ReactNode;
  /** Under the form (Quit). */
  footer?: ReactNode;
  /** True while the form itself leaves the page: the guard does not ask then. */
  isLeavingOnPurpose: RefObject<boolean>;
  /** The person chose to stay on the page. */
  onStay?: () => void;
}

/** The frame of one step: see the module's comment. */
export function StepShell<V extends FieldValues>({
  form,
  copy,
  rejection,
  banner,
  steps,
  currentIndex,
  summaryItems,
  attempt,
  headingId,
  headingRef,
  caption,
  title,
  isOptional,
  notes,
  describedBy,
  onSubmit,
  uploadProgress,
  children,
  afterFields,
  onBack,
  onSkip,
  isSkipping = false,
  submitId,
  submitLabel,
  afterActions,
  footer,
  isLeavingOnPurpose,
  onStay,
}: StepShellProps<V>) {
  const { isDirty, isSubmitting } = form.formState;
  const isBusy = isSubmitting || isSkipping;
  return (
    <div className="step-shell">
      {banner}
      <StepIndicator steps={steps} currentIndex={currentIndex} label={copy.progressLabel} />
      {rejection && (
        <section className="step-shell__notice" aria-labelledby={`${rejection.id}-heading`}>
          <h2 id={`${rejection.id}-heading`} className="step-shell__notice-heading">
            {rejection.heading}
          </h2>
          <p id={`${rejection.id}-intro`}>{rejection.text}</p>
          <ul aria-labelledby={`${rejection.id}-intro`}>
            {rejection.reasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
        </section>
      )}
      <ErrorSummary items={summaryItems} title={copy.errorSummaryTitle} focusKey={attempt} />
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className="step-shell__heading">
        {caption !== null && (
          <>
            <span className="step-shell__caption">{caption}</span>{' '}
          </>
        )}
        {title}
        {isOptional && (
          <>
            {' '}
            <span className="step-shell__optional">{copy.optional}</span>
          </>
        )}
      </h1>
      {notes}
      <FormProvider {...form}>
        <form
          className="step-shell__form"
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          noValidate
          onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        >
          <UploadProgressProvider progress={uploadProgress}>{children}</UploadProgressProvider>
          {afterFields}
          <div className="step-shell__actions">
            {onBack && (
              <button type="button" className="button button--secondary" onClick={onBack} disabled={isBusy}>
                {copy.back}
              </button>
            )}
            {onSkip && (
              <SpinnerButton type="button" variant="secondary" isPending={isSkipping} onClick={onSkip} disabled={isBusy}>
                {copy.skip} <span className="visually-hidden">{title}</span>
              </SpinnerButton>
            )}
            <SpinnerButton id={submitId} isPending={isSubmitting} disabled={isSkipping} className="step-shell__submit">
              {submitLabel}
            </SpinnerButton>
          </div>
          {afterActions}
        </form>
      </FormProvider>
      {footer}
      <UnsavedChangesGuard hasUnsavedChanges={isDirty} isLeavingOnPurpose={isLeavingOnPurpose} onStay={onStay} />
    </div>
  );
}

/** Field errors sorted by where they can be shown. */
export interface PlacedErrors {
  /** `[form field, message]`: shown at the field. */
  fields: readonly (readonly [field: string, message: string])[];
  /** Messages about no field the form can show: in the error summary only, as one line. */
  unplaced: readonly string[];
}

/**
 * Shows errors at their fields and in the summary: each placed error at its field, the others as one
 * general line (or, when there is nothing else, `general`: the server's message). Counts one attempt, so
 * the summary takes focus.
 */
export function useStepErrors<V extends FieldValues>(form: UseFormReturn<V>) {
  const [attempt, setAttempt] = useState(0);
  const show = (placed: PlacedErrors, kind: 'client' | 'server', general?: string) => {
    for (const [field, message] of placed.fields) form.setError(field as FieldPath<V>, { type: kind, message });
    const messages = [...placed.unplaced];
    if (general && placed.fields.length === 0 && messages.length === 0) messages.push(general);
    if (messages.length > 0) form.setError('root.server', { type: kind, message: messages.join(' ') });
    setAttempt((count) => count + 1);
  };
  return { attempt, show };
}

/**
 * The error summary's problems: the errors of fields on the step shown (`isOnStep`), then the general line,
 * which links to the main button (`submitId`) that tries again.
 */
export function stepSummaryItems(errors: object, isOnStep: (field: string) => boolean, submitId: string): ErrorSummaryItem[] {
  const items = errorSummaryItems(errors).filter((item) => item.fieldId !== 'root.server' && isOnStep(item.fieldId));
  const general = (errors as { root?: { server?: { message?: string } } }).root?.server?.message;
  if (general) items.push({ fieldId: submitId, message: general });
  return items;
}

/** A failed save or submit: its message toasted (unless the HTTP client already did), and the failure read. */
export function saveFailure(error: unknown, fallback: string): ApiError {
  const apiError = readApiError(error, fallback);
  toastFailure(apiError);
  return apiError;
}

/**
 * On every move to another step (`place` changes; not on the first one, which the route focuses): to the
 * top, and focus on the field `takeField` names (a Change link's, an error's), else on the step's heading.
 */
export function useFocusOnMove(place: string, headingRef: RefObject<HTMLHeadingElement | null>, takeField?: () => string | null) {
  const isFirstPlace = useRef(true);
  useEffect(() => {
    if (isFirstPlace.current) {
      isFirstPlace.current = false;
      return;
    }
    const field = takeField?.() ?? null;
    window.scrollTo({ top: 0, left: 0 });
    if (field && focusField(field)) return;
    headingRef.current?.focus({ preventScroll: true });
    // Only a change of place moves focus; what takeField reads is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);
}

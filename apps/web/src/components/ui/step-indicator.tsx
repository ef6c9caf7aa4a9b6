import './step-indicator.css';

/** One step as the indicator shows it. */
export interface StepIndicatorStep {
  title: string;
  isOptional?: boolean;
  /** Whether the step is done (a form that saves steps: saved). Without it, the steps before the current one are. */
  isCompleted?: boolean;
}

/** Where the user is in a multi-step form. */
export interface StepIndicatorProps {
  steps: readonly StepIndicatorStep[];
  /** Index of the current step, from 0. */
  currentIndex: number;
  /** Name of the list for screen readers; defaults to "Form progress". */
  label?: string;
}

/** Numbered steps in an ordered list; the current one is `aria-current="step"`, done ones say so in text. */
export function StepIndicator({ steps, currentIndex, label = 'Form progress' }: StepIndicatorProps) {
  return (
    <nav aria-label={label} className="step-indicator">
      <ol className="step-indicator__list">
        {steps.map((step, index) => {
          const isDone = step.isCompleted ?? index < currentIndex;
          const state = index === currentIndex ? 'current' : isDone ? 'done' : 'todo';
          return (
            <li
              key={step.title}
              className={`step-indicator__step step-indicator__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="step-indicator__number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="step-indicator__title">
                {state === 'done' && <span className="visually-hidden">Completed:</span>} {step.title}
                {step.isOptional && (
                  <>
                    {' '}
                    <span className="step-indicator__optional">(optional)</span>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

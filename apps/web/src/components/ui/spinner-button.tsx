import type { ComponentProps } from 'react';
import './button.css';

/** A submit button that shows it is working: disabled with a spinner and aria-busy while `isPending`. */
export interface SpinnerButtonProps extends ComponentProps<'button'> {
  isPending: boolean;
  /** Visual style; defaults to the primary button. */
  variant?: 'primary' | 'secondary' | 'danger';
}

/** Button for actions that call the server (disabled, with a spinner, while the call runs). */
export function SpinnerButton({
  isPending,
  variant = 'primary',
  className,
  disabled,
  children,
  type = 'submit',
  ...buttonProps
}: SpinnerButtonProps) {
  const classes = ['button', variant !== 'primary' && `button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button {...buttonProps} type={type} className={classes} disabled={disabled || isPending} aria-busy={isPending || undefined}>
      {isPending && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { UNSAVED_CHANGES_CONTENT } from '@payee/content/client-area';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** When leaving the form should be confirmed. */
export interface UnsavedChangesGuardProps {
  /** react-hook-form's isDirty: some answer differs from what is saved. */
  hasUnsavedChanges: boolean;
  /** True while the form itself leaves the page (after a save or Submit): never ask then. */
  isLeavingOnPurpose: RefObject<boolean>;
  /** Called when the person chooses to stay (a form that was about to leave on purpose, such as Quit, stays). */
  onStay?: () => void;
}

/**
 * Asks "Are you sure you want to leave? You have unsaved changes." before
 * answers are lost: the browser's own prompt on reload, close or a typed address (beforeunload; browsers
 * show their own words there), and the project's confirm dialog on a link or Back that leaves the form.
 * Moving between steps (`?step=`) stays on the page and is never held up.
 */
export function UnsavedChangesGuard({ hasUnsavedChanges, isLeavingOnPurpose, onStay }: UnsavedChangesGuardProps) {
  const copy = UNSAVED_CHANGES_CONTENT;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && !isLeavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isLeavingOnPurpose.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = copy.message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges, isLeavingOnPurpose, copy.message]);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={copy.title}
      message={<p>{copy.message}</p>}
      confirmLabel={copy.leave}
      cancelLabel={copy.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => {
        blocker.reset?.();
        onStay?.();
      }}
    />
  );
}

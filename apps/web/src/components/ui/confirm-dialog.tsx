import { useId, type ReactNode } from 'react';
import { Modal } from './modal';
import { SpinnerButton } from './spinner-button';
import './button.css';

/** Width of every confirmation. */
export const CONFIRM_DIALOG_WIDTH = 400;

/** Asks the user to confirm an action, such as logging out. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** Shows a spinner on Confirm while the action runs. */
  isPending?: boolean;
}

/** A 400 px confirmation dialog with Confirm and Cancel. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isPending = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      width={CONFIRM_DIALOG_WIDTH}
      role="alertdialog"
      hasCloseButton={false}
      describedBy={messageId}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={isPending}>
            {cancelLabel}
          </button>
          <SpinnerButton type="button" isPending={isPending} onClick={onConfirm}>
            {confirmLabel}
          </SpinnerButton>
        </>
      }
    >
      <div id={messageId}>{message}</div>
    </Modal>
  );
}

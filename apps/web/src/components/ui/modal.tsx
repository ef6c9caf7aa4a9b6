import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import './modal.css';

/** A modal dialog on the native <dialog>: the browser traps focus, makes the page inert and handles Escape. */
export interface ModalProps {
  isOpen: boolean;
  /** Called when the user closes it (Escape, the close button, a click on the backdrop). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** False for a dialog the user must not dismiss (a reset success that redirects). */
  isDismissable?: boolean;
  /** Width in px; defaults to the stylesheet's (36rem). */
  width?: number;
  /** Buttons under the content. */
  actions?: ReactNode;
  /** role="alertdialog" for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the text that describes the dialog. */
  describedBy?: string;
  /** Show the × button; defaults to `isDismissable`. Confirmations hide it so focus starts on Cancel. */
  hasCloseButton?: boolean;
}

/** Modal with a 300 ms entrance and a 150 ms backdrop fade; focus returns to where it was on close. */
export function Modal({
  isOpen,
  onClose,
  title,
  children,
  isDismissable = true,
  width,
  actions,
  role,
  describedBy,
  hasCloseButton = isDismissable,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnFocusTo?.focus();
    };
  }, [isOpen]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault(); // Escape: we decide, so a non-dismissable dialog stays
      if (isDismissable) onCloseRef.current();
    };
    const onBackdropClick = (event: MouseEvent) => {
      // A click on the <dialog> itself, not its content, is a click on the backdrop.
      if (isDismissable && event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onBackdropClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onBackdropClick);
    };
  }, [isDismissable]);

  return (
    <dialog
      ref={ref}
      className="modal"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      style={width ? ({ '--modal-width': `${width}px` } as CSSProperties) : undefined}
      {...(!isDismissable ? { closedby: 'none' } : {})}
    >
      {isOpen && (
        <div className="modal__content">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {hasCloseButton && (
              <button type="button" className="modal__close" onClick={() => onCloseRef.current()}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Close</span>
              </button>
            )}
          </div>
          {children}
          {actions && <div className="modal__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}

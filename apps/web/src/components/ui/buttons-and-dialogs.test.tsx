import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';
import { SpinnerButton } from './spinner-button';

describe('SpinnerButton', () => {
  it('is disabled and busy while pending, and cannot be pressed', async () => {
    const onClick = vi.fn();
    render(
      <SpinnerButton isPending type="button" onClick={onClick}>
        Send Link
      </SpinnerButton>,
    );
    const button = screen.getByRole('button', { name: 'Send Link' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled and not busy when idle', () => {
    render(<SpinnerButton isPending={false}>Send Link</SpinnerButton>);
    const button = screen.getByRole('button', { name: 'Send Link' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

function LogoutConfirmation({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Logout
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        title="Logout"
        message="Are you sure you want to log out?"
        onConfirm={() => {
          onConfirm();
          setIsOpen(false);
        }}
        onCancel={() => setIsOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks, then runs the action on Confirm', async () => {
    const onConfirm = vi.fn();
    render(<LogoutConfirmation onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Logout' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes without acting on Cancel and gives focus back to the button that opened it', async () => {
    const onConfirm = vi.fn();
    render(<LogoutConfirmation onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Logout' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('is 400 px wide', async () => {
    render(<LogoutConfirmation onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('alertdialog').style.getPropertyValue('--modal-width')).toBe('400px');
  });
});

describe('Modal', () => {
  it('offers no close button when it must not be dismissed', () => {
    render(
      <Modal isOpen isDismissable={false} onClose={() => {}} title="Password Reset Successfully">
        <p>Taking you to the login page…</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Password Reset Successfully' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('ignores Escape when it must not be dismissed, and closes on Escape otherwise', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal isOpen isDismissable={false} onClose={onClose} title="Saved">
        <p>Done</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <Modal isOpen onClose={onClose} title="Saved">
        <p>Done</p>
      </Modal>,
    );
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_CONTENT } from '@payee/content/client-area';
import { LOGGED_OUT_MESSAGE } from '@payee/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useLogout } from '@/lib/api/logout';

/**
 * Logout behind a 400 px confirmation. The browser always signs out, whatever
 * the server answers: a failure only adds its message (issue 9), so a session the server can no longer end
 * (already ended, or the server down) never keeps the client stuck on this page.
 */
export function LogoutControl() {
  const copy = ACCOUNT_CONTENT.logout;
  const [isOpen, setIsOpen] = useState(false);
  const { mutateAsync: sendLogout, isPending } = useLogout();
  const { logout } = useSession();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await sendLogout();
      showToast('success', LOGGED_OUT_MESSAGE);
    } catch (error) {
      toastFailure(readApiError(error));
    }
    logout();
    void navigate('/auth/login', { replace: true });
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
        {copy.button}
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        title={copy.title}
        message={copy.message}
        confirmLabel={copy.confirm}
        cancelLabel={copy.cancel}
        isPending={isPending}
        onCancel={() => setIsOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

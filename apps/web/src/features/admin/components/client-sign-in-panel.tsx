import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_CLIENTS_CONTENT } from '@payee/content/admin-clients';
import { ZClientLockRequestSchema, type TAdminClientProfile } from '@payee/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastFailure } from '@/lib/form-errors';
import { readApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { formatStaffMoment } from '@/lib/back-office/format';
import { FactList } from '@/components/back-office/fact-list';
import { ReasonDialog } from '@/components/back-office/reason-dialog';
import { clientProfileKey } from '../api/get-client-profile';
import { postClientLock } from '../api/post-client-lock';
import { postClientPasswordReset } from '../api/post-client-password-reset';
import { postClientUnlock } from '../api/post-client-unlock';

const copy = ADMIN_CLIENTS_CONTENT.lock;

type Dialog = 'lock' | 'unlock' | 'reset';

/**
 * Whether the client can sign in, and the caseworker's actions on it: lock (a reason is required and kept in
 * the audit trail), unlock, and e-mail a password-reset link. After a lock or unlock the buttons change, so
 * focus moves to this section's heading once the profile is read again; the toast says what happened.
 */
export function ClientSignInPanel({ client }: { client: TAdminClientProfile }) {
  const { lock, identity } = client;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [resetMessage, setResetMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();

  const refreshAndFocus = async (message: string) => {
    showToast('success', message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: clientProfileKey(client.id) }),
      // The search's rows show the status too.
      queryClient.invalidateQueries({ queryKey: ['admin', 'clients'] }),
    ]);
    headingRef.current?.focus();
  };

  const unlock = useMutation({
    mutationFn: () => postClientUnlock(client.id),
    onSuccess: ({ message }) => {
      setDialog(null);
      void refreshAndFocus(message);
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });
  const sendReset = useMutation({
    mutationFn: () => postClientPasswordReset(client.id),
    onSuccess: ({ message }) => {
      // Focus goes back to the button (the dialog returns it); the note stays while the caseworker tells the client.
      setDialog(null);
      showToast('success', message);
      setResetMessage(message);
    },
    onError: (failure) => toastFailure(readApiError(failure)),
  });

  return (
    <section aria-labelledby="client-sign-in" className="admin-section">
      <h2 id="client-sign-in" ref={headingRef} tabIndex={-1}>
        {copy.heading}
      </h2>
      <p>{lock.is_locked ? <strong>{copy.locked}</strong> : copy.unlocked}</p>
      {lock.is_locked && (
        <FactList
          facts={[
            { label: copy.lockedBy, value: lock.locked_by?.name ?? ADMIN_CONTENT.none },
            { label: copy.lockedAt, value: formatStaffMoment(lock.locked_at, ADMIN_CONTENT.none) },
            { label: copy.reason, value: lock.reason ?? ADMIN_CONTENT.none },
          ]}
        />
      )}
      {lock.failed_sign_ins_locked_until && (
        <p className="admin-notice">{copy.failedLockUntil(formatStaffMoment(lock.failed_sign_ins_locked_until))}</p>
      )}
      <div className="admin-actions">
        {lock.is_locked ? (
          <button type="button" className="button" onClick={() => setDialog('unlock')}>
            {copy.unlockButton}
          </button>
        ) : (
          <button type="button" className="button button--danger" onClick={() => setDialog('lock')}>
            {copy.lockButton}
          </button>
        )}
        {identity.email && (
          <button type="button" className="button button--secondary" onClick={() => setDialog('reset')}>
            {copy.resetButton}
          </button>
        )}
      </div>
      {!identity.email && <p>{copy.noEmail}</p>}
      {resetMessage && <p className="admin-notice">{resetMessage}</p>}

      {dialog === 'lock' && (
        <ReasonDialog
          title={copy.lockTitle(identity.name)}
          intro={copy.lockIntro}
          submitLabel={copy.lockSubmit}
          requestSchema={ZClientLockRequestSchema}
          send={postClientLock(client.id)}
          onDone={({ message }) => void refreshAndFocus(message)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        isOpen={dialog === 'unlock'}
        title={copy.unlockTitle(identity.name)}
        message={copy.unlockIntro}
        confirmLabel={copy.unlockSubmit}
        cancelLabel={ADMIN_CONTENT.cancel}
        isPending={unlock.isPending}
        onConfirm={() => unlock.mutate()}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        isOpen={dialog === 'reset'}
        title={copy.resetTitle(identity.name)}
        message={copy.resetBody}
        confirmLabel={copy.resetConfirm}
        cancelLabel={ADMIN_CONTENT.cancel}
        isPending={sendReset.isPending}
        onConfirm={() => sendReset.mutate()}
        onCancel={() => setDialog(null)}
      />
    </section>
  );
}

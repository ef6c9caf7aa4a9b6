import { useNavigate } from 'react-router';
import { AUTH_CONTENT } from '@payee/content/client-area';
import { usePageTitle } from '@/lib/page-title';
import { useSession, type SessionUser } from '@/lib/session';
import { logout as logoutOnServer } from '@/lib/api/logout';
import type { HeldStatus } from '@/lib/sign-in-routing';
import './client-access.css';

/** The status screen's props: which status, and the user it greets. */
export interface StatusScreenProps {
  status: HeldStatus;
  user: SessionUser;
}

/** Where "Update Form Now" leads: an intake applicant's own application, else the onboarding form. */
export function updateFormPath(user: SessionUser): string {
  if (user.process_type === 'intake') return `/client/intake/resume/${encodeURIComponent(String(user.id ?? ''))}`;
  const code = typeof user.application_code === 'string' ? user.application_code : '';
  return `/client/onboarding/${encodeURIComponent(code)}`;
}

function reasonsOf(user: SessionUser): string[] {
  const reasons = user.rejection_reason;
  if (!Array.isArray(reasons)) return [];
  return reasons.flatMap((reason: unknown) =>
    reason && typeof reason === 'object' && typeof (reason as { message?: unknown }).message === 'string'
      ? [(reason as { message: string }).message]
      : [],
  );
}

/**
 * The full-page login status screen: in progress (with the application code, to quote
 * when calling the office), rejected with its reasons listed one per line, or approved. "Back To Home" and "Check Account Details" let go of the held user
 * (the session) and return to the login page; "Update Form Now" keeps the session, which the form to update
 * needs, and opens it (`updateFormPath`). Used by the auth area and by /client/intake/status/:status.
 */
export function StatusScreen({ status, user }: StatusScreenProps) {
  const copy = AUTH_CONTENT.status;
  const navigate = useNavigate();
  const { logout } = useSession();
  usePageTitle(copy.pageTitle);
  const name = typeof user.first_name === 'string' ? user.first_name : '';
  const applicationCode = typeof user.application_code === 'string' ? user.application_code : '';

  const letGo = async () => {
    // The token is ended on the server too (before the cookie is cleared, or the call would go without
    // it); leaving never fails because of it.
    await logoutOnServer().catch(() => undefined);
    logout();
    void navigate('/auth/login', { replace: true });
  };

  return (
    <section className="access-card access-status" aria-labelledby="status-heading">
      {status === 'inProgress' && (
        <>
          <h1 id="status-heading">{copy.inProgress.heading(name)}</h1>
          <p>{copy.inProgress.text}</p>
          <p>{copy.inProgress.emailLine}</p>
          {applicationCode && (
            <p className="access-status__code">
              {copy.inProgress.applicationCodeLabel} <strong>{applicationCode}</strong>
              <br />
              {copy.inProgress.applicationCodeHint}
            </p>
          )}
        </>
      )}
      {status === 'rejected' && (
        <>
          <h1 id="status-heading">{copy.rejected.heading(name)}</h1>
          <p id="rejection-reasons-intro">{copy.rejected.text}</p>
          <ul aria-labelledby="rejection-reasons-intro" className="access-status__reasons">
            {reasonsOf(user).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
      {status === 'approved' && (
        <>
          <h1 id="status-heading">{copy.approved.heading(name)}</h1>
          <p>{copy.approved.text}</p>
        </>
      )}
      <div className="access-actions">
        {status === 'rejected' && (
          <button type="button" className="button" onClick={() => void navigate(updateFormPath(user))}>
            {copy.rejected.action}
          </button>
        )}
        {status === 'approved' && (
          <button type="button" className="button" onClick={() => void letGo()}>
            {copy.approved.action}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => void letGo()}>
          {copy.backToHome}
        </button>
      </div>
    </section>
  );
}

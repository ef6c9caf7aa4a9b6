import { Navigate, Outlet } from 'react-router';
import { ClientAreaFrame } from '@/components/client-access/client-area-frame';
import { sessionEndState, useSession } from '@/lib/session';
import './account.css';

/**
 * The signed-in area: only a `client` may be here; anyone else, or nobody, goes to the
 * login page, which says so when the server ended the session (whatever order the redirects run in).
 * Rendering <Navigate> instead of the page the moment the session ends also unmounts the page's queries,
 * so nothing is asked of the API without a token after logout.
 */
export function AccountLayout() {
  const session = useSession();
  const { user } = session;
  if (!user || user.process_type !== 'client') {
    return <Navigate to="/auth/login" replace state={sessionEndState(session)} />;
  }
  return (
    <ClientAreaFrame>
      <Outlet />
    </ClientAreaFrame>
  );
}

import { Navigate } from 'react-router';
import { unknownPathTarget } from '@/lib/stored-session';

/**
 * Any path the app does not know: a signed-in client goes to /my-account, everyone
 * else to the home page. The stored session is read directly (lib/stored-session): this route is in the
 * first chunk, which must not carry the query cache or the session provider. Only an unknown intake status
 * shows the 404 screen (features/intake/intake-status-page).
 */
export function UnknownPathRedirect() {
  return <Navigate to={unknownPathTarget()} replace />;
}

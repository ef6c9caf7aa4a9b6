import { Outlet } from 'react-router';
import { ClientAreaFrame } from '@/components/client-access/client-area-frame';
import { StatusScreen } from '@/components/client-access/status-screen';
import { useSession } from '@/lib/session';
import { heldStatusOf } from '@/lib/sign-in-routing';
import './auth.css';

/**
 * The frame of the sign-in and credential pages. The user it holds is the signed-in
 * session user: when that user is an onboarding applicant whose application is in progress, rejected or
 * approved, the full-page status screen replaces the page.
 */
export function AuthLayout() {
  const { user } = useSession();
  const status = heldStatusOf(user);
  return <ClientAreaFrame>{status && user ? <StatusScreen status={status} user={user} /> : <Outlet />}</ClientAreaFrame>;
}

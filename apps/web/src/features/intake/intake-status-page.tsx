import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { StatusScreen } from '@/components/client-access/status-screen';
import { useSession } from '@/lib/session';
import { INTAKE_PATHS, statusOfSegment } from './intake-paths';

/**
 * `/client/intake/status/:status` (spec 001 sections 2.1, 2.6 and 8): `in-progress`, `rejected` or `approved`
 * for the signed-in applicant, named and (when rejected) told what to change. The user comes from the
 * session, so the page survives a reload. Any other status is the 404 screen; someone who arrives without a
 * sign-in is sent to sign in to resume, and a client (who has no application to wait for) to their account.
 */
export function IntakeStatusPage() {
  const { status: segment } = useParams();
  const { user } = useSession();
  // Back To Home and Check Account Details end the session here and then leave for the login page; the
  // page must not send the user elsewhere in between, while that page is still loading.
  const [arrivedSignedIn] = useState(user !== null);
  const status = statusOfSegment(segment);
  if (!status) return <NotFoundPage />;
  if (!user) return arrivedSignedIn ? null : <Navigate to={INTAKE_PATHS.resumeVerification()} replace />;
  if (user.process_type === 'client') return <Navigate to="/my-account" replace />;
  return <StatusScreen status={status} user={user} />;
}

import { Navigate, useParams } from 'react-router';
import { STATUS_ROUTE_SEGMENTS, type LoginMethod } from '@payee/contract';
import { SignInForm } from '@/components/client-access/sign-in-form';
import { useSession } from '@/lib/session';
import { heldStatusOf } from '@/lib/sign-in-routing';
import { INTAKE_PATHS } from './intake-paths';

/** Which way of signing in a resume route offers. */
export interface ResumeSignInPageProps {
  method: LoginMethod;
}

/**
 * `/client/intake/resume-verification[/:code]/username|ssn`: the shared
 * sign-in card, sending the application code from the path when there is one. After sign-in the form goes
 * where table 4.1 leads (lib/sign-in-routing): a pending application to its form, with the login data in
 * the navigation state and the session; one being reviewed or rejected to its status page; a client to
 * /my-account. An onboarding applicant whose application is held (in progress, rejected, approved) has no
 * page of their own to go to: the auth area shows the status screen in place, and here the status page
 * shows it (also for someone who comes back signed in).
 */
export function ResumeSignInPage({ method }: ResumeSignInPageProps) {
  const { code } = useParams();
  const { user } = useSession();
  const heldStatus = heldStatusOf(user);
  if (heldStatus) return <Navigate to={INTAKE_PATHS.status(STATUS_ROUTE_SEGMENTS[heldStatus])} replace />;
  return (
    <SignInForm
      method={method}
      applicationCode={code}
      otherWayTo={INTAKE_PATHS.resumeVerification(code)}
      withoutCodeTo={`${INTAKE_PATHS.resumeVerification()}/${method}`}
    />
  );
}

/** `/client/intake/resume-verification[/:code]/username`. */
export function ResumeByUsernamePage() {
  return <ResumeSignInPage method="username" />;
}

/** `/client/intake/resume-verification[/:code]/ssn`. */
export function ResumeBySsnPage() {
  return <ResumeSignInPage method="ssn" />;
}

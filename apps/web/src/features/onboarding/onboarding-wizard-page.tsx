import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { StatusScreen } from '@/components/client-access/status-screen';
import { logout as logoutOnServer } from '@/lib/api/logout';
import { usePageTitle } from '@/lib/page-title';
import { useSession, type SessionUser } from '@/lib/session';
import { heldStatusOf } from '@/lib/sign-in-routing';
import { showToast } from '@/lib/toast';
import { useOnboardingDetail } from './api/get-onboarding-detail';
import { OnboardingWizard } from './onboarding-wizard';
import { ONBOARDING_PATHS } from './onboarding-paths';
import '@/components/form/step-shell.css';
import './onboarding.css';

const copy = ONBOARDING_CONTENT;

/** The signed-in onboarding client's application code, or null for anyone else. */
export function onboardingCodeOf(user: SessionUser | null): string | null {
  if (user?.process_type !== 'onboarding') return null;
  return typeof user.application_code === 'string' && user.application_code ? user.application_code : null;
}

/** Where a signed-in client or intake applicant belongs (their wizard is not this): the account, or their application. */
function ownPlaceOf(user: SessionUser): string {
  if (user.process_type === 'client') return '/my-account';
  return typeof user.id === 'number' ? `/client/intake/resume/${user.id}` : '/client/intake';
}

/**
 * `/client/onboarding`: the signed-in onboarding client's own wizard; anyone else signs
 * in first.
 */
export function OnboardingEntryPage() {
  const { user } = useSession();
  const code = onboardingCodeOf(user);
  return <Navigate to={code ? ONBOARDING_PATHS.wizard(code) : '/auth/login'} replace />;
}

/**
 * `/client/onboarding/{application_code}`: the link of the invitation e-mail. Signed out, it leads to sign-in
 * with the code kept; signed in as someone who is not an onboarding client, to where sign-in would lead
 * them. The onboarding client's details are loaded (`GET /website/onboarding/{code}`); in review or not
 * started yet, its status screen shows; invited or sent back, the wizard. A failed load logs out and
 * returns here, which leads to sign-in.
 */
export function OnboardingWizardPage() {
  const { applicationCode = '' } = useParams();
  const { user } = useSession();
  if (!user) return <Navigate to={ONBOARDING_PATHS.login(applicationCode)} replace />;
  if (user.process_type !== 'onboarding') return <Navigate to={ownPlaceOf(user)} replace />;
  return <LoadedWizard key={applicationCode} applicationCode={applicationCode} user={user} />;
}

function LoadedWizard({ applicationCode, user }: { applicationCode: string; user: SessionUser }) {
  const detail = useOnboardingDetail(applicationCode);
  const { logout, updateUser } = useSession();
  const navigate = useNavigate();
  const hasLeft = useRef(false);

  // A failed load logs the user out, clears the cache and returns to this address.
  useEffect(() => {
    if (!detail.isError || hasLeft.current) return;
    hasLeft.current = true;
    void logoutOnServer()
      .catch(() => undefined)
      .finally(() => {
        logout();
        showToast('success', copy.loggedOut);
        void navigate(ONBOARDING_PATHS.wizard(applicationCode), { replace: true });
      });
  }, [detail.isError, logout, navigate, applicationCode]);

  // The session follows the server's status, so sign-in screens and the status screen agree with it.
  const currentProcess = detail.data?.current_process;
  useEffect(() => {
    if (currentProcess && currentProcess !== user.current_process) updateUser({ current_process: currentProcess });
  }, [currentProcess, user.current_process, updateUser]);

  if (!detail.data) return <Loading />;
  const status = heldStatusOf({ process_type: 'onboarding', current_process: detail.data.current_process });
  if (status === 'inProgress' || status === 'approved') {
    return (
      <StatusScreen
        status={status}
        user={{
          ...user,
          current_process: status,
          application_code: detail.data.application_code,
          rejection_reason: detail.data.rejection_reason,
        }}
      />
    );
  }
  return <OnboardingWizard detail={detail.data} />;
}

function Loading() {
  usePageTitle(copy.loadingPageTitle);
  return (
    <p className="step-shell__loading" role="status">
      {copy.loading}
    </p>
  );
}

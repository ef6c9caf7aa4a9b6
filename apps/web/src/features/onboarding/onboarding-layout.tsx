import { Outlet } from 'react-router';
import { ClientAreaFrame } from '@/components/client-access/client-area-frame';
import './onboarding.css';

/**
 * The frame of every `/client/onboarding/**` page: the client area's plain header, whose
 * logo links home, `<main>`, and the help footer.
 */
export function OnboardingLayout() {
  return (
    <ClientAreaFrame>
      <Outlet />
    </ClientAreaFrame>
  );
}

import { Outlet } from 'react-router';
import { ClientAreaFrame } from '@/components/client-access/client-area-frame';
import './intake.css';

/**
 * The frame of every `/client/intake/**` page: the client area's plain header, whose
 * logo links home, and `<main>`. The pages decide for themselves who may see them (the status pages need a
 * signed-in user, the form's resume mode its login data).
 */
export function IntakeLayout() {
  return (
    <ClientAreaFrame>
      <Outlet />
    </ClientAreaFrame>
  );
}

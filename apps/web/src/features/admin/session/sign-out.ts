import { staffSessionStore, type StaffSessionEnd } from '@/lib/back-office/staff-session-store';
import { adminQueryClient } from '../admin-query-client';
import { postStaffLogout } from '../api/post-staff-logout';

/**
 * Ends the staff session: tells the server (whatever it answers, the session ends here too), forgets every
 * cached answer, and leaves the reason for the sign-in page to say.
 */
export async function signOutStaff(reason: StaffSessionEnd): Promise<void> {
  if (staffSessionStore.get()) {
    try {
      await postStaffLogout();
    } catch {
      // Already ended on the server (expired, deactivated) or unreachable: it ends here all the same.
    }
  }
  staffSessionStore.end(reason);
  adminQueryClient.clear();
}

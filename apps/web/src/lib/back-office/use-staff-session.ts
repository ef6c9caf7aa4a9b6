import { useSyncExternalStore } from 'react';
import { staffSessionStore, type StoredStaffSession } from './staff-session-store';

/** The signed-in member of staff (re-renders when they sign in or out, or the idle end moves), or null. */
export function useStaffSession(): StoredStaffSession | null {
  return useSyncExternalStore(staffSessionStore.subscribe, staffSessionStore.get, () => null);
}

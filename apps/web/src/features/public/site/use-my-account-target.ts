import { useSyncExternalStore } from 'react';
import { SITE } from '@payee/content';
import { isClientStored } from '@/lib/stored-session';

const ACCOUNT_PATH = '/my-account';

// Another tab signing in or out changes the stored user info; this tab's own sign-in happens in the client
// area, and coming back to the public site mounts its links afresh.
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Where a public link leads: My Account (the sign-in chooser) takes a signed-in client
 * straight to /my-account (issue 9); any other target is kept. Prerendered HTML and hydration use the
 * chooser (the server knows no session); the browser then swaps the client's own page in.
 */
export function useMyAccountTarget(to: string): string {
  const isClient = useSyncExternalStore(subscribeToStorage, isClientStored, () => false);
  return isClient && to === SITE.nav.myAccount.to ? ACCOUNT_PATH : to;
}

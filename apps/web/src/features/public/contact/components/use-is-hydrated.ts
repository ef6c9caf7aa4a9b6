import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered and while it hydrates, true from the first client render after.
 * React reads the server snapshot during hydration, so what depends on it never mismatches the HTML.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

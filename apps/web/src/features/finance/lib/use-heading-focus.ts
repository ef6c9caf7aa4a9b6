import { useEffect } from 'react';
import { focusPageHeading, isFocusOnPageFrame } from '@/lib/page-heading-focus';

/**
 * A page whose h1 comes with its data: the route's focus found none and left focus on `<main>`, so it is given
 * to the h1 once shown (pages/enquiry-page.tsx does the same).
 */
export function useHeadingFocusWhenShown(isShown: boolean): void {
  useEffect(() => {
    if (isShown && isFocusOnPageFrame()) focusPageHeading();
  }, [isShown]);
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '@/lib/page-heading-focus';

/**
 * On every path change: scroll to the top and move focus to the page's h1, so
 * screen-reader users hear where they arrived. The first load keeps the browser's own scroll position
 * and focus: a prerendered page can be scrolled before it hydrates, and a jump back to the top then
 * would lose the visitor's place (a reload also restores its position).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const isFirstLoad = previousPath.current === null;
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (isFirstLoad) return;
    window.scrollTo({ top: 0, left: 0 });
    focusPageHeading();
  }, [pathname]);

  return null;
}

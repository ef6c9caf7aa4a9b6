import { createContext, useContext, useEffect } from 'react';

/**
 * The layout's setter for the home-page section the navigation marks as current. The page that owns
 * the sections observes them (they exist only there) and reports the visible one here.
 */
export const ActiveSectionContext = createContext<(sectionId: string | null) => void>(() => {});

/** A section counts as visible when at least 60% of it is on screen. */
export const VISIBLE_SHARE = 0.6;

// Many thresholds (0, 0.05 … 1, including 0.6) so tall sections report often enough; see visibleShare.
const THRESHOLDS = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * Share of a section that counts as "visible". A section taller than the viewport can never be 60% on
 * screen, so it counts as visible once it fills 60% of the viewport instead (phones, long FAQ).
 */
export function visibleShare(entry: IntersectionObserverEntry): number {
  if (!entry.isIntersecting) return 0;
  const rootHeight = entry.rootBounds?.height ?? window.innerHeight;
  const fullHeight = Math.min(entry.boundingClientRect.height, rootHeight);
  const heightShare = fullHeight > 0 ? entry.intersectionRect.height / fullHeight : 0;
  return Math.max(entry.intersectionRatio, heightShare);
}

/**
 * Watches the sections with these ids and reports to the layout whichever is at least 60% visible (the
 * most visible one if several are), or null. Runs only in the browser: IntersectionObserver is touched
 * inside the effect, so prerendering with react-dom/server is safe.
 */
export function useActiveSectionObserver(sectionIds: readonly string[]): void {
  const setActiveSection = useContext(ActiveSectionContext);
  const idsKey = sectionIds.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const shares = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) shares.set(entry.target.id, visibleShare(entry));
        let active: string | null = null;
        let best = VISIBLE_SHARE;
        for (const [id, share] of shares) {
          if (share >= best) {
            active = id;
            best = share;
          }
        }
        setActiveSection(active);
      },
      // The fixed navigation bar covers the top of the viewport; it does not count as "visible".
      { threshold: THRESHOLDS, rootMargin: '-72px 0px 0px 0px' },
    );
    for (const id of idsKey.split(' ')) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => {
      observer.disconnect();
      setActiveSection(null);
    };
  }, [idsKey, setActiveSection]);
}

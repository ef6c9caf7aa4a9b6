/** How many animation frames to wait for a section that is not rendered yet (lazy page, slow phone). */
const MAX_FRAMES = 60;

/**
 * Scrolls to the element with this id and moves focus to it, so keyboard and screen-reader users land
 * where sighted users see. Runs a frame later, after every effect of the navigation (the root layout
 * scrolls to the top on path changes), and keeps trying for about a second while the page renders.
 * Returns a function that cancels it.
 */
export function scrollToSection(sectionId: string): () => void {
  let frame = 0;
  let framesLeft = MAX_FRAMES;

  const attempt = () => {
    const target = document.getElementById(sectionId);
    if (!target) {
      framesLeft -= 1;
      if (framesLeft > 0) frame = window.requestAnimationFrame(attempt);
      return;
    }
    const prefersReducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // jsdom has no scrollIntoView.
    if (typeof target.scrollIntoView === 'function') {
      target.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
    }
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  frame = window.requestAnimationFrame(attempt);
  return () => window.cancelAnimationFrame(frame);
}

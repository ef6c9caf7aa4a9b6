/**
 * Moves focus to the page's h1 (or `<main>` while the page has none), so screen-reader users hear where
 * they are; the h1 gets `tabindex="-1"` to take it. Used on every path change (app/route-focus.tsx) and by
 * pages whose h1 appears only once their data has loaded.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** Whether focus is on no control: on `<main>` (where a navigation put it while the page was loading) or the body. */
export function isFocusOnPageFrame(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.tagName === 'MAIN';
}

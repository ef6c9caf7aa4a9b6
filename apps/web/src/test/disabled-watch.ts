/**
 * Whether `element` was disabled at any moment from this call until the returned function is called. A browser
 * drops focus from a button that becomes disabled (jsdom does not), so a button that only checks a form and opens
 * a confirmation must never be disabled for it, or the confirmation's Cancel has nowhere to return focus.
 */
export function watchDisabled(element: HTMLElement): () => boolean {
  let wasDisabled = element.hasAttribute('disabled');
  const observer = new MutationObserver(() => {
    wasDisabled ||= element.hasAttribute('disabled');
  });
  observer.observe(element, { attributes: true, attributeFilter: ['disabled'] });
  return () => {
    observer.disconnect();
    return wasDisabled;
  };
}

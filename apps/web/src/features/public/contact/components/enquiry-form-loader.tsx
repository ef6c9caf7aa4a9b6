import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { EnquiryFormPlaceholder } from './enquiry-form-placeholder';
import { useIsHydrated } from './use-is-hydrated';

const EnquiryFormSection = lazy(async () => ({ default: (await import('./enquiry-form-section')).EnquiryFormSection }));

/** Signs that the visitor is using the page: the first of them loads the form's code. */
const ENGAGEMENT_EVENTS = ['scroll', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Whether the form's code should load: once the form's fields come into view, or at the visitor's
 * first scroll, touch, click or key press, whichever is first. On a phone the fields start below the
 * fold, so the page shows and settles without parsing and running the form's libraries (react-hook-form,
 * zod, axios, react-select: about half a second of a slow phone's main thread); on a larger screen they
 * are in view and load at once. Without IntersectionObserver the code loads straight away.
 */
function useIsFormWanted(form: RefObject<HTMLFormElement | null>): boolean {
  const [isWanted, setIsWanted] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (isWanted) return;
    const want = () => setIsWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    if (form.current) observer.observe(form.current);
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, want);
    };
  }, [form, isWanted]);

  return isWanted;
}

/**
 * The enquiry form, loaded after the page: the prerendered HTML and the hydration render show the inert
 * placeholder (so hydration never waits for the form's libraries), and the form's chunk replaces it in
 * the same space when the visitor is about to use it (useIsFormWanted).
 */
export function EnquiryFormLoader() {
  const isHydrated = useIsHydrated();
  const placeholderForm = useRef<HTMLFormElement>(null);
  const isWanted = useIsFormWanted(placeholderForm);
  if (!isHydrated || !isWanted) return <EnquiryFormPlaceholder formRef={placeholderForm} />;
  return (
    <Suspense fallback={<EnquiryFormPlaceholder />}>
      <EnquiryFormSection />
    </Suspense>
  );
}

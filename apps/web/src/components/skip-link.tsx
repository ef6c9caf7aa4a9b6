import type { MouseEvent, ReactNode } from 'react';

/** Id of the `<main>` every layout gives its page (with `tabIndex={-1}`): the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Props of SkipLink. */
export interface SkipLinkProps {
  className: string;
  children: ReactNode;
}

/**
 * "Skip to main content", the first link of every page (WCAG 2.4.1): moves focus to `<main>` without
 * changing the URL (a `#main-content` hash would be a router navigation).
 */
export function SkipLink({ className, children }: SkipLinkProps) {
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className={className} href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
      {children}
    </a>
  );
}

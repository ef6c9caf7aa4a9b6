import { useEffect } from 'react';
import { formatPageTitle } from '@payee/content';

/** Sets document.title to "<page> | <service name>" (WCAG 2.4.2), or the service name alone for null. */
export function usePageTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(pageTitle);
  }, [pageTitle]);
}

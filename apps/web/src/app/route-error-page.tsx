import { useEffect } from 'react';
import '@/components/ui/button.css';

/**
 * Last resort for a page that failed to load or render, usually a code chunk missing after a new
 * release: reloading fetches the new one.
 */
export function RouteErrorPage() {
  // Not usePageTitle: this page sits in the first chunk and must not pull the site's content with it.
  useEffect(() => {
    document.title = 'Something went wrong';
  }, []);
  return (
    <main id="main-content" className="public-layout__main" tabIndex={-1}>
      <h1>Sorry, something went wrong</h1>
      <p>The page could not be shown. Please try again. If it keeps happening, call our office.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Try Again
      </button>
    </main>
  );
}

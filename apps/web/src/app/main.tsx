import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { APP_STARTED_ATTRIBUTE } from '@payee/contract';
import { isPrerenderedPage, loadMatchedLazyRoutes } from './hydration';
import { discoverAppAreas, routes } from './router';
import './styles/base.css';

/**
 * Marks the document once the first render has committed (the contract's APP_STARTED_ATTRIBUTE). One child, so the tree, and the
 * ids React derives from it, stay those of the server's render.
 */
function AppStarted({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  }, []);
  return children;
}

async function start(container: HTMLElement) {
  // Prerendered pages (/, /about-us, /contact-us) are hydrated: their routes' code first, then the
  // router, which reads the hydration data the page carries. Every other path renders from scratch.
  const shouldHydrate = isPrerenderedPage();
  if (shouldHydrate) await loadMatchedLazyRoutes(routes, window.location);
  const app = (
    <StrictMode>
      <AppStarted>
        <RouterProvider router={createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAppAreas })} />
      </AppStarted>
    </StrictMode>
  );
  // In a transition, React hydrates in slices and lets the browser handle input in between, instead of
  // one long task (Lighthouse's Total Blocking Time on a slow phone).
  if (shouldHydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
void start(container);

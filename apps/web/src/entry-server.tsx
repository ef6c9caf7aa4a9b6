import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';

/**
 * The prerenderer's entry (`vite build --ssr src/entry-server.tsx`, run by scripts/prerender.ts at
 * build time; never served). It renders a page of the app to HTML with react-router's static handler,
 * which also resolves the lazy routes the path matches.
 */

/** The set the server build's `import()` calls add their module to (vite.config.ts, recordLazyImports). */
const IMPORTS_GLOBAL = '__PAYEE_PRERENDER_IMPORTS__';

/** One page rendered to HTML. */
export interface RenderedPage {
  /** What goes inside `<div id="root">`, the hydration-data script included. */
  html: string;
  /** 200, or the status of an error the routes raised. */
  status: number;
  /** The lazily imported modules the page needed, as keys of the client build's manifest. */
  modules: string[];
}

/**
 * Renders `url` as the browser's first render will, so hydration matches. Every inline script carries
 * `nonce` (the server puts the response's CSP nonce in its place).
 */
export async function renderPage(url: string, { nonce }: { nonce: string }): Promise<RenderedPage> {
  const globals = globalThis as Record<string, unknown>;
  const modules = new Set<string>();
  globals[IMPORTS_GLOBAL] = modules;
  try {
    // A new handler per page: it resolves (and so records) the lazy routes this path matches.
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
    if (context instanceof Response) throw new Error(`${url} answered with a redirect or a response (${context.status})`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </StrictMode>,
    );
    return { html, status: context.statusCode, modules: [...modules] };
  } finally {
    delete globals[IMPORTS_GLOBAL];
  }
}

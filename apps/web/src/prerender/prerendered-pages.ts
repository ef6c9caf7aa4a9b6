import { formatPageTitle, SITE } from '@payee/content';

/** A page written to static HTML at build time and hydrated in the browser. */
export interface PrerenderedPage {
  /** The router path. */
  path: string;
  /** File under dist/prerendered/ that the server sends for the path. */
  file: string;
  /** The document title the page sets itself (usePageTitle), so the tab is right before any script runs. */
  title: string;
  /** The page's `<meta name="description">`. */
  description: string;
}

/**
 * The public pages a visitor most often lands on (issue 3, "Speed"). Each shows its content before any
 * JavaScript runs; pages whose data comes from the API (Contact Us) are prerendered in their loading state.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', title: formatPageTitle(SITE.home.pageTitle), description: SITE.shortDescription },
  { path: '/about-us', file: 'about-us.html', title: formatPageTitle(SITE.about.pageTitle), description: SITE.about.hero.intro },
  {
    path: '/contact-us',
    file: 'contact-us.html',
    title: formatPageTitle(SITE.contact.pageTitle),
    description: SITE.contact.hero.lead,
  },
];

/** Folder of the prerendered pages inside the client build, and the index the server reads. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_INDEX = 'pages.json';

/**
 * dist/prerendered/pages.json. The API server sends `file` for `path` (apps/api/src/plugins/spa.ts);
 * scripts/report-bundle.ts measures the JavaScript of `modules`, the lazy modules the page loads.
 */
export interface PrerenderIndex {
  pages: { path: string; file: string; modules: string[] }[];
}

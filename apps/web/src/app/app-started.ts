/**
 * The attribute set on <html> once the app has hydrated (or rendered) its first page: a prerendered page's
 * buttons work from then on, and its scripts load only after it has painted, so the journeys wait for it
 * (e2e/support/fixtures.ts) before they use a page.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/**
 * The attribute the web app sets on <html> once it has hydrated (or rendered) its first page: a prerendered page's
 * buttons work from then on, and its scripts load only after it has painted, so the browser journeys wait for it
 * before they use a page. Shared here because the app sets it and the journeys, which read only what the page
 * shows, look for it.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

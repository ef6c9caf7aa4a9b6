/**
 * Layout breakpoints in px, min-width. CSS media queries use the same numbers
 * literally, since custom properties cannot appear in media queries.
 */
export const BREAKPOINTS = {
  xs: 480,
  sm: 768,
  md: 1024,
  lg: 1200,
  xl: 1440,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** `(min-width: …px)` for matchMedia. */
export const mediaQuery = (breakpoint: Breakpoint) => `(min-width: ${BREAKPOINTS[breakpoint]}px)`;

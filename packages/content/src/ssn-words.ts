/*
 * The Social Security Number field's label and hint, asked by the public contact form and by every other form. A
 * module of their own, in the site's chunk (apps/web/vite.config.ts, `site`), so the public pages' first load does
 * not carry the other forms' field words to show these two.
 */

export const SSN_WORDS = {
  label: 'Social Security Number',
  /** The SSN field's hint (its tooltip in the old product). */
  hint: 'Enter your 9-digit Social Security Number.',
} as const;

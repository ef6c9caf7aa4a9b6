/** The widths the public pages are checked at (issue 3): a small phone, a tablet, a desktop. */
export const PHONE = { width: 375, height: 740 };
export const TABLET = { width: 768, height: 1024 };
export const DESKTOP = { width: 1440, height: 900 };

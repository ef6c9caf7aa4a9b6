import { expect, type Page } from '@playwright/test';

/** The widths the pages are checked at (issues 3 and 9): a small phone, a phone, a tablet, a desktop. */
export const SMALL_PHONE = { width: 320, height: 640 };
export const PHONE = { width: 375, height: 740 };
export const TABLET = { width: 768, height: 1024 };
export const DESKTOP = { width: 1440, height: 900 };

/** The phone widths every page must fit (issue 9: 375 px, and 320 px for good measure). */
export const PHONES = { 'small phone': SMALL_PHONE, phone: PHONE };

/** What opens over the page: dialogs, the date picker's calendar, select menus (react-select's listbox), menus. */
const POPOVERS = 'dialog[open], [role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], [role="tooltip"], .rdp-root';

/** Nothing on the page is wider than the window: the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, context: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scrolling on ${context} at ${page.viewportSize()?.width ?? '?'}px`).toBeLessThanOrEqual(0);
}

/**
 * The page fits its window (issue 9): it does not scroll sideways, and every open popover lies within the
 * window, so no calendar column, menu option or dialog button is cut off at the screen's edge. A popover
 * on the page may reach below the fold (the page scrolls to it); one fixed to the window (a modal dialog)
 * must fit it whole. Called by the axe scan, so every page a journey scans is checked, at every width.
 */
export async function expectPageFitsViewport(page: Page, context: string): Promise<void> {
  await expectNoSidewaysScroll(page, context);
  const outside = await page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const isFixed = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed' || (node instanceof HTMLDialogElement && node.matches(':modal'))) return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}[role=${element.getAttribute('role') ?? ''}]` +
      `${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''}`;
    return Array.from(document.querySelectorAll(selector))
      .filter((element) => element.checkVisibility())
      .flatMap((element) => {
        const box = element.getBoundingClientRect();
        const fixed = isFixed(element);
        const fits =
          box.left >= -0.5 &&
          box.right <= width + 0.5 &&
          (fixed ? box.top >= -0.5 && box.bottom <= height + 0.5 : box.top + window.scrollY >= -0.5);
        const where = `left ${Math.round(box.left)}, right ${Math.round(box.right)}, top ${Math.round(box.top)}, bottom ${Math.round(box.bottom)}`;
        return fits ? [] : [`${describe(element)} at ${where} in a ${width}×${height} window`];
      });
  }, POPOVERS);
  expect(outside, `open popovers reaching past the window on ${context}`).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DESKTOP, expectNoSidewaysScroll, expectPageFitsViewport, PHONE, SMALL_PHONE } from './viewports';

/**
 * WCAG 2.2 AA and axe's best practices: every page a journey visits must pass with zero violations. The
 * page must also fit its window (expectPageFitsViewport): no sideways scrolling, no open popover past the
 * screen's edge, at whatever width the journey set.
 */
/**
 * The pages this worker has scanned clean, by their shape and width (shapeOf): a page in the same shape again
 * (the same step of another applicant, a form after another failed submit) is not scanned twice.
 */
const scannedClean = new Set<string>();

/**
 * What axe judges of a page, without what a person typed or what a record says: every element with all its
 * attributes (ids, classes, roles, ARIA, inline style) but the `value` of form controls, the title, and for
 * text only whether it is there, as a SHA-256 digest. Two pages of the same shape at the same width pass or
 * fail axe alike.
 */
async function shapeOf(): Promise<string> {
  const parts: string[] = [document.title ? 'title' : 'untitled', String(document.documentElement.clientWidth)];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        if (child.textContent?.trim()) parts.push('#');
      } else if (child instanceof Element && child.tagName !== 'SCRIPT') {
        const attributes = Array.from(child.attributes)
          .filter((attribute) => attribute.name !== 'value')
          .map((attribute) => `${attribute.name}=${attribute.value}`)
          .sort();
        parts.push(`<${child.tagName} ${attributes.join(' ')}>`);
        walk(child);
        parts.push('</>');
      }
    }
  };
  walk(document.documentElement);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('')));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  // A dialog or menu still fading in is half transparent: colour contrast is judged on what settles, so
  // the scan waits for running CSS animations and transitions to finish (the condition, not a sleep);
  // endless ones (spinners) are left alone.
  await page.evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
  });
  await expectPageFitsViewport(page, context ?? page.url());
  const shape = await page.evaluate(shapeOf);
  if (scannedClean.has(shape)) return;
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // A stored PDF shown in the page (the back office's StaffFile) is an object URL in the browser's own PDF
    // viewer: not our markup, and axe waits on it for ever. Its frame's title is checked by the journeys.
    .exclude('iframe[src^="blob:"]')
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
  scannedClean.add(shape);
}

/**
 * The back office's check of a screen (issues 12 and 14): nothing scrolls sideways at 320 and 375 px, and axe finds nothing at 375
 * and 1440 px. Leaves the page at 1440 px.
 */
export async function expectAccessibleAtBothWidths(page: Page, context: string): Promise<void> {
  await page.setViewportSize(SMALL_PHONE);
  await expectNoSidewaysScroll(page, `${context} at 320 px`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, context);
  await expectNoAxeViolations(page, `${context} at 375 px`);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, `${context} at 1440 px`);
}

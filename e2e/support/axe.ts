import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectPageFitsViewport } from './viewports';

/**
 * WCAG 2.2 AA and axe's best practices: every page a journey visits must pass with zero violations. The
 * page must also fit its window (expectPageFitsViewport): no sideways scrolling, no open popover past the
 * screen's edge, at whatever width the journey set.
 */
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

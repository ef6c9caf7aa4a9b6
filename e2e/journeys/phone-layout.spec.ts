import { ACCOUNT_CONTENT, AUTH_CONTENT } from '@payee/content/client-area';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { INTAKE_STEPS_CONTENT } from '@payee/content/intake-steps';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInAsClient } from '../support/client-accounts';
import { expect, test } from '../support/fixtures';
import { DEMO_INTAKE, submitResumeSignIn } from '../support/intake';
import { PHONES } from '../support/viewports';

/*
 * Issue 9, items 8-10: on a phone (375 px, and 320 px for good measure) nothing scrolls sideways, no open
 * calendar, menu or dialog reaches past the screen's edge, and nothing the user needs is cut off. Every
 * axe scan also checks the page fits its window (support/viewports.ts); these tests open what the scans
 * alone would not (the calendar, a long menu, the SSA step, the 404 screen, the transactions) and check
 * what a person would look for on them.
 */

const SIGN_IN = AUTH_CONTENT.signIn;
const ACCOUNT = ACCOUNT_CONTENT;
const SSA = INTAKE_STEPS_CONTENT.ssaDocuments;

// Each test comes from its own address (the e2e server trusts X-Forwarded-For), so the per-address limits
// are not shared between tests or with other journeys.
// Sign-ins and an axe scan of each page and open popover take longer than the default minute here.
test.describe.configure({ timeout: 180_000 });

let addressCount = 0;
test.beforeEach(async ({ page }) => {
  addressCount += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `100.64.9.${10 + addressCount}` });
});

/** Wholly on screen: not cut off at the window's edge, nor hidden in a region that scrolls sideways. */
const expectWhollyInView = (locator: Locator) => expect(locator).toBeInViewport({ ratio: 1 });

/** Every day of the calendar's first and last columns (Sunday, Saturday) is wholly on screen. */
async function expectColumnsInView(calendar: Locator) {
  for (const weekday of ['Sunday', 'Saturday']) {
    const days = calendar.getByRole('button', { name: new RegExp(`^${weekday}, `) });
    await expect(days.first()).toBeVisible();
    for (const day of await days.all()) {
      // Up or down to the middle of the window, never sideways: what is off to the side must stay off.
      await day.evaluate((element) => {
        const box = element.getBoundingClientRect();
        window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2);
      });
      await expectWhollyInView(day);
    }
  }
}

/** The boxes of two elements do not overlap. */
async function expectApart(first: Locator, second: Locator, context: string) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a && b, context).toBeTruthy();
  const overlaps = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps, context).toBe(false);
}

/** The element's text is shown whole: not cut short with "…" (its text is no wider than its box). */
async function expectNotCutShort(locator: Locator, context: string) {
  const cut = await locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(cut, context).toBe(false);
}

/** Opens a react-select dropdown from the keyboard, as a phone's user does by tapping it. */
async function openSelect(page: Page, label: string) {
  await page.getByRole('combobox', { name: label, exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
}

for (const [name, viewport] of Object.entries(PHONES)) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the date picker shows all seven days, Saturday included, and its month and year clear of the arrows', async ({ page }) => {
      await page.goto('/auth/login/ssn');
      await page.getByRole('button', { name: `Choose ${SIGN_IN.labels.dateOfBirth} from calendar` }).click();
      const calendar = page.getByRole('dialog', { name: `Choose ${SIGN_IN.labels.dateOfBirth}` });
      await expect(calendar).toBeVisible();
      await expectColumnsInView(calendar);
      const previous = calendar.getByRole('button', { name: /previous month/i });
      const next = calendar.getByRole('button', { name: /next month/i });
      for (const dropdown of [calendar.getByRole('combobox', { name: /month/i }), calendar.getByRole('combobox', { name: /year/i })]) {
        await expectApart(dropdown, previous, 'a caption dropdown and the previous-month arrow');
        await expectApart(dropdown, next, 'a caption dropdown and the next-month arrow');
      }
      await expectNoAxeViolations(page, `the date picker open at ${viewport.width}px`);
    });

    test('the SSA upload step keeps each file input on the screen, and a long select menu opens within the screen', async ({ page }) => {
      const { angela } = DEMO_INTAKE;
      await submitResumeSignIn(page, { username: angela.username, password: angela.password });
      await page.getByRole('button', { name: AUTH_CONTENT.status.rejected.action }).click();
      await expect(page).toHaveURL(/\/client\/intake\/resume\/\d+/);
      const form = new URL(page.url());

      form.search = '?step=ssa-documents';
      await page.goto(form.toString());
      await expect(page.getByRole('heading', { level: 1, name: /SSA Document Upload$/ })).toBeVisible();
      for (const document of Object.values(SSA.documents)) {
        const input = page.getByLabel(document.label, { exact: true });
        await input.scrollIntoViewIfNeeded();
        await expectWhollyInView(input);
      }
      await expectNoAxeViolations(page, `the SSA upload step at ${viewport.width}px`);

      form.search = '?step=about-you';
      await page.goto(form.toString());
      await expect(page.getByRole('heading', { level: 1, name: /About You$/ })).toBeVisible();
      await openSelect(page, INTAKE_FORM_CONTENT.aboutYou.labels.birthState);
      expect(await page.getByRole('option').count()).toBeGreaterThan(50);
      await expectNoAxeViolations(page, `the states menu open at ${viewport.width}px`);
    });

    test('the 404 screen keeps a margin at each side and space below its buttons', async ({ page }) => {
      await page.goto('/client/intake/status/pending');
      const heading = page.getByRole('heading', { level: 1, name: '404 Page Not Found !' });
      await expect(heading).toBeVisible();
      const box = (await heading.boundingBox())!;
      expect(box.x, 'margin left of the heading').toBeGreaterThanOrEqual(16);
      expect(viewport.width - (box.x + box.width), 'margin right of the heading').toBeGreaterThanOrEqual(16);
      const below = await page.getByRole('button', { name: 'Try Again' }).evaluate((button) => {
        const footer = document.querySelector('footer');
        const end = footer ? footer.getBoundingClientRect().top : document.documentElement.scrollHeight - window.scrollY;
        return end - button.getBoundingClientRect().bottom;
      });
      expect(below, 'space between the buttons and what follows them').toBeGreaterThanOrEqual(24);
      await expectNoAxeViolations(page, `the 404 screen at ${viewport.width}px`);
    });

    test('my account shows every transaction’s date, amount and balance without sideways scrolling, and the whole program name', async ({
      page,
    }) => {
      await signInAsClient(page);
      const table = page.getByRole('table', { name: ACCOUNT.transactions.caption('Representative Payee Program') });
      await expect(table).toBeVisible();
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(11);
      for (const index of [1, 10]) {
        const row = rows.nth(index);
        await row.scrollIntoViewIfNeeded();
        const cells = row.getByRole('cell');
        await expectWhollyInView(cells.nth(0));
        await expectWhollyInView(cells.nth(1));
        // Money in or money out (the other is empty), then the balance after.
        const isMoneyIn = Boolean((await cells.nth(2).textContent())?.trim());
        const amount = cells.nth(isMoneyIn ? 2 : 3);
        await expectWhollyInView(amount);
        await expectWhollyInView(cells.nth(4));
        // Each amount is shown with its column's name, as the header row is not shown on a card.
        const columns = ACCOUNT.transactions.columns;
        for (const [cell, column] of [
          [amount, isMoneyIn ? columns.moneyIn : columns.moneyOut],
          [cells.nth(4), columns.balanceAfter],
        ] as const) {
          expect(await cell.evaluate((element) => getComputedStyle(element, '::before').content)).toContain(column);
        }
      }
      for (const button of [ACCOUNT.transactions.previous, ACCOUNT.transactions.next]) {
        await expectWhollyInView(page.getByRole('button', { name: button, exact: true }));
      }
      await expectNoAxeViolations(page, `my account at ${viewport.width}px`);

      await page.getByRole('combobox', { name: ACCOUNT.program.label }).scrollIntoViewIfNeeded();
      await expectNotCutShort(page.getByText('Representative Payee Program', { exact: true }), 'the chosen program');
      await openSelect(page, ACCOUNT.program.label);
      for (const option of await page.getByRole('option').all()) await expectNotCutShort(option, 'a program in the menu');
      await expectNoAxeViolations(page, `the program menu open at ${viewport.width}px`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: `Choose ${ACCOUNT.statement.startLabel} from calendar` }).click();
      const calendar = page.getByRole('dialog', { name: `Choose ${ACCOUNT.statement.startLabel}` });
      await expectColumnsInView(calendar);
      await expectNoAxeViolations(page, `the statement calendar open at ${viewport.width}px`);
    });
  });
}

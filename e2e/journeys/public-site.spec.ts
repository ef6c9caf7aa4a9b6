import { SITE } from '@payee/content';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DESKTOP, PHONE, TABLET } from '../support/viewports';

const PUBLIC_PAGES = [
  { path: '/', heading: SITE.home.hero.heading },
  { path: '/about-us', heading: SITE.about.hero.heading },
  { path: '/contact-us', heading: "Got a question? Let's talk!" },
];

test.describe('the public pages', () => {
  for (const [name, viewport] of Object.entries({ phone: PHONE, tablet: TABLET, desktop: DESKTOP })) {
    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} shows its one heading, fits the ${name} screen and has no accessibility violations`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(new RegExp(SITE.serviceName));
        // Nothing scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${path} at ${viewport.width}px`);
      });
    }
  }

  test('the prerendered pages show their content before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await context.close();
  });
});

test.describe('the navigation on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Our Programs and Service Areas scroll to their sections and the active link follows the section in view', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: SITE.nav.label });
    await nav.getByRole('link', { name: 'Service Areas' }).click();
    await expect(page.locator('#service-areas')).toBeInViewport({ ratio: 0.3 });
    await expect(nav.getByRole('link', { name: 'Service Areas' })).toHaveAttribute('aria-current', 'location');

    await nav.getByRole('link', { name: 'Our Programs' }).click();
    await expect(page.locator('#services')).toBeInViewport({ ratio: 0.3 });
    await expect(nav.getByRole('link', { name: 'Our Programs' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Service Areas' })).not.toHaveAttribute('aria-current', 'location');
  });

  test('from another page, Service Areas goes to the home page and then scrolls to the section', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('navigation', { name: SITE.nav.label }).getByRole('link', { name: 'Service Areas' }).click();
    await expect(page).toHaveURL(/\/#service-areas$/);
    await expect(page.locator('#service-areas')).toBeInViewport({ ratio: 0.3 });
  });

  test('the page scrolls to the top on every path change', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('navigation', { name: SITE.nav.label }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.about.hero.heading);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the nav buttons lead to sign-in and to the application', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: SITE.nav.label });
    await expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/auth/login');
    await expect(nav.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/client/intake');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });
});

test.describe('the navigation on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu opens and closes on the button, on Escape, on an outside click and on choosing an item', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: SITE.nav.menuButtonLabel });
    const aboutLink = page.getByRole('navigation', { name: SITE.nav.label }).getByRole('link', { name: 'About Us' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutLink).toBeVisible();
    await expectNoAxeViolations(page, 'the open phone menu');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await aboutLink.click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the logo fades out while the menu is open', async ({ page }) => {
    await page.goto('/');
    const logo = page.getByRole('link', { name: SITE.nav.homeLinkLabel });
    await page.getByRole('button', { name: SITE.nav.menuButtonLabel }).click();
    await expect.poll(() => logo.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => logo.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
  });

  test('the menu works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: SITE.nav.skipLink })).toBeFocused();
    const menuButton = page.getByRole('button', { name: SITE.nav.menuButtonLabel });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: SITE.nav.label }).getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe('the home page content', () => {
  test.use({ viewport: DESKTOP });

  test('Key Benefits shows 4 items until View More, then all of them until Show Less', async ({ page }) => {
    await page.goto('/');
    const total = SITE.home.keyBenefits.groups.reduce((sum, group) => sum + group.items.length, 0);
    const section = page.locator('section', { has: page.getByRole('heading', { name: SITE.home.keyBenefits.heading }) });
    const items = section.getByRole('listitem');
    await expect(items.filter({ visible: true })).toHaveCount(4);

    const viewMore = section.getByRole('button', { name: 'View More' });
    await expect(viewMore).toHaveAttribute('aria-expanded', 'false');
    await viewMore.click();
    await expect(items.filter({ visible: true })).toHaveCount(total);
    const showLess = section.getByRole('button', { name: 'Show Less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await showLess.click();
    await expect(items.filter({ visible: true })).toHaveCount(4);
  });

  test('the FAQ has exactly 10 questions that open and close from the keyboard, stating every fact', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('section', { has: page.getByRole('heading', { name: SITE.home.faq.heading }) });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(10);

    for (let index = 0; index < 10; index += 1) {
      const question = questions.nth(index);
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    }
    const answers = (await faq.getByRole('region').allInnerTexts()).join(' ');
    for (const fact of ['weekly', '7-10 days', '1-2 days', 'fee', '30 days', 'refer yourself', 'walk-in', '2008']) {
      expect(answers).toContain(fact);
    }
    await expectNoAxeViolations(page, 'the home page with every FAQ answer open');

    await questions.first().click();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  });

  test('the footer carries the tagline, the office, the community link and the legal labels', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Helping You Thrive Financially');
    await expect(footer).toContainText(SITE.office.email);
    await expect(footer).toContainText(SITE.office.fax);
    await expect(footer).toContainText('2025');
    await expect(footer).toContainText('Terms and Conditions');
    await expect(footer).toContainText('Privacy Policy');
    await expect(footer.getByRole('link', { name: /Community resources/ })).toHaveAttribute('target', '_blank');
  });
});

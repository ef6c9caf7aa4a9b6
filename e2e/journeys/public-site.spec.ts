import { formatPageTitle, SITE } from '@payee/content';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInAsClient } from '../support/client-accounts';
import { waitForEnquiryForm } from '../support/contact-form';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { DESKTOP, PHONE, PHONES, TABLET } from '../support/viewports';

const PUBLIC_PAGES = [
  { path: '/', heading: SITE.home.hero.heading, title: formatPageTitle(SITE.home.pageTitle) },
  { path: '/about-us', heading: SITE.about.hero.heading, title: formatPageTitle(SITE.about.pageTitle) },
  { path: '/contact-us', heading: "Got a question? Let's talk!", title: formatPageTitle(SITE.contact.pageTitle) },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: SITE.nav.label });
/** The footer: its logo link has the header logo's name, so footer checks stay inside it. */
const footer = (page: Page) => page.getByRole('contentinfo');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

test.describe('the public pages', () => {
  for (const [name, viewport] of Object.entries({ ...PHONES, tablet: TABLET, desktop: DESKTOP })) {
    for (const { path, heading, title } of PUBLIC_PAGES) {
      test(`${path} shows its one heading, fits the ${name} screen and has no accessibility violations`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        // Contact Us is scanned with its working form, which loads after the page.
        if (path === '/contact-us') await waitForEnquiryForm(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(title);
        // Nothing scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // Every image says how big it is (no layout shift) and has a text alternative (empty when decorative).
        const images = await page.locator('img').evaluateAll((elements) =>
          elements.map((image) => ({
            src: image.getAttribute('src'),
            width: image.getAttribute('width'),
            height: image.getAttribute('height'),
            alt: image.getAttribute('alt'),
          })),
        );
        expect(images.length).toBeGreaterThan(0);
        for (const image of images) {
          expect(image, `${image.src} has width, height and alt`).toEqual({
            src: image.src,
            width: expect.stringMatching(/^\d+$/),
            height: expect.stringMatching(/^\d+$/),
            alt: expect.any(String),
          });
        }
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

  test('the first Tab shows the skip link, which moves focus to the main content', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about-us');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: SITE.nav.skipLink });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/about-us$/);
    // The next Tab goes on from the main content, past the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  test('the page scrolls to the top on every path change', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.about.hero.heading);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.contact.hero.heading);
    await expect.poll(() => scrollY(page)).toBe(0);
    // Focus moves to the new page's heading, so a screen reader starts there.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('the navigation on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Our Programs and Service Areas scroll to their sections and the active link follows the section in view', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Service Areas' }).click();
    await expect(page.locator('#service-areas')).toBeInViewport({ ratio: 0.3 });
    await expect(nav.getByRole('link', { name: 'Service Areas' })).toHaveAttribute('aria-current', 'location');

    await nav.getByRole('link', { name: 'Our Programs' }).click();
    await expect(page.locator('#services')).toBeInViewport({ ratio: 0.3 });
    await expect(nav.getByRole('link', { name: 'Our Programs' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Service Areas' })).not.toHaveAttribute('aria-current', 'location');
  });

  test('while scrolling by hand, a section link is current only once its section is at least 60% visible', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const programs = nav.getByRole('link', { name: 'Our Programs' });
    const areas = nav.getByRole('link', { name: 'Service Areas' });
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(0);

    // Service Areas only peeking in (30% of it at the bottom of the window): not current yet.
    const scrollSoVisible = (share: number) =>
      page.evaluate((visible) => {
        const section = document.getElementById('service-areas')!;
        const top = section.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight + section.offsetHeight * visible, behavior: 'instant' });
      }, share);
    await scrollSoVisible(0.3);
    await expect(programs).toHaveAttribute('aria-current', 'location');
    await expect(areas).not.toHaveAttribute('aria-current');

    // All of it in view: current, and Our Programs no longer.
    await scrollSoVisible(1);
    await expect(areas).toHaveAttribute('aria-current', 'location');
    await expect(programs).not.toHaveAttribute('aria-current');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(0);
  });

  for (const { link, sectionId } of [
    { link: 'Service Areas', sectionId: 'service-areas' },
    { link: 'Our Programs', sectionId: 'services' },
  ]) {
    test(`from another page, ${link} goes to the home page and then scrolls to the section`, async ({ page }) => {
      await page.goto('/about-us');
      await mainNav(page).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`/#${sectionId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.home.hero.heading);
      await expect(page.locator(`#${sectionId}`)).toBeInViewport({ ratio: 0.3 });
      await expect(mainNav(page).getByRole('link', { name: link })).toHaveAttribute('aria-current', 'location');
    });
  }

  test('the nav buttons lead to sign-in and to the application', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/auth/login');
    await expect(nav.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/client/intake');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  });

  test('every navigation control is reached with Tab, in order, and Our Programs works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const inOrder = [
      nav.getByRole('link', { name: SITE.nav.homeLinkLabel }),
      nav.getByRole('link', { name: 'About Us' }),
      nav.getByRole('link', { name: 'Our Programs' }),
      nav.getByRole('link', { name: 'Service Areas' }),
      nav.getByRole('link', { name: 'Contact Us' }),
      nav.getByRole('link', { name: 'My Account' }),
      nav.getByRole('link', { name: 'Apply Now' }),
    ];
    await tabTo(page, inOrder[0]!);
    for (const control of inOrder.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
    }
    // Back to Our Programs with Shift+Tab, then Enter.
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Our Programs' })).toBeFocused();
    await page.keyboard.press('Enter');
    const services = page.locator('#services');
    await expect(services).toBeInViewport({ ratio: 0.3 });
    // Focus follows the scroll, so the next Tab continues inside the section.
    await expect(services).toBeFocused();
  });

  test('on the About Us page, About Us is the current page', async ({ page }) => {
    await page.goto('/about-us');
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Contact Us' })).not.toHaveAttribute('aria-current');
  });
});

test.describe('the navigation on a phone (375 px)', () => {
  test.use({ viewport: PHONE });

  const menuButton = (page: Page) => mainNav(page).getByRole('button', { name: SITE.nav.menuButtonLabel });
  // includeHidden: while the menu is open the logo is faded out (visibility: hidden), out of the accessibility tree.
  const headerLogo = (page: Page) => mainNav(page).getByRole('link', { name: SITE.nav.homeLinkLabel, includeHidden: true });
  const menuLinks = (page: Page) => [
    ...SITE.nav.items.map((item) => mainNav(page).getByRole('link', { name: item.label, exact: true })),
    mainNav(page).getByRole('link', { name: SITE.nav.myAccount.label }),
    mainNav(page).getByRole('link', { name: SITE.nav.applyNow.label }),
  ];

  test('the menu button toggles the links, with aria-expanded, and the logo fades out while the menu is open', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const link of menuLinks(page)) await expect(link).toBeHidden();
    await expect(headerLogo(page)).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const link of menuLinks(page)) await expect(link).toBeVisible();
    await expect(headerLogo(page)).toHaveCSS('opacity', '0');
    await expect(headerLogo(page)).toBeHidden();
    await expectNoAxeViolations(page, 'the open phone menu');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const link of menuLinks(page)) await expect(link).toBeHidden();
    await expect(headerLogo(page)).toBeVisible();
    await expect(headerLogo(page)).toHaveCSS('opacity', '1');
  });

  test('Escape closes the menu and puts focus back on the menu button', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await button.click();
    await tabTo(page, mainNav(page).getByRole('link', { name: 'Service Areas' }));
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: 'Service Areas' })).toBeHidden();
  });

  test('a click outside the open menu closes it and does nothing else', async ({ page }) => {
    await page.goto('/about-us');
    const button = menuButton(page);
    await button.click();
    const panelId = await button.getAttribute('aria-controls');
    const panel = await page.locator(`[id="${panelId}"]`).boundingBox();
    expect(panel).not.toBeNull();
    // An empty spot under the panel: the page's left margin, clear of any link or button.
    await page.mouse.click(4, panel!.y + panel!.height + 40);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(headerLogo(page)).toBeVisible();
  });

  test('choosing an item closes the menu and goes there; Service Areas from another page lands on its section', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.contact.hero.heading);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeHidden();

    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Service Areas' }).click();
    await expect(page).toHaveURL(/\/#service-areas$/);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#service-areas')).toBeInViewport({ ratio: 0.3 });
  });

  test('the menu works with the keyboard alone: open, move through the links, choose one', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const link of menuLinks(page)) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }
    // Tabbing out of the last item closes the panel rather than leaving it over the page.
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, mainNav(page).getByRole('link', { name: 'About Us' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.about.hero.heading);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('the home page content', () => {
  test.use({ viewport: DESKTOP });

  test('Key Benefits shows 4 bills until View More, then all three groups, and 4 again after Show Less', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: SITE.home.keyBenefits.heading, exact: true });
    const items = section.getByRole('listitem');
    const total = SITE.home.keyBenefits.groups.reduce((sum, group) => sum + group.items.length, 0);
    await expect(items).toHaveCount(4);

    const viewMore = section.getByRole('button', { name: 'View More' });
    await expect(viewMore).toHaveAttribute('aria-expanded', 'false');
    await tabTo(page, viewMore);
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(total);
    for (const group of SITE.home.keyBenefits.groups) {
      await expect(section.getByRole('heading', { level: 3, name: group.title })).toBeVisible();
    }
    const showLess = section.getByRole('button', { name: 'Show Less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await expect(showLess).toBeFocused();
    await expectNoAxeViolations(page, 'Key Benefits expanded');

    await showLess.click();
    await expect(items).toHaveCount(4);
    await expect(section.getByRole('button', { name: 'View More' })).toBeVisible();
  });

  test('the FAQ has exactly 10 questions, each opened by keyboard, stating the facts of the service', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: SITE.home.faq.heading, exact: true });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(10);
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(10);

    const answers: string[] = [];
    await tabTo(page, questions.first());
    for (let index = 0; index < 10; index += 1) {
      const question = questions.nth(index);
      if (index > 0) await page.keyboard.press('Tab');
      await expect(question).toBeFocused();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      // Enter and Space both work, as on any button.
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
      await expect(answer).toBeVisible();
      await expect(answer).toHaveAttribute('role', 'region');
      answers.push(await answer.innerText());
    }
    const text = answers.join('\n');
    expect(text).toMatch(/debit card weekly/);
    expect(text).toMatch(/replacement card takes 7-10 days/);
    expect(text).toMatch(/expedited card in 1-2 days for a fee/);
    expect(text).toMatch(/last 30 days/);
    expect(text).toMatch(/refer yourself/);
    expect(text).toMatch(/do not offer walk-in services/);
    expect(text).toMatch(/founded in 2008/);
    expect(text).toMatch(/since 1999/);
    await expectNoAxeViolations(page, 'the FAQ with every answer open');

    await questions.first().click();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  });

  test('the footer has the logo, tagline, Community resources, the Michigan office, the copyright and the legal labels', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto('/about-us');
    const content = footer(page);
    const logo = content.getByRole('link', { name: SITE.nav.homeLinkLabel });
    await expect(logo).toHaveAttribute('href', '/');
    await expect(logo.locator('img')).toHaveAttribute('alt', '');
    await expect(content.getByText('Helping You Thrive Financially', { exact: true })).toBeVisible();

    const resources = content.getByRole('link', { name: /^Community resources/ });
    await expect(resources).toHaveAttribute('href', SITE.footer.communityResources.href);
    await expect(resources).toHaveAttribute('target', '_blank');
    await expect(resources).toHaveAttribute('rel', /noopener/);

    const office = content.getByRole('region', { name: SITE.footer.officeHeading, exact: true });
    await expect(office).toContainText('PO Box 14230');
    await expect(office).toContainText('Lansing, MI 48901');
    await expect(office.getByRole('link', { name: SITE.office.email })).toHaveAttribute('href', `mailto:${SITE.office.email}`);
    await expect(office.getByRole('link', { name: SITE.office.phone })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(office.getByText(SITE.office.fax, { exact: true })).toBeVisible();

    await expect(content.getByText(/^© 2025 /)).toBeVisible();
    await expect(content.getByText('Terms and Conditions', { exact: true })).toBeVisible();
    await expect(content.getByText('Privacy Policy', { exact: true })).toBeVisible();

    // On a screen wider than 1440 px the footer's content stays within 1440 px, centred.
    const left = (await logo.boundingBox())!.x;
    const privacy = (await content.getByText('Privacy Policy', { exact: true }).boundingBox())!;
    expect(left).toBeGreaterThanOrEqual((1920 - 1440) / 2);
    expect(privacy.x + privacy.width).toBeLessThanOrEqual((1920 + 1440) / 2);

    await logo.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.home.hero.heading);
    expect(await isFocused(page.getByRole('heading', { level: 1 }))).toBe(true);
  });
});

test.describe('the phone menu with the keyboard alone', () => {
  const menuButton = (page: Page) => mainNav(page).getByRole('button', { name: SITE.nav.menuButtonLabel });
  const lastLink = (page: Page) => mainNav(page).getByRole('link', { name: SITE.nav.applyNow.label });

  for (const viewport of [PHONE, { width: 320, height: 640 }]) {
    test(`Escape from the last link closes the menu and puts focus back on the Menu button (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/about-us');
      await tabTo(page, menuButton(page));
      await page.keyboard.press('Enter');
      await tabTo(page, lastLink(page));
      await page.keyboard.press('Escape');
      await expect(menuButton(page)).toBeFocused();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(lastLink(page)).toBeHidden();
    });

    test(`Tab past the last link closes the menu and moves on to the page, in view (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await tabTo(page, menuButton(page));
      await page.keyboard.press('Enter');
      await tabTo(page, lastLink(page));
      await page.keyboard.press('Tab');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      // Focus went on to the first link of the page: the banner's Apply Now, no longer under the panel.
      const next = page.getByRole('main').getByRole('link', { name: SITE.home.hero.primaryAction.label }).first();
      await expect(next).toBeFocused();
      await expect(next).toBeInViewport();
    });
  }
});

test.describe('My Account for a signed-in client', () => {
  let addressCount = 0;
  test.beforeEach(async ({ page }) => {
    addressCount += 1;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${100 + addressCount}` });
  });

  for (const [name, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`goes straight to /my-account from the header and the home page banner (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAsClient(page);
      // The prerendered home page hydrates (no mismatch: a console error would fail the test), then the
      // links lead to the account.
      await page.goto('/');
      const banner = page.getByRole('main').getByRole('link', { name: SITE.nav.myAccount.label });
      await expect(banner).toHaveAttribute('href', '/my-account');
      if (viewport === PHONE) await mainNav(page).getByRole('button', { name: SITE.nav.menuButtonLabel }).click();
      const headerLink = mainNav(page).getByRole('link', { name: SITE.nav.myAccount.label });
      await expect(headerLink).toHaveAttribute('href', '/my-account');
      await headerLink.click();
      await expect(page).toHaveURL(/\/my-account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maria' })).toBeVisible();
    });
  }

  test('a visitor still goes to the sign-in chooser', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: SITE.nav.myAccount.label }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

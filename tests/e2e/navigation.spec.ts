import { expect, test, type Page } from '@playwright/test';

import { versionDropdown, waitForHydration } from './page-parts';

test.describe('navbar', () => {
  test('shows logo, title, docs, catalog, blog, design kit, colour toggle and search', async ({ page }) => {
    await page.goto('/extensions/next/home');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('img', { name: 'Rancher UI Extensions logo' })).toBeVisible();
    await expect(navbar.locator('.navbar__title')).toHaveText('Rancher UI Extensions');
    await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/extensions/next/home');
    await expect(navbar.getByRole('link', { name: 'Catalog', exact: true })).toHaveAttribute('href', '/extensions/next/catalog');
    await expect(navbar.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    await expect(navbar.getByRole('link', { name: /Components & Design kit/ })).toHaveAttribute('href', 'https://rancher.github.io/storybook/');
    await expect(navbar.getByRole('button', { name: /dark and light mode/ })).toBeVisible();
    await expect(navbar.getByLabel('Search', { exact: true })).toBeVisible();
  });

  for (const path of ['/extensions/next/home', '/extensions/v2/home']) {
    test(`has the version dropdown on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(versionDropdown(page)).toHaveCount(1);
    });
  }

  for (const path of ['/', '/blog', '/internal/docs']) {
    test(`has no version dropdown on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(versionDropdown(page)).toHaveCount(0);
    });
  }
});

test.describe('active navbar item', () => {
  const activeItems = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('a.navbar__link--active');

  for (const [pagePath, activeLabel] of [
    ['/extensions/next/home', 'Docs'],
    ['/extensions/next/api/panels', 'Docs'],
    ['/extensions/v2/api/panels', 'Docs'],
    ['/extensions/next/catalog', 'Catalog'],
    ['/blog', 'Blog'],
    ['/blog/tags/fleet', 'Blog'],
  ]) {
    test(`only "${activeLabel}" is active on ${pagePath}`, async ({ page }) => {
      await page.goto(pagePath);
      await expect(activeItems(page)).toHaveText([activeLabel]);
    });
  }

  test('no item is active on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(activeItems(page)).toHaveCount(0);
  });

  test('"Docs" opens the home of the version being read', async ({ page }) => {
    await page.goto('/extensions/v2/api/panels');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
      'href',
      '/extensions/v2/home',
    );
  });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/extensions/next/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('"Skip to main content" moves keyboard focus past the navbar into the content', async ({ page }) => {
  await page.goto('/extensions/next/introduction');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusIsInContent = await page.evaluate(() => {
    const focused = document.activeElement;
    return Boolean(focused && document.querySelector('main')?.contains(focused) && !focused.closest('nav.navbar'));
  });
  expect(focusIsInContent).toBe(true);
});

test('each post excerpt on the blog links to its post with words that say where it goes', async ({ page }) => {
  await page.goto('/blog');
  const postTitles = await page.locator('article header h2').allTextContents();
  expect(postTitles.length).toBeGreaterThan(1);
  for (const title of postTitles) {
    const post = page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const link = post.locator('footer').getByRole('link', { name: `Read the full post: ${title}`, exact: true });
    await expect(link).toHaveText('Read the full post');
  }
  await expect(page.getByRole('link', { name: /read more/i })).toHaveCount(0);
});

test('a link to a heading scrolls the heading into view', async ({ page }) => {
  await page.goto('/extensions/next/catalog#add-your-extension-to-this-catalog');
  const heading = page.getByRole('heading', { name: /Add your extension to this catalog/ });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the mobile menu opens on the docs sidebar and can go back to the main menu', async ({ page }) => {
    await page.goto('/extensions/next/introduction');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Getting started' }).first()).toBeVisible();
    await sidebar.getByRole('button', { name: /Back to main menu/ }).click();
    await expect(sidebar.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  });

  test('the pages of the closed menu are not prefetched', async ({ page }) => {
    const menuPage = '/extensions/next/api/cards';
    await page.goto('/extensions/next/api/components/node-driver/about-example');
    await waitForHydration(page);
    const menuLink = page.locator(`.navbar-sidebar a[href="${menuPage}"]`);
    await expect(menuLink).toBeAttached();
    await expect(page.locator(`article a[href="${menuPage}"]`)).toHaveCount(0);
    // A link's page is prefetched once the link touches the viewport; Docusaurus starts its preload on hover.
    const chunksOf = (route: string) =>
      page.evaluate((path) => {
        const before = document.querySelectorAll('link[rel="prefetch"]').length;
        (window as unknown as { docusaurus: { prefetch(path: string): unknown } }).docusaurus.prefetch(path);
        return document.querySelectorAll('link[rel="prefetch"]').length - before;
      }, route);
    await page.waitForTimeout(1000);
    expect(await chunksOf(menuPage)).toBeGreaterThan(0);
  });
});

import { expect, test } from '@playwright/test';

import { extensionsDocsVersions } from '../../src/data/docsVersions';
import { manifestRoutes } from '../fixtures/manifest';
import { olderVersionBanner, switchVersion } from './page-parts';

const routes = manifestRoutes().map((route) => route.path);

function pagesOf(versionPath: string): string[] {
  const prefix = `/extensions/${versionPath}/`;
  return routes.filter((route) => route.startsWith(prefix)).map((route) => route.slice(prefix.length));
}

/** Pages the route manifest lists in both v3 (/extensions/next) and v2. */
const pagesInBothVersions = pagesOf('next').filter((page) => pagesOf('v2').includes(page));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the manifest has pages in both versions', () => {
  expect(pagesInBothVersions).toEqual(expect.arrayContaining(['home', 'api/panels', 'usecases/overview']));
});

for (const docPage of pagesInBothVersions) {
  test(`switching between v3 and v2 on ${docPage} keeps the reader on that page`, async ({ page }) => {
    await page.goto(`/extensions/next/${docPage}`);
    await switchVersion(page, 'v2');
    await expect(page).toHaveURL(new RegExp(`/extensions/v2/${escapeRegExp(docPage)}$`));
    await expect(page.locator('article h1')).toBeVisible();
    await expect(olderVersionBanner(page).getByRole('link', { name: 'Read this in v3' })).toHaveAttribute(
      'href',
      `/extensions/next/${docPage}`,
    );

    await switchVersion(page, 'v3');
    await expect(page).toHaveURL(new RegExp(`/extensions/next/${escapeRegExp(docPage)}$`));
  });
}

test('switching to a version without the page lands on that version home', async ({ page }) => {
  await page.goto('/extensions/next/folder-structure');
  await switchVersion(page, 'v2');
  await expect(page).toHaveURL(/\/extensions\/v2\/home$/);
});

test('v2 pages say which Rancher versions they are for, and the banner link opens v3', async ({ page }) => {
  await page.goto('/extensions/v2/support-matrix');
  await expect(olderVersionBanner(page)).toContainText('Rancher 2.7 to 2.9');
  await olderVersionBanner(page).getByRole('link', { name: 'Read this in v3' }).click();
  await expect(page).toHaveURL(/\/extensions\/next\/support-matrix$/);
});

test('old unversioned links redirect to the current version', async ({ page }) => {
  await page.goto('/extensions/support-matrix');
  await expect(page).toHaveURL(/\/extensions\/next\/support-matrix$/);
});

test("the original site's unit-testing page opens the testing page", async ({ page }) => {
  await page.goto('/extensions/next/unit-testing');
  await expect(page).toHaveURL(/\/extensions\/next\/testing$/);
  await expect(page.locator('article h1')).toHaveText('Testing an extension');
});

for (const [v2Page, currentPage] of Object.entries(extensionsDocsVersions.v2.movedInCurrent)) {
  test(`the banner of v2 ${v2Page} links to its v3 counterpart at ${currentPage}`, async ({ page }) => {
    await page.goto(`/extensions/v2/${v2Page}`);
    await olderVersionBanner(page).getByRole('link', { name: 'Read this in v3' }).click();
    await expect(page).toHaveURL(new RegExp(`/extensions/next/${escapeRegExp(currentPage)}$`));
  });
}

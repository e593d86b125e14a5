import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const sitemapFile = path.resolve(__dirname, '../../build/sitemap.xml');

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(sitemapFile, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}

const paths = sitemapPaths();

test('the sitemap lists the site pages', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/extensions/next/home');
  expect(paths.length).toBeGreaterThan(20);
});

for (const pagePath of paths) {
  test(`renders ${pagePath} without console errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

    const response = await page.goto(pagePath, { waitUntil: 'networkidle' });
    expect(response?.status(), `HTTP status of ${pagePath}`).toBe(200);
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const sitemapFile = path.resolve(__dirname, '../../build/sitemap.xml');

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(sitemapFile, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}

/** WCAG 2.1 A and AA rules. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa'];

async function accessibilityViolations(page: Page): Promise<string[]> {
  const diagrams = page.locator('.docusaurus-mermaid-container');
  if ((await diagrams.count()) > 0) {
    await expect(diagrams.locator('svg')).toHaveCount(await diagrams.count());
  }
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n').pop()?.trim()})`),
  );
}

const paths = sitemapPaths();

test('the sitemap lists the site pages', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/extensions/next/home');
  expect(paths.length).toBeGreaterThan(20);
});

for (const pagePath of paths) {
  test(`${pagePath} renders without console errors and passes axe in light and dark mode`, async ({ page }) => {
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

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await accessibilityViolations(page), 'axe in light mode').toEqual([]);

    await page.getByRole('button', { name: /dark and light mode/ }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await accessibilityViolations(page), 'axe in dark mode').toEqual([]);
    expect(problems).toEqual([]);
  });
}

import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';

const packageFileTitle = /^pkg\/[^/\s]+\/\S+$/;

for (const pagePath of ['/extensions/next/api/panels', '/extensions/v2/api/panels']) {
  test(`${pagePath}: "Download this example" gives a zip with the README and every package file the page shows`, async ({ page }) => {
    await page.goto(pagePath);
    const link = page.getByRole('link', { name: 'Download this example' });
    const titles = page.locator('article [class*="codeBlockTitle"]');
    await expect(titles.first()).toBeVisible();
    const shownFiles = (await titles.allTextContents()).filter((title) => packageFileTitle.test(title));
    expect(shownFiles.length).toBeGreaterThan(0);

    const linkComesFirst = await link.evaluate((anchor, firstTitle) => {
      const title = Array.from(document.querySelectorAll('article [class*="codeBlockTitle"]')).find((element) => element.textContent === firstTitle);
      return title !== undefined && Boolean(anchor.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, shownFiles[0]);
    expect(linkComesFirst).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('panels.example.zip');
    const entries = Object.keys(unzipSync(fs.readFileSync(await download.path()))).map((name) => name.replace(/^[^/]+\//, ''));
    expect(entries).toContain('README.md');
    expect(entries).toEqual(expect.arrayContaining(shownFiles));
  });
}

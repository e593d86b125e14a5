import { expect, test } from '@playwright/test';

import { waitForHydration } from './page-parts';

for (const pagePath of ['/extensions/next/api/panels', '/extensions/v2/api/panels']) {
  test(`${pagePath}: "View as Markdown" opens the page's Markdown, and "Copy page" copies it from the keyboard`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pagePath);
    await waitForHydration(page);
    const title = (await page.locator('article h1').textContent()) ?? '';

    const markdownResponse = await page.request.get(`${pagePath}.md`);
    const markdown = await markdownResponse.text();
    expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', `${pagePath}.md`);

    const copy = page.getByRole('button', { name: 'Copy page' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toHaveText('Page copied to the clipboard as Markdown');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

    await page.getByRole('link', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath}\\.md$`));
  });
}

test('the contributor guide, whose Markdown is not published, has no page actions', async ({ page }) => {
  await page.goto('/internal/docs');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveCount(0);
});

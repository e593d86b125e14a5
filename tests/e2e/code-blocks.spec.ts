import { expect, test, type Page } from '@playwright/test';

import { darkCodeTheme, lightCodeTheme } from '../../src/config/codeThemes';
import { waitForHydration } from './page-parts';

const pageWithCode = '/extensions/next/api/actions';
const themes = { light: lightCodeTheme, dark: darkCodeTheme };

function keywordColour(mode: keyof typeof themes): string {
  const entry = themes[mode].styles.find(({ types }) => types.includes('keyword'));
  return String(entry?.style.color);
}

/** The colour the browser computes for a CSS colour value. */
async function computed(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, colour);
}

for (const mode of ['light', 'dark'] as const) {
  test(`code blocks keep the HTML of the build when the page hydrates, in the ${mode} code colours`, async ({ page }) => {
    await page.addInitScript((storedMode) => {
      window.localStorage.setItem('theme', storedMode);
      const removed: string[] = [];
      (window as unknown as { removedCodeBlocks: string[] }).removedCodeBlocks = removed;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => Array.from(record.removedNodes))) {
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) {
            removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    }, mode);
    await page.goto(pageWithCode);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const keyword = page.locator('article pre .token.keyword').first();
    await expect(keyword).toBeVisible();
    await expect(keyword).toHaveCSS('color', await computed(page, keywordColour(mode)));
    expect(await page.evaluate(() => (window as unknown as { removedCodeBlocks: string[] }).removedCodeBlocks)).toEqual([]);
  });
}

test('switching the colour mode recolours code without rendering it again', async ({ page }) => {
  await page.goto(pageWithCode);
  await waitForHydration(page);
  const keyword = page.locator('article pre .token.keyword').first();
  await expect(keyword).toHaveCSS('color', await computed(page, keywordColour('light')));
  await keyword.evaluate((element) => element.setAttribute('data-before-switch', ''));

  await page.getByRole('button', { name: /dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(keyword).toHaveCSS('color', await computed(page, keywordColour('dark')));
  await expect(keyword).toHaveAttribute('data-before-switch', '');
});

test('the copy button of a built code block copies its code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(pageWithCode);
  await waitForHydration(page);
  const codeBlock = page.locator('article .theme-code-block').filter({ hasText: 'addAction' }).first();
  const lines = await codeBlock.locator('.token-line').allTextContents();

  await codeBlock.hover();
  await codeBlock.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').map((line) => line.trimEnd())).toEqual(lines.map((line) => line.trimEnd()));
});

test('code on a page reached by client-side navigation is highlighted', async ({ page }) => {
  // The home page has no code block, so the highlighter is first loaded by the navigation.
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('pre')).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });

  await page.getByRole('link', { name: 'Build your first extension' }).click();
  await expect(page).toHaveURL(/\/extensions\/next\/extensions-getting-started$/);
  const keyword = page.locator('article pre .token.keyword').first();
  await expect(keyword).toHaveCSS('color', await computed(page, keywordColour('light')));
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

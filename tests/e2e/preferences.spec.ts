import { expect, test } from '@playwright/test';

import { contrastRatio } from '../support/contrast';
import { waitForHydration } from './page-parts';

test('a dismissed announcement stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner').filter({ hasText: 'is the current version' });
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();

  await page.reload();
  await expect(page.getByText('is the current version')).toBeHidden();
});

test('the announcement bar follows the colour mode, its text and link readable in both', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.getByRole('banner').filter({ hasText: 'is the current version' });
  const colours = () =>
    bar.evaluate((element) => {
      const link = element.querySelector('a');
      return {
        background: getComputedStyle(element).backgroundColor,
        text: getComputedStyle(element).color,
        link: link ? getComputedStyle(link).color : '',
      };
    });

  const light = await colours();
  await page.getByRole('button', { name: /dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Wait until the new colours have settled (no transition still under way).
  await expect
    .poll(async () => {
      const before = await colours();
      await page.waitForTimeout(100);
      return before.background !== light.background && JSON.stringify(before) === JSON.stringify(await colours());
    })
    .toBe(true);
  const dark = await colours();

  for (const { background, text, link } of [light, dark]) {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link, background)).toBeGreaterThanOrEqual(4.5);
  }
  expect(contrastRatio(dark.background, '#ffffff')).toBeGreaterThan(contrastRatio(light.background, '#ffffff'));
});

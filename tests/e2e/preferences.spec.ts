import { expect, test } from '@playwright/test';

test('the colour mode toggle switches the theme, stores it under "theme" and keeps it after a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: /dark and light mode/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('a dismissed announcement stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner').filter({ hasText: 'is the current version' });
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();

  await page.reload();
  await expect(page.getByText('is the current version')).toBeHidden();
});

import { expect, test } from '@playwright/test';

test('a dismissed announcement stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner').filter({ hasText: 'is the current version' });
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();

  await page.reload();
  await expect(page.getByText('is the current version')).toBeHidden();
});

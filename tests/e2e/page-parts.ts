import type { Page } from '@playwright/test';

/** The navbar's docs version dropdown (shown only on extensions pages). */
export const versionDropdown = (page: Page) =>
  page.locator('.navbar__items .dropdown').filter({ has: page.locator('a.navbar__link', { hasText: /^v[23]$/ }) });

/** The banner above every v2 page. */
export const olderVersionBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'extensions docs, for' });

/** Opens the version dropdown and picks a version by its label. */
export async function switchVersion(page: Page, label: 'v2' | 'v3'): Promise<void> {
  await versionDropdown(page).hover();
  await versionDropdown(page).getByRole('link', { name: label, exact: true }).click();
}

import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The navbar's docs version dropdown (shown only on extensions pages). */
export const versionDropdown = (page: Page) =>
  page.locator('.navbar__items .dropdown').filter({ has: page.locator('a.navbar__link', { hasText: /^v[23]$/ }) });

/** The banner above every v2 page. */
export const olderVersionBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'extensions docs, for' });

/** Waits until React has hydrated the page: Docusaurus then sets `<html data-has-hydrated="true">`. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens the version dropdown of a hydrated page and picks a version by its label. */
export async function switchVersion(page: Page, label: 'v2' | 'v3'): Promise<void> {
  await waitForHydration(page);
  await versionDropdown(page).hover();
  await versionDropdown(page).getByRole('link', { name: label, exact: true }).click();
}

/** The search box in the navbar. */
export const searchBox = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByLabel('Search', { exact: true });

/** The box reads "Search Ctrl+K" once the index of the version being read has loaded. */
export async function waitForSearchIndex(page: Page): Promise<void> {
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
}

/** The paths of every page the built site's sitemap lists. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}

import { expect, test, type Page } from '@playwright/test';

import { pastedErrors, searchTargets } from '../fixtures/search-queries';
import { searchBox, waitForSearchIndex } from './page-parts';

async function searchAndPressEnter(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  // One input event with the whole query, so the suggestions cannot belong to a prefix of it.
  await searchBox(page).fill(query);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await searchBox(page).press('Enter');
}

for (const [errorText, section] of pastedErrors) {
  test(`pasting "${errorText}" + Enter opens ${section}`, async ({ page }) => {
    const [pagePath, anchor] = section.split('#');
    await page.goto('/extensions/next/home');
    await waitForSearchIndex(page);
    await searchAndPressEnter(page, errorText);
    await expect(page).toHaveURL(new RegExp(`/extensions/next/${pagePath}(\\?[^#]*)?#${anchor}$`));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });
}

for (const [versionPath, targets] of Object.entries(searchTargets)) {
  for (const [query, target] of targets) {
    test(`in ${versionPath}, "${query}" + Enter opens ${target}`, async ({ page }) => {
      await page.goto(`/extensions/${versionPath}/home`);
      await waitForSearchIndex(page);
      await searchAndPressEnter(page, query);
      await expect(page).toHaveURL(new RegExp(`/extensions/${versionPath}/${target}(\\?|#|$)`));
    });
  }
}

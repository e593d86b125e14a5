import { expect, test, type Page } from '@playwright/test';

import { searchBox, waitForSearchIndex } from './page-parts';

/**
 * What a reader types into the search box and the page that documents it, per docs version. Pressing Enter opens
 * the first suggestion, so the documenting page (or one of its headings) must rank first.
 */
const searchTargets: Record<'next' | 'v2', Array<[query: string, page: string]>> = {
  next: [
    ['addPanel', 'api/panels'],
    ['PanelLocation', 'api/panels'],
    ['addAction', 'api/actions'],
    ['ActionLocation', 'api/actions'],
    ['addTab', 'api/tabs'],
    ['TabLocation', 'api/tabs'],
    ['addCard', 'api/cards'],
    ['CardLocation', 'api/cards'],
    ['addTableColumn', 'api/table-columns'],
    ['TableColumnLocation', 'api/table-columns'],
    ['addProduct', 'api/nav/products'],
    ['addRoutes', 'api/nav/routing'],
    ['addNavHooks', 'advanced/hooks'],
    ['addUninstallHook', 'advanced/hooks'],
    ['addDashboardStore', 'advanced/stores'],
    ['addL10n', 'advanced/localization'],
    ['addLocale', 'advanced/localization'],
    ['importTypes', 'api/components/auto-import'],
    ['virtualType', 'api/nav/custom-page'],
    ['air gapped', 'advanced/air-gapped-environments'],
    ['yarn link', 'advanced/yarn-link'],
    ['migrate to vue 3', 'migration'],
    ['version compatibility', 'advanced/version-compatibility'],
    ['safe mode', 'advanced/safe-mode'],
    ['machine config', 'api/components/node-driver/machine-config'],
    ['cloud credential', 'api/components/node-driver/cloud-credential'],
    ['publish extension', 'publishing'],
  ],
  v2: [
    ['addPanel', 'api/panels'],
    ['TabLocation', 'api/tabs'],
    ['addAction', 'api/actions'],
    ['addTableColumn', 'api/table-columns'],
    ['addNavHooks', 'advanced/hooks'],
    ['addProduct', 'api/nav/products'],
    ['addDashboardStore', 'advanced/stores'],
    ['air gapped', 'advanced/air-gapped-environments'],
    ['yarn link', 'advanced/yarn-link'],
    ['version compatibility', 'advanced/version-compatibility'],
    ['safe mode', 'advanced/safe-mode'],
    ['cloud credential', 'usecases/node-driver/cloud-credential'],
  ],
};

async function searchAndPressEnter(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  // One input event with the whole query, so the suggestions cannot belong to a prefix of it.
  await searchBox(page).fill(query);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await searchBox(page).press('Enter');
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

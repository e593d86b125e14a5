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

/**
 * Error messages as a reader copies them from a terminal, the browser console or the Extensions page, and the
 * section that gives the fix: mostly an entry of the troubleshooting page, or the page section that owns the fix.
 */
const pastedErrors: Array<[errorText: string, section: string]> = [
  ['The engine "node" is incompatible with this module', 'troubleshooting#engine-node-incompatible'],
  ['npm warn Unknown cli config "--app-name"', 'troubleshooting#npm-init-app-name'],
  ["ln: failed to create symbolic link '.shell': File exists", 'troubleshooting#shell-symlink-exists'],
  ['tar: */*.tgz: Cannot open: No such file or directory', 'troubleshooting#tar-tgz-cannot-open'],
  ["release tag doesn't match any chart tag", 'troubleshooting#tag-not-matching-chart'],
  ["release tag doesn't match catalog tag", 'troubleshooting#tag-not-matching-catalog'],
  ["'gh-pages' branch not found, this branch must exist before running this script", 'troubleshooting#gh-pages-missing'],
  ["This Extension has been loaded internally, so we won't load the external version", 'troubleshooting#loaded-internally'],
  ['An error occurred loading the code for this Extension', 'troubleshooting#uiplugin-pending'],
  ['Extension is missing the annotation catalog.cattle.io/ui-extensions-version', 'troubleshooting#api-annotation-missing'],
  ['not compatible with the current Rancher kubernetes version', 'troubleshooting#kube-version'],
  ['not compatible with the current version of Rancher', 'troubleshooting#rancher-version'],
  ['md5: command not found', 'publishing#pitfalls'],
];

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

import { expect, test, type Page } from '@playwright/test';

import { queryKinds, searchCases, type SearchCase } from '../fixtures/search-queries';
import { searchBox, waitForSearchIndex } from './page-parts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The URLs Enter may open: the target page (any of its sections) or the target section, of any listed target. */
function targetUrl({ version, opens }: SearchCase): RegExp {
  const targets = opens.split(' | ').map((target) => {
    const [page, anchor] = target.split('#');
    return `${escaped(page)}(\\?[^#]*)?${anchor ? `#${escaped(anchor)}` : '(#[^#]*)?'}`;
  });
  return new RegExp(`/extensions/${version}/(${targets.join('|')})$`);
}

const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');

/**
 * Empties the box (so no suggestion of an earlier query is left), types the query as one input event (so the
 * suggestions cannot belong to a prefix of it) and presses Enter.
 */
async function searchAndPressEnter(page: Page, query: string): Promise<void> {
  await searchBox(page).focus();
  await searchBox(page).fill('');
  await expect(suggestions(page)).toHaveCount(0);
  await searchBox(page).fill(query);
  await expect(suggestions(page).first()).toBeVisible();
  await searchBox(page).press('Enter');
}

/**
 * Every case of the fixture, one test per docs version and class of query. A test loads a page of its version once
 * and then searches from whichever page the previous query opened, as a reader moving through the docs would.
 */
for (const version of ['next', 'v2'] as const) {
  for (const kind of queryKinds) {
    const cases = searchCases.filter((searchCase) => searchCase.version === version && searchCase.kind === kind);
    if (cases.length === 0) {
      continue;
    }
    test(`in ${version}, each ${kind} query + Enter opens the page that documents it (${cases.length} queries)`, async ({ page }) => {
      test.setTimeout(30_000 + cases.length * 3_000);
      await page.goto(`/extensions/${version}/home`);
      await waitForSearchIndex(page);
      const misses: string[] = [];
      for (const searchCase of cases) {
        await searchAndPressEnter(page, searchCase.query);
        try {
          await expect(page).toHaveURL(targetUrl(searchCase), { timeout: 3_000 });
        } catch {
          const opened = new URL(page.url());
          misses.push(`"${searchCase.query}" opened ${opened.pathname}${opened.hash}, not ${searchCase.opens}`);
        }
      }
      expect(misses).toEqual([]);
    });
  }
}

test('a pasted error opens its troubleshooting entry scrolled into view', async ({ page }) => {
  const anchor = 'corepack-fetch';
  await page.goto('/extensions/next/home');
  await waitForSearchIndex(page);
  await searchAndPressEnter(page, '  [cause]: TypeError: globalThis.fetch is not a function');
  await expect(page).toHaveURL(new RegExp(`/extensions/next/troubleshooting(\\?[^#]*)?#${anchor}$`));
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

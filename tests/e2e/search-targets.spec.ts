import { expect, test, type Page } from '@playwright/test';

import { pastedCorepackLog, queryKinds, searchCases, type SearchCase } from '../fixtures/search-queries';
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

/** The query of the search page for a docs version: the version path as the search box's "See all results" sets it. */
const searchPageFor = (version: 'next' | 'v2') => (version === 'next' ? '/search' : '/search?version=extensions%2Fv2%2F');

/**
 * Every case of the fixture, one test per docs version and class of query, on the search page: it shows the results
 * of the same search worker as the box, in the same order, as links, so each query costs one search and no page
 * load. A query of a word no page holds empties the list between two queries, so the first link always belongs to
 * the query just typed.
 */
for (const version of ['next', 'v2'] as const) {
  for (const kind of queryKinds) {
    const cases = searchCases.filter((searchCase) => searchCase.version === version && searchCase.kind === kind);
    if (cases.length === 0) {
      continue;
    }
    test(`in ${version}, the first result of each ${kind} query is the page that documents it (${cases.length} queries)`, async ({ page }) => {
      test.setTimeout(30_000 + cases.length * 1_000);
      await page.goto(searchPageFor(version));
      const input = page.getByRole('searchbox', { name: 'Search' });
      const misses: string[] = [];
      for (const searchCase of cases) {
        await input.fill('qqzzxxnothing');
        await expect(page.getByText('No documents were found')).toBeVisible();
        await input.fill(searchCase.query);
        await expect(page.getByText(/^\d+ documents? found$/)).toBeVisible();
        const href = (await page.locator('article h2 a').first().getAttribute('href')) ?? '';
        if (!targetUrl(searchCase).test(href.replace(/^https?:\/\/[^/]+/, ''))) {
          misses.push(`"${searchCase.query}" lists first ${href}, not ${searchCase.opens}`);
        }
      }
      expect(misses).toEqual([]);
    });
  }
}

/**
 * The search box, with Enter, opens what the search page lists first: the first three cases of each class. Each
 * query starts on a freshly loaded page: an opened page writes the query's words back into the box, and focusing the
 * box again searches for them, so on a busy machine the suggestions of the previous query could arrive after the
 * next one is typed and take the Enter.
 */
for (const version of ['next', 'v2'] as const) {
  const sample = queryKinds.flatMap((kind) =>
    searchCases.filter((searchCase) => searchCase.version === version && searchCase.kind === kind).slice(0, 3),
  );
  test(`in ${version}, Enter in the search box opens the page that documents the query (${sample.length} queries)`, async ({ page }) => {
    test.setTimeout(30_000 + sample.length * 5_000);
    for (const searchCase of sample) {
      await page.goto(`/extensions/${version}/home`);
      await waitForSearchIndex(page);
      await searchAndPressEnter(page, searchCase.query);
      await expect(page, searchCase.query).toHaveURL(targetUrl(searchCase));
      await expect(page.locator('article mark').first(), searchCase.query).toBeAttached();
    }
  });
}

test('a pasted 500-character log opens its troubleshooting entry scrolled into view', async ({ page }) => {
  const anchor = 'corepack-fetch';
  await page.goto('/extensions/next/home');
  await waitForSearchIndex(page);
  expect(pastedCorepackLog).toHaveLength(500);
  await searchAndPressEnter(page, pastedCorepackLog);
  await expect(page).toHaveURL(new RegExp(`/extensions/next/troubleshooting(\\?[^#]*)?#${anchor}$`));
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

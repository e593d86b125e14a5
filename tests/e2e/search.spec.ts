import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

import type { TermMetadata } from '../../src/plugins/search/compact';
import { unpackSearchIndex } from '../../src/plugins/search/packed';
import { searchBox, waitForHydration, waitForSearchIndex } from './page-parts';

const siteDir = path.resolve(__dirname, '../..');

/** Whether any source page of the extensions docs (either version) contains the word. */
function extensionsDocsMention(word: string): boolean {
  const pattern = new RegExp(word, 'i');
  const sourceDirs = ['docs/extensions', 'extensions_versioned_docs'].map((dir) => path.join(siteDir, dir));
  return sourceDirs.some((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file))
      .some((file) => pattern.test(fs.readFileSync(path.join(dir, file), 'utf8'))),
  );
}

const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');

/** Requests for a docs version's search index file. */
const indexFile = /search-index.*\.json$/;

/**
 * Resolves once the browser has run the idle callbacks the page registered when it loaded (idle callbacks run in the
 * order they were requested), so that a load scheduled for idle time would have started.
 */
async function afterIdleCallbacks(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const whenIdle = () => requestIdleCallback(() => resolve());
        if (document.readyState === 'complete') {
          whenIdle();
        } else {
          window.addEventListener('load', whenIdle, { once: true });
        }
      }),
  );
}


async function typeQuery(page: Page, text: string) {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text);
}

/** Opens the page and checks that its index is fetched once the reader reaches for the box, and not before. */
async function expectIndexLoadedOnlyOnIntent(page: Page, pagePath: string): Promise<void> {
  const indexRequests: string[] = [];
  page.on('request', (request) => indexFile.test(request.url()) && indexRequests.push(request.url()));

  await page.goto(pagePath);
  await afterIdleCallbacks(page);
  expect(indexRequests).toEqual([]);
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Loading...');

  await searchBox(page).hover();
  await waitForSearchIndex(page);
  expect(indexRequests).toHaveLength(1);
}

test.describe('search box', () => {
  test('reads "Loading..." until the index is ready, then shows the shortcut', async ({ page }) => {
    let releaseIndex: () => void = () => undefined;
    const indexHeld = new Promise<void>((resolve) => {
      releaseIndex = resolve;
    });
    await page.route(indexFile, async (route) => {
      await indexHeld;
      await route.continue();
    });

    await page.goto('/extensions/next/home');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Loading...');
    releaseIndex();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
  });

  test('on a Save-Data connection the index loads only when the reader reaches for the search box', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }),
    );
    await expectIndexLoadedOnlyOnIntent(page, '/extensions/next/home');
  });

  test('on a normal connection the index loads without any interaction', async ({ page }) => {
    const indexRequest = page.waitForRequest(indexFile);
    await page.goto('/extensions/v2/home');
    expect(new URL((await indexRequest).url()).pathname).toMatch(/^\/extensions\/v2\/search-index/);
    await waitForSearchIndex(page);
  });

  for (const pagePath of ['/', '/blog', '/internal/docs']) {
    test(`on ${pagePath}, outside the extensions docs, the index loads only when the reader reaches for the search box`, async ({ page }) => {
      await expectIndexLoadedOnlyOnIntent(page, pagePath);
    });
  }

  test('says search is unavailable, and the console says why, when the index cannot be loaded', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route(indexFile, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

    await page.goto('/extensions/next/home');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search unavailable');
    expect(errors.filter((text) => text.includes('Search is unavailable'))).not.toEqual([]);
  });

  test('shows ⌘K on a Mac', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await page.goto('/extensions/next/home');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search ⌘K');
  });

  test('Ctrl+K focuses the box', async ({ page }) => {
    await page.goto('/extensions/next/home');
    await waitForSearchIndex(page);
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
  });
});

test.describe('search results', () => {
  test('finds a v3 page and highlights the searched word on it', async ({ page }) => {
    await page.goto('/extensions/next/home');
    await waitForSearchIndex(page);
    await typeQuery(page, 'skeleton');
    // Each key typed starts a search; the suggestions of the whole word are the ones that mark all of it.
    await expect(page.getByRole('listbox').locator('mark').first()).toHaveText(/^skeleton$/i);
    await suggestions(page).first().click();

    await expect(page).toHaveURL(/\/extensions\/next\/[^?]+\?_highlight=skeleton/);
    await expect(page.locator('article mark').first()).toHaveText(/skeleton/i);
  });

  test('the marks of a search go when the reader opens the page again without it', async ({ page }) => {
    await page.goto('/extensions/next/extensions-getting-started?_highlight=skeleton');
    await expect(page.locator('article mark').first()).toHaveText(/skeleton/i);

    await page.locator('nav.menu a.menu__link--active[href$="/extensions-getting-started"]').click();
    await expect(page).toHaveURL(/\/extensions\/next\/extensions-getting-started$/);
    await expect(page.locator('article mark')).toHaveCount(0);
    await expect(page.locator('article')).toContainText(/skeleton/i);
  });

  test('the browser downloads the packed index, holding only the word positions a preview can show, and previews still mark the word', async ({ page }) => {
    const indexResponse = page.waitForResponse(/\/search-index.*\.json$/);
    await page.goto('/extensions/next/home');
    const index = unpackSearchIndex(await (await indexResponse).json());
    const positionLists = index.flatMap((part) =>
      part.index.invertedIndex.flatMap(([, posting]) =>
        Object.values(posting.t as Record<string, TermMetadata>).map((metadata) => metadata.position ?? []),
      ),
    );
    const beyondAnyPreview = positionLists.filter((positions) =>
      positions.some(([start]) => start > positions[0][0] + 100),
    );
    expect(positionLists.length).toBeGreaterThan(10_000);
    expect(beyondAnyPreview).toEqual([]);

    await waitForSearchIndex(page);
    await typeQuery(page, 'provisioning');
    await expect(suggestions(page).first()).toBeVisible();
    const marked = page.getByRole('listbox').locator('mark');
    await expect(marked.first()).toBeVisible();
    expect((await marked.allTextContents()).every((text) => /^provision/i.test(text))).toBe(true);
  });

  test('a v2 reader finds only v2 pages, even for a name both versions document', async ({ page }) => {
    const query = 'addPanel';
    await page.goto('/extensions/v2/home');
    await waitForSearchIndex(page);
    await typeQuery(page, query);
    await expect(suggestions(page).first()).toBeVisible();
    const suggestionCount = await suggestions(page).count();
    expect(suggestionCount).toBeGreaterThan(1);

    for (let index = 0; index < suggestionCount; index += 1) {
      await page.goto('/extensions/v2/home');
      await waitForSearchIndex(page);
      await typeQuery(page, query);
      await suggestions(page).nth(index).click();
      await expect(page, `suggestion ${index + 1} of ${suggestionCount}`).toHaveURL(/\/extensions\/v2\/[^?]+\?_highlight=/);
    }
  });

  test('does not find a word that exists only in the contributor guide', async ({ page }) => {
    const internalOnlyWord = 'disposable';
    expect(extensionsDocsMention(internalOnlyWord), `"${internalOnlyWord}" must not appear in the extensions docs`).toBe(false);

    await page.goto('/internal/getting-started/development_environment');
    await expect(page.locator('article')).toContainText(new RegExp(internalOnlyWord, 'i'));

    // Outside the extensions docs the index loads when the reader reaches for the box.
    await searchBox(page).hover();
    await waitForSearchIndex(page);
    await typeQuery(page, internalOnlyWord);
    await expect(page.getByRole('listbox')).toContainText('No results');
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('"See all results" opens a results page that survives a reload', async ({ page }) => {
    await page.goto('/extensions/next/home');
    await waitForSearchIndex(page);
    await typeQuery(page, 'skeleton');
    await page.getByRole('link', { name: 'See all results' }).click();

    await expect(page).toHaveURL(/\/search\/\?q=skeleton$/);
    const summary = page.getByText(/^\d+ documents found$/);
    await expect(summary).toBeVisible();
    const resultCount = Number((await summary.textContent())?.match(/\d+/)?.[0]);
    expect(resultCount).toBeGreaterThan(0);
    const results = page.locator('article h2 a');
    await expect(results).toHaveCount(resultCount);

    // The host answers the reload with the results page itself (search/index.html), not with the not-found page.
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "skeleton"');
    await expect(summary).toHaveText(`${resultCount} documents found`);
    await expect(results).toHaveCount(resultCount);
  });

  test('the results page works when opened directly', async ({ page }) => {
    const response = await page.goto('/search?q=skeleton');
    expect(response?.ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "skeleton"');
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /^\/extensions\/next\//);
  });
});

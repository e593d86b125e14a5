import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { sitemapPaths, waitForHydration } from './page-parts';

/** WCAG 2.1 A and AA rules. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** The WCAG 2.1 AA rules whose outcome depends on colours: all that can change when the colour mode does. */
const colourRules = ['color-contrast', 'link-in-text-block'];

const colourModeToggle = (page: Page) => page.getByRole('button', { name: /dark and light mode/ }).first();

/** The markup of each Mermaid diagram on the page, in page order. */
const diagramMarkup = (page: Page) =>
  page.locator('.docusaurus-mermaid-container').evaluateAll((containers) => containers.map((container) => container.innerHTML));

/**
 * Mermaid draws each diagram in the browser, after hydration, and again in the new colours when the colour mode
 * changes. Axe must see the drawn diagrams: wait until hydration is over, the network is quiet (Mermaid loads its
 * diagram types on demand) and the diagrams stop changing.
 */
async function waitForDiagrams(page: Page, drawnBefore: string[] = []): Promise<string[]> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  let previous: string[] = [];
  await expect
    .poll(
      async () => {
        const current = await diagramMarkup(page);
        const settled =
          current.length >= drawnBefore.length &&
          current.every((markup) => markup.includes('<svg') && !drawnBefore.includes(markup)) &&
          JSON.stringify(current) === JSON.stringify(previous);
        previous = current;
        return settled;
      },
      { message: 'Mermaid diagrams drawn in the current colour mode', intervals: [250] },
    )
    .toBe(true);
  return previous;
}

async function accessibilityViolations(page: Page, scope: 'all rules' | 'colour rules'): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (scope === 'all rules' ? axe.withTags(wcagTags) : axe.withRules(colourRules)).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n').pop()?.trim()})`),
  );
}

const paths = sitemapPaths();

// Present as a Save-Data connection, so the search box does not fetch and parse its index while axe runs: these
// tests are about each page, and the search tests cover the index.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }));
});

test('the sitemap lists the site pages', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/extensions/next/home');
  expect(paths.length).toBeGreaterThan(20);
});

for (const pagePath of paths) {
  test(`${pagePath} renders without console errors and passes axe in light and dark mode`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

    const response = await page.goto(pagePath);
    expect(response?.status(), `HTTP status of ${pagePath}`).toBe(200);
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
    expect(problems).toEqual([]);

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightDiagrams = await waitForDiagrams(page);
    expect(await accessibilityViolations(page, 'all rules'), 'axe in light mode').toEqual([]);

    await colourModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await waitForDiagrams(page, lightDiagrams);
    // Colours fade into the new mode; axe must measure the end of the transitions, not a colour in between.
    await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
    expect(await accessibilityViolations(page, 'colour rules'), 'axe in dark mode').toEqual([]);
    expect(problems).toEqual([]);
  });
}

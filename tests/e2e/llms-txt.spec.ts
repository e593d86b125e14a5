import { expect, test } from '@playwright/test';

import { sitemapPaths } from './page-parts';

/** Every v3 extensions page of the build, as its sitemap lists it. */
const currentExtensionsPages = sitemapPaths().filter((route) => route.startsWith('/extensions/next/'));

/** `- [Title](/path.md): description` lines of an llms.txt file. */
function listedPages(llmsTxt: string): Map<string, { title: string; description: string }> {
  const entries = [...llmsTxt.matchAll(/^- \[([^\]]+)\]\(([^)]+)\.md\)(?:: (.*))?$/gm)];
  return new Map(entries.map(([, title, pagePath, description]) => [pagePath, { title, description: description ?? '' }]));
}

test('/llms.txt lists every v3 extensions page with its description, and nothing else of the docs', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const llmsTxt = await response.text();
  expect(llmsTxt).toMatch(/^# Rancher UI Extensions\n\n> \S/);

  const listed = listedPages(llmsTxt);
  expect([...listed.keys()].sort()).toEqual([...currentExtensionsPages].sort());
  expect([...listed].filter(([, { description }]) => description.length < 20).map(([pagePath]) => pagePath)).toEqual([]);
});

test('each page listed in /llms.txt can be fetched as Markdown', async ({ request }) => {
  const listed = listedPages(await (await request.get('/llms.txt')).text());
  const problems: string[] = [];
  for (const [pagePath, { title }] of listed) {
    const response = await request.get(`${pagePath}.md`);
    const markdown = await response.text();
    if (response.status() !== 200 || !response.headers()['content-type']?.startsWith('text/markdown')) {
      problems.push(`${pagePath}.md: HTTP ${response.status()} ${response.headers()['content-type']}`);
    } else if (!markdown.startsWith(`# ${title}\n`) || markdown.includes('data:image') || markdown.includes('Direct link to')) {
      problems.push(`${pagePath}.md: does not read as the clean Markdown of "${title}"`);
    }
  }
  expect(problems).toEqual([]);
});

import { expect, test } from '@playwright/test';

import { sitemapPaths } from './page-parts';

/** The extensions pages of a docs version, as the sitemap lists them. */
const pagesOf = (versionPath: string) => sitemapPaths().filter((route) => route.startsWith(`/extensions/${versionPath}/`));

/** `- [Title](/path.md): description` lines of an llms.txt file. */
function listedPages(llmsTxt: string): Map<string, { title: string; description: string }> {
  const entries = [...llmsTxt.matchAll(/^- \[([^\]]+)\]\(([^)]+)\.md\)(?:: (.*))?$/gm)];
  return new Map(entries.map(([, title, pagePath, description]) => [pagePath, { title, description: description ?? '' }]));
}

const lists = [
  { file: '/llms.txt', title: 'Rancher UI Extensions', versionPath: 'next' },
  { file: '/extensions/v2/llms.txt', title: 'Rancher UI Extensions v2', versionPath: 'v2' },
];

for (const { file, title, versionPath } of lists) {
  test(`${file} lists every ${versionPath} extensions page with its description, and nothing else of the docs`, async ({ request }) => {
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    const llmsTxt = await response.text();
    expect(llmsTxt.startsWith(`# ${title}\n\n> `)).toBe(true);

    const listed = listedPages(llmsTxt);
    expect([...listed.keys()].sort()).toEqual([...pagesOf(versionPath)].sort());
    expect([...listed].filter(([, { description }]) => description.length < 20).map(([pagePath]) => pagePath)).toEqual([]);
  });
}

test('/llms.txt links the list of the v2 pages', async ({ request }) => {
  const llmsTxt = await (await request.get('/llms.txt')).text();
  expect(llmsTxt).toMatch(/^- \[Extensions v2 docs\]\(https:\/\/extensions\.rancher\.io\/extensions\/v2\/llms\.txt\): /m);
});

test('each page listed in /llms.txt and /extensions/v2/llms.txt can be fetched as Markdown', async ({ request }) => {
  test.setTimeout(60_000);
  const listed = new Map<string, { title: string; description: string }>();
  for (const { file } of lists) {
    listedPages(await (await request.get(file)).text()).forEach((entry, pagePath) => listed.set(pagePath, entry));
  }
  const problems: string[] = [];
  for (const [pagePath, { title }] of listed) {
    const response = await request.get(`${pagePath}.md`);
    const markdown = await response.text();
    if (response.status() !== 200) {
      problems.push(`${pagePath}.md: HTTP ${response.status()}`);
    } else if (!markdown.startsWith(`# ${title}\n`) || markdown.includes('data:image') || markdown.includes('Direct link to')) {
      problems.push(`${pagePath}.md: does not read as the clean Markdown of "${title}"`);
    }
  }
  expect(problems).toEqual([]);
});

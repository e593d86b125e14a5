/** @jest-environment node */

import fs from 'node:fs';
import path from 'node:path';

import { heldOutCases } from '../fixtures/search-queries-held-out';
import { queryKinds, searchCases, type SearchCase } from '../fixtures/search-queries';

const siteDir = path.resolve(__dirname, '../..');
const docsFolder = { next: 'docs/extensions', v2: 'extensions_versioned_docs/version-v2' } as const;

/** The Markdown file of a docs route; a folder's page may be its `index.md` or a file named like the folder. */
function pageFile(version: 'next' | 'v2', page: string): string | undefined {
  const base = path.join(siteDir, docsFolder[version], page);
  const folderPage = path.join(base, path.basename(base));
  return [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), `${folderPage}.md`].find((file) => fs.existsSync(file));
}

function casesWithoutSource(cases: SearchCase[]): SearchCase[] {
  return cases.filter(({ source }) => !/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/\S+$/.test(source));
}

function targetsWithoutPage(cases: SearchCase[]): string[] {
  return cases.flatMap(({ version, opens }) =>
    opens
      .split(' | ')
      .map((target) => target.split('#')[0])
      .filter((page) => !pageFile(version, page))
      .map((page) => `${version}: ${page}`),
  );
}

describe('the search queries of the e2e test and the benchmark', () => {
  it('hold at least 150 cases, of every class in both docs versions', () => {
    expect(searchCases.length).toBeGreaterThanOrEqual(150);
    for (const version of ['next', 'v2'] as const) {
      for (const kind of queryKinds) {
        expect(searchCases.filter((searchCase) => searchCase.version === version && searchCase.kind === kind).length).toBeGreaterThan(0);
      }
    }
  });

  it('each name the public issue, pull request or code its wording comes from', () => {
    expect(casesWithoutSource(searchCases)).toEqual([]);
  });

  it('each query appears once per docs version', () => {
    const keys = searchCases.map(({ version, query }) => `${version} ${query}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('each target is a page of that docs version', () => {
    expect(targetsWithoutPage(searchCases)).toEqual([]);
  });
});

describe('the held-out search queries of the benchmark', () => {
  it('share no query and no source with the tuned queries', () => {
    const tuned = new Set(searchCases.flatMap(({ version, query, source }) => [`${version} ${query}`, source]));
    expect(heldOutCases.filter(({ version, query, source }) => tuned.has(`${version} ${query}`) || tuned.has(source))).toEqual([]);
  });

  it('each name their source and open a page of their docs version', () => {
    expect(casesWithoutSource(heldOutCases)).toEqual([]);
    expect(targetsWithoutPage(heldOutCases)).toEqual([]);
  });
});

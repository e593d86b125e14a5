/** @jest-environment node */

import lunr from 'lunr';
import { getStemmedPositions } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import { highlightStemmed } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import { buildIndex } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';

import type { SearchIndexFile } from '@site/src/plugins/search/compact';
import { indexedTerms } from '@site/src/plugins/search/query';
import { reindexWithSearchTerms } from '@site/src/plugins/search/reindex';
import { indexTerms, queryTerms } from '@site/src/plugins/search/terms';
import { loadIndex, runSearch, shownResult, type PluginSearchCode } from '../support/plugin-search';

const plugin = { lunr, tokenize, smartQueries, sortSearchResults, highlightStemmed, getStemmedPositions } satisfies PluginSearchCode;

describe('indexTerms', () => {
  it('indexes a qualified name whole, by its segments and by the words of each identifier, each where it stands', () => {
    const text = 'Use TabLocation.RESOURCE_DETAIL here';
    const terms = indexTerms(text).map(({ term, start, length }) => [term, text.slice(start, start + length)]);
    expect(terms).toEqual([
      ['use', 'Use'],
      ['tablocation.resource_detail', 'TabLocation.RESOURCE_DETAIL'],
      ['tablocation', 'TabLocation'],
      ['tab', 'Tab'],
      ['location', 'Location'],
      ['resource_detail', 'RESOURCE_DETAIL'],
      ['resource', 'RESOURCE'],
      ['detail', 'DETAIL'],
      ['here', 'here'],
    ]);
  });

  it('drops the quotes, brackets and @ around a word, and keeps versions, contractions and $names whole', () => {
    const terms = (text: string) => indexTerms(text).map(({ term }) => term);
    expect(terms("'url-loader'")).toEqual(['url-loader', 'url', 'loader']);
    expect(terms('addTableColumn()')).toEqual(['addtablecolumn', 'add', 'table', 'column']);
    expect(terms('@shell/core/types')).toEqual(['shell/core/types', 'shell', 'core', 'types']);
    expect(terms('shell@3.0.13')).toEqual(['shell@3.0.13', 'shell', '3.0.13']);
    expect(terms("can't")).toEqual(["can't"]);
    expect(terms('URLLoader useI18n')).toEqual(['urlloader', 'url', 'loader', 'usei18n', 'use', 'i18n']);
    expect(terms('$extension')).toEqual(['$extension', 'extension']);
    expect(terms('this.$store.getters')).toEqual(['this.$store.getters', 'this.store.getters', 'this', '$store', 'store', 'getters']);
    expect(terms('$ yarn')).toEqual(['yarn']);
    expect(terms('/safeMode')).toEqual(['/safemode', 'safemode', 'safe', 'mode']);
    expect(terms('(@shell/components/Tabbed/Tab.vue)')).toEqual([
      'shell/components/tabbed/tab.vue',
      'shell/components/tabbed/tab',
      'shell',
      'components',
      'tabbed',
      'tab',
      'vue',
    ]);
  });
});

describe('queryTerms', () => {
  it.each([
    ['addTableColumn', ['addtablecolumn']],
    ['addTableColumn()', ['addtablecolumn']],
    ['addTableColumn(', ['addtablecolumn']],
    ['TabLocation.RESOURCE_DETAIL', ['tablocation.resource_detail', 'tablocation', 'resource_detail']],
    [
      '$plugin.addTab(TabLocation.RESOURCE_DETAIL',
      [
        '$plugin.addtab(tablocation.resource_detail',
        '$plugin.addtab',
        'plugin.addtab',
        '$plugin',
        'plugin',
        'addtab',
        'tablocation.resource_detail',
        'tablocation',
        'resource_detail',
      ],
    ],
    ['@shell/core/types', ['shell/core/types', 'shell', 'core', 'types']],
    ["this.$store.getters['management/all']", ["this.$store.getters['management/all", 'this.$store.getters', 'this.store.getters', 'this', '$store', 'store', 'getters', 'management/all', 'management', 'all']],
    ['"node"', ['node']],
  ])('turns %s into the terms the index holds for it', (query, terms) => {
    expect(queryTerms(query).map(({ term }) => term)).toEqual(terms);
  });

  it('marks a word written with segments as whole, so that places writing its segments apart still match', () => {
    expect(queryTerms('plugin.addTab( addTab')).toEqual([
      { term: 'plugin.addtab', whole: true, word: 1 },
      { term: 'plugin', whole: false, word: 1 },
      { term: 'addtab', whole: false, word: 1 },
    ]);
  });
});

/** A small site: two reference pages, a page that mentions their names in passing, and a troubleshooting entry. */
function siteIndex(): SearchIndexFile {
  const pages = [
    { i: 1, t: 'Tabs (addTab)', u: '/extensions/next/api/tabs' },
    { i: 2, t: 'Core concepts', u: '/extensions/next/api/concepts' },
    { i: 3, t: 'Troubleshooting', u: '/extensions/next/troubleshooting' },
    { i: 4, t: 'Store getters', u: '/extensions/next/advanced/stores' },
  ];
  const headings = [
    { i: 10, t: 'TabLocation.RESOURCE_DETAIL', u: '/extensions/next/api/tabs', h: '#resource-detail', p: 1 },
    { i: 11, t: 'Extension points', u: '/extensions/next/api/concepts', h: '#extension-points', p: 2 },
    { i: 12, t: 'The dist-pkg folder is missing', u: '/extensions/next/troubleshooting', h: '#dist-pkg-missing', p: 3 },
    { i: 13, t: "management/all and other getters", u: '/extensions/next/advanced/stores', h: '#management-all', p: 4 },
    { i: 14, t: 'Installed extension version not compatible with the current API', u: '/extensions/next/troubleshooting', h: '#api-mismatch', p: 3 },
    { i: 15, t: 'The API annotation is missing', u: '/extensions/next/troubleshooting', h: '#api-annotation-missing', p: 3 },
  ];
  const contents = [
    {
      i: 20,
      t: 'A tab on the detail page of a resource: call addTab() with TabLocation.RESOURCE_DETAIL and the resource type.',
      u: '/extensions/next/api/tabs',
      h: '#resource-detail',
      p: 1,
    },
    {
      i: 21,
      t: 'Extensions add tabs (addTab), panels and actions. Locations such as RESOURCE_DETAIL say where; each has a page.',
      u: '/extensions/next/api/concepts',
      h: '#extension-points',
      p: 2,
    },
    {
      i: 22,
      t: "yarn serve-pkgs stops with: Error: The 'dist-pkg directory doesn't exist. You likely need to run the 'yarn build-pkg <pkg name>' command first.",
      u: '/extensions/next/troubleshooting',
      h: '#dist-pkg-missing',
      p: 3,
    },
    {
      i: 23,
      t: "Read every cluster with this.$store.getters['management/all']('management.cattle.io.cluster').",
      u: '/extensions/next/advanced/stores',
      h: '#management-all',
      p: 4,
    },
    {
      i: 24,
      t: 'Compare the versions on the card with the annotations of your build.',
      u: '/extensions/next/troubleshooting',
      h: '#api-mismatch',
      p: 3,
    },
    {
      i: 25,
      t: 'The card reads: Unable to load Extension. The version installed is not compatible with the current Extensions API Version (Extension is missing the annotation catalog.cattle.io/ui-extensions-version)',
      u: '/extensions/next/troubleshooting',
      h: '#api-annotation-missing',
      p: 3,
    },
  ];
  const config = { language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false };
  const pluginFile = JSON.parse(JSON.stringify(buildIndex([pages, headings, [], [], contents], config))) as SearchIndexFile;
  return reindexWithSearchTerms(pluginFile);
}

describe('searching with our terms', () => {
  const indexes = loadIndex(plugin, siteIndex());
  const firstResult = (query: string) => {
    const [first] = runSearch(plugin, indexes, query, 8);
    return first ? `${first.document.u}${first.document.h ?? ''}` : 'no result';
  };

  it.each([
    'TabLocation.RESOURCE_DETAIL',
    'RESOURCE_DETAIL',
    'resource_detail',
    'TabLocation.RESOURCE_DE',
    'TabLocation.RESOURCE_DETAIL,',
  ])('%s opens the heading that documents it, not the page that mentions it', (query) => {
    expect(firstResult(query)).toBe('/extensions/next/api/tabs#resource-detail');
  });

  it.each(['addTab', 'addTab()', 'addTab(', 'plugin.addTab'])('%s opens the page whose title names it', (query) => {
    expect(firstResult(query)).toBe('/extensions/next/api/tabs');
  });

  it('a store getter written as code opens the section that documents it', () => {
    expect(firstResult("this.$store.getters['management/all']")).toBe('/extensions/next/advanced/stores#management-all');
  });

  it("a pasted error with the reader's own paths and versions opens the entry that quotes it", () => {
    const pasted =
      "/home/dev/my-extension$ yarn serve-pkgs\nyarn run v1.22.19\nError: The 'dist-pkg directory doesn't exist. You likely need to run the 'yarn build-pkg <pkg name>' command first.";
    expect(firstResult(pasted)).toBe('/extensions/next/troubleshooting#dist-pkg-missing');
  });

  it('a pasted message opens the entry that quotes it, before a heading that holds many of its words', () => {
    const pasted = 'Unable to load Extension. The version installed is not compatible with the current Extensions API Version';
    expect(firstResult(pasted)).toBe('/extensions/next/troubleshooting#api-annotation-missing');
  });

  it('a query of words no page holds finds nothing, so the reader sees "No results"', () => {
    expect(indexedTerms('istanbul', indexes.map(({ index }) => index))).toEqual([]);
    expect(firstResult('istanbul')).toBe('no result');
  });

  it('previews mark the part of an identifier that was searched for', () => {
    const [first] = runSearch(plugin, indexes, 'resource detail', 8);
    expect(first.document.t).toBe('TabLocation.RESOURCE_DETAIL');
    expect(shownResult(plugin, first, 100).preview).toBe('TabLocation.<mark>RESOURCE</mark>_<mark>DETAIL</mark>');
  });
});

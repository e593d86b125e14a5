/**
 * What the search index costs and what search finds. For each docs version of the built site, the index is made
 * again from the built HTML with the search plugin's own code, as the plugin writes it, then with our search terms
 * (src/plugins/search/terms.ts), and packed, and compared with the file in build/:
 *
 * - sizes (raw, gzip -9 and gzip -6) of the plugin's file, of ours, of ours without the positions no preview shows,
 *   and of the packed file;
 * - for the queries of tests/fixtures/search-queries.ts, per class: how often the page or section that documents the
 *   query is the first result (what Enter opens) and among the first three, with the plugin's own terms and search,
 *   and with ours as the browser gets them; the misses are listed; the same for the held-out queries of
 *   tests/fixtures/search-queries-held-out.ts, which no test requires to pass;
 * - how long a search for a 500-character pasted message takes;
 * - for a few thousand queries, whether the results and previews of the packed index, as the search worker unpacks
 *   it, are those of the index before packing (search box: 8 results; search page: 100).
 *
 * With `--strict` (`npm run test:search-index`, part of `npm test`) only the last comparison runs, between the index
 * made from the built pages and the packed file in build/ as the search worker unpacks it, and any changed result,
 * order or preview makes it exit non-zero.
 *
 * Run `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';
import { build } from 'esbuild';

import { search } from '../../src/config/pluginOptions';
import { compactSearchIndex, longestPreview, type SearchIndexFile } from '../../src/plugins/search/compact';
import { packSearchIndex, unpackSearchIndex } from '../../src/plugins/search/packed';
import { reindexWithSearchTerms } from '../../src/plugins/search/reindex';
import { pastedCorepackLog, queryKinds, searchCases, type DocsVersion, type SearchCase } from '../fixtures/search-queries';
import { heldOutCases } from '../fixtures/search-queries-held-out';
import {
  loadIndex,
  opensTarget,
  runSearch,
  shownResult,
  type LoadedIndex,
  type PluginSearchCode,
  type SearchDocument,
} from '../support/plugin-search';
import { gzipSize } from './build-server';

const siteDir = path.resolve(__dirname, '../..');

const searchOptions: SearchOptions = search;
const buildDir = path.join(siteDir, 'build');
const pluginDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const generatedDir = path.join(siteDir, '.docusaurus/@easyops-cn/docusaurus-search-local/default');

/** Bundles the plugin's client utilities for Node, with the constants the build generated for this site. */
async function loadPluginSearchCode(): Promise<PluginSearchCode> {
  const utils = path.join(pluginDir, 'dist/client/client/utils');
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-')), 'search.cjs');
  await build({
    stdin: {
      contents: ['tokenize', 'smartQueries', 'sortSearchResults', 'highlightStemmed', 'getStemmedPositions']
        .map((name) => `export { ${name} } from ${JSON.stringify(path.join(utils, name))};`)
        .concat(`export { default as lunr } from "lunr";`)
        .join('\n'),
      resolveDir: pluginDir,
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    logLevel: 'error',
    alias: {
      '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js': path.join(generatedDir, 'generated-constants.js'),
      '@generated/@easyops-cn/docusaurus-search-local/default/generated.js': path.join(generatedDir, 'generated.js'),
    },
  });
  return require(outfile) as PluginSearchCode;
}

/** The index as the plugin writes it, made from the built pages of one docs version with the plugin's own code. */
/**
 * The plugin's index of the built pages of a docs version, made again with the plugin's own code. Pages are scanned
 * in the order of `pageOrder` (the page URLs of the index in build/), so that documents get the ids they have there.
 */
async function pluginIndex(versionDir: string, versionUrl: string, pageOrder: string[]): Promise<SearchIndexFile> {
  const { scanDocuments } = require(path.join(pluginDir, 'dist/server/server/utils/scanDocuments'));
  const { buildIndex } = require(path.join(pluginDir, 'dist/server/server/utils/buildIndex'));
  const rank = (url: string) => (pageOrder.includes(url) ? pageOrder.indexOf(url) : pageOrder.length);
  const pages = fs
    .readdirSync(versionDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    // Redirect pages (`/extensions/v2` to its home page) are files of the build, not docs the plugin indexes.
    .filter((file) => !fs.readFileSync(path.join(versionDir, file), 'utf8').includes('http-equiv="refresh"'))
    .map((file) => ({ filePath: path.join(versionDir, file), url: `${versionUrl}/${file.replace(/\.html$/, '')}`, type: 'docs' }))
    .sort((a, b) => rank(a.url) - rank(b.url));
  const config = {
    ignoreCssSelectors: searchOptions.ignoreCssSelectors,
    language: searchOptions.language,
    removeDefaultStopWordFilter: [],
    removeDefaultStemmer: false,
    forceIgnoreNoIndex: false,
  };
  const documents = await scanDocuments(pages, config);
  return JSON.parse(JSON.stringify(buildIndex(documents, config))) as SearchIndexFile;
}

/**
 * Titles and headings (their first four words, as a reader would type them), their single words, and the queries
 * of the fixture.
 */
function comparisonQueries(file: SearchIndexFile, cases: SearchCase[]): string[] {
  const titlesAndHeadings = [...file[0].documents, ...file[1].documents].map((doc) =>
    (doc as SearchDocument).t.split(/\s+/).slice(0, 4).join(' '),
  );
  const words = titlesAndHeadings.flatMap((text) => text.split(/[^\w.$@/-]+/)).filter((word) => word.length >= 3);
  return [...new Set([...titlesAndHeadings, ...words.map((word) => word.toLowerCase()), ...cases.map(({ query }) => query)])];
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)}%`;
}

const searchBoxLimit = searchOptions.searchResultLimits ?? 8;

const fixtures = [
  { file: 'tests/fixtures/search-queries.ts', cases: searchCases },
  { file: 'tests/fixtures/search-queries-held-out.ts', cases: heldOutCases },
];

/** How often the documenting page or section is the first result, and among the first three. */
function hits(cases: SearchCase[], search: (query: string) => ReturnType<typeof runSearch>) {
  const misses: string[] = [];
  let first = 0;
  let firstThree = 0;
  for (const searchCase of cases) {
    const results = search(searchCase.query);
    const rank = results.findIndex((result) => opensTarget(result, searchCase));
    first += Number(rank === 0);
    firstThree += Number(rank >= 0 && rank < 3);
    if (rank !== 0) {
      const got = results.slice(0, 3).map(({ document }) => `${document.u}${document.h ?? ''}`);
      misses.push(`"${searchCase.query}" -> ${searchCase.opens}; first three: ${got.join(', ') || 'none'}`);
    }
  }
  return { first, firstThree, misses };
}

function printFindings(
  fixture: { file: string; cases: SearchCase[] },
  code: PluginSearchCode,
  version: DocsVersion,
  pluginIndexes: LoadedIndex,
  builtIndexes: LoadedIndex,
): void {
  console.log(`  queries of ${fixture.file}, first result (what Enter opens) and first three:`);
  const allMisses: string[] = [];
  for (const kind of queryKinds) {
    const cases = fixture.cases.filter((searchCase) => searchCase.version === version && searchCase.kind === kind);
    if (cases.length === 0) {
      continue;
    }
    const before = hits(cases, (query) => runSearch(code, pluginIndexes, query, searchBoxLimit, { pluginSearchOnly: true }));
    const now = hits(cases, (query) => runSearch(code, builtIndexes, query, searchBoxLimit));
    console.log(
      `    ${kind} (${cases.length}): plugin's terms top-1 ${before.first}, top-3 ${before.firstThree}; ` +
        `ours top-1 ${now.first}, top-3 ${now.firstThree}`,
    );
    allMisses.push(...now.misses);
  }
  for (const miss of allMisses) {
    console.log(`      miss: ${miss}`);
  }
}

function printLongQueryTime(code: PluginSearchCode, indexes: LoadedIndex): void {
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now();
    runSearch(code, indexes, pastedCorepackLog, searchBoxLimit);
    return performance.now() - start;
  }).sort((a, b) => a - b);
  console.log(`  a ${pastedCorepackLog.length}-character pasted log: ${times[2].toFixed(0)} ms (median of 5, in Node)`);
}

/** Prints how the packed index's results compare with the index before packing; returns how many searches differ. */
function printPackedComparison(code: PluginSearchCode, before: SearchIndexFile, after: SearchIndexFile, queries: string[]): number {
  let differences = 0;
  console.log("  searches below: our index before packing against the packed one as the search worker unpacks it");
  const [beforeIndex, afterIndex] = [loadIndex(code, before), loadIndex(code, after)];
  for (const [where, limit, previewLength] of [['search box', searchBoxLimit, 50], ['search page', 100, 100]] as const) {
    let sameFirst = 0;
    let sameList = 0;
    let sameTargets = 0;
    let shownResults = 0;
    let samePreviews = 0;
    let sameTextFewerMarks = 0;
    const changed: string[] = [];
    for (const query of queries) {
      const old = runSearch(code, beforeIndex, query, limit).map((result) => shownResult(code, result, previewLength));
      const now = runSearch(code, afterIndex, query, limit).map((result) => shownResult(code, result, previewLength));
      sameFirst += Number(old[0]?.target === now[0]?.target);
      sameList += Number(old.map((item) => item.target).join() === now.map((item) => item.target).join());
      const nowByTarget = new Map(now.map((item) => [item.target, item.preview]));
      sameTargets += Number(old.every((item) => nowByTarget.has(item.target)) && old.length === now.length);
      for (const item of old) {
        const preview = nowByTarget.get(item.target);
        if (preview === undefined) {
          continue;
        }
        shownResults += 1;
        const plain = (html: string): string => html.replace(/<\/?mark>/g, '');
        if (preview === item.preview) {
          samePreviews += 1;
        } else if (plain(preview) === plain(item.preview)) {
          sameTextFewerMarks += 1;
        } else if (changed.length < 3) {
          changed.push(`"${query}": ${item.preview} -> ${preview}`);
        }
      }
    }
    console.log(`  ${where} (${limit} results), ${queries.length} queries:`);
    console.log(`    first result unchanged: ${sameFirst} (${percent(sameFirst, queries.length)})`);
    console.log(`    same results: ${sameTargets} (${percent(sameTargets, queries.length)}); in the same order: ${sameList} (${percent(sameList, queries.length)})`);
    console.log(
      `    previews of ${shownResults} results: unchanged ${percent(samePreviews, shownResults)}, ` +
        `same text with fewer highlights ${percent(sameTextFewerMarks, shownResults)}, ` +
        `other text ${percent(shownResults - samePreviews - sameTextFewerMarks, shownResults)}`,
    );
    for (const example of changed) {
      console.log(`      e.g. ${example}`);
    }
    differences += queries.length - sameList + (shownResults - samePreviews);
  }
  return differences;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(generatedDir, 'generated-constants.js'))) {
    throw new Error('run `npm run build` first');
  }
  const code = await loadPluginSearchCode();
  const versions = [
    { key: 'next' as const, dir: path.join(buildDir, 'extensions/next'), url: '/extensions/next', indexDir: buildDir },
    { key: 'v2' as const, dir: path.join(buildDir, 'extensions/v2'), url: '/extensions/v2', indexDir: path.join(buildDir, 'extensions/v2') },
  ];
  const onlyFindings = process.argv.includes('--findings');
  const strict = process.argv.includes('--strict');
  let differences = 0;
  for (const version of versions) {
    const builtFile = fs.readdirSync(version.indexDir).find((name) => /^search-index.*\.json$/.test(name));
    if (!builtFile) {
      throw new Error(`no search index in ${version.indexDir}`);
    }
    const builtPacked = fs.readFileSync(path.join(version.indexDir, builtFile));
    const built = unpackSearchIndex(JSON.parse(builtPacked.toString('utf8')));
    const pageOrder = [...(built[0].documents as SearchDocument[])].sort((a, b) => a.i - b.i).map((doc) => doc.u);
    const plugins = await pluginIndex(version.dir, version.url, pageOrder);
    const ours = reindexWithSearchTerms(plugins);

    console.log(`\n${version.url} index`);
    if (strict) {
      differences += printPackedComparison(code, ours, built, comparisonQueries(plugins, cases(version.key)));
      continue;
    }
    const previewLength = longestPreview(searchOptions.searchResultContextMaxLength);
    const packed = packSearchIndex(ours, previewLength);
    const sizes = [
      ["as the plugin writes it (the plugin's terms)", plugins],
      ['with our search terms', ours],
      ['without the positions no preview shows', compactSearchIndex(ours, previewLength)],
      ['packed, as the browser downloads it', packed],
    ] as const;
    for (const [label, content] of sizes) {
      const text = JSON.stringify(content);
      console.log(`  ${label}: ${text.length} B raw, ${gzipSize(text)} B gzip -9, ${gzipSize(text, 6)} B gzip -6`);
    }
    console.log(`  in build/: ${builtFile}, ${builtPacked.length} B raw, ${gzipSize(builtPacked)} B gzip -9`);

    const builtIndexes = loadIndex(code, built);
    const pluginIndexes = loadIndex(code, plugins);
    for (const fixture of fixtures) {
      printFindings(fixture, code, version.key, pluginIndexes, builtIndexes);
    }
    printLongQueryTime(code, builtIndexes);
    if (!onlyFindings) {
      printPackedComparison(code, ours, unpackSearchIndex(packed), comparisonQueries(plugins, cases(version.key)));
    }
  }
  if (strict && differences > 0) {
    console.error(`\n${differences} searches or previews differ between the index the plugin made and the one the browser unpacks.`);
    process.exitCode = 1;
  } else if (strict) {
    console.log('\nEvery search gives the same results, in the same order, with the same previews, from the index the browser unpacks.');
  }
}

const cases = (version: DocsVersion): SearchCase[] => searchCases.filter((searchCase) => searchCase.version === version);

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * What compacting and packing the search index costs and saves. For each docs version of the built site, the index
 * is made again from the built HTML with the search plugin's own code, as the plugin writes it, and compared with
 * what the browser gets: sizes (raw, gzip -9 and gzip -6) of the plugin's file, of the file without the positions
 * no preview shows, and of the packed file; and, for a few thousand queries, the results and previews the plugin's
 * own search code shows in the search box (8 results) and on the search page (100 results), from the plugin's
 * index and from the packed one as the search worker unpacks it. Run `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';
import { build } from 'esbuild';

import siteConfig from '../../docusaurus.config';
import { compactSearchIndex, longestPreview, type SearchIndexFile } from '../../src/plugins/compact-search-index/compact';
import { packSearchIndex, unpackSearchIndex } from '../../src/plugins/compact-search-index/packed';
import { pastedErrors, searchTargets } from '../fixtures/search-queries';
import { loadIndex, runSearch, shownResult, type PluginSearchCode, type SearchDocument } from '../support/plugin-search';
import { gzipSize } from './build-server';

const siteDir = path.resolve(__dirname, '../..');

function findSearchOptions(): SearchOptions {
  const entry = siteConfig.themes?.find((theme) => Array.isArray(theme) && String(theme[0]).includes('compact-search-index'));
  if (!Array.isArray(entry)) {
    throw new Error('docusaurus.config.ts has no compact-search-index theme entry');
  }
  return entry[1] as SearchOptions;
}

const searchOptions = findSearchOptions();
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
async function uncompactedIndex(versionDir: string, versionUrl: string): Promise<SearchIndexFile> {
  const { scanDocuments } = require(path.join(pluginDir, 'dist/server/server/utils/scanDocuments'));
  const { buildIndex } = require(path.join(pluginDir, 'dist/server/server/utils/buildIndex'));
  const pages = fs
    .readdirSync(versionDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ filePath: path.join(versionDir, file), url: `${versionUrl}/${file.replace(/\.html$/, '')}`, type: 'docs' }));
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
 * Titles and headings (their first four words, as a reader would type them), their single words, the tested search
 * targets and pasted errors.
 */
function queriesFor(file: SearchIndexFile, versionKey: 'next' | 'v2'): string[] {
  const titlesAndHeadings = [...file[0].documents, ...file[1].documents].map((doc) =>
    (doc as SearchDocument).t.split(/\s+/).slice(0, 4).join(' '),
  );
  const words = titlesAndHeadings.flatMap((text) => text.split(/[^\w.$@/-]+/)).filter((word) => word.length >= 3);
  const tested = searchTargets[versionKey].map(([query]) => query);
  const errors = versionKey === 'next' ? pastedErrors.map(([text]) => text) : [];
  return [...new Set([...titlesAndHeadings, ...words.map((word) => word.toLowerCase()), ...tested, ...errors])];
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)}%`;
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
  for (const version of versions) {
    const before = await uncompactedIndex(version.dir, version.url);
    const previewLength = longestPreview(searchOptions.searchResultContextMaxLength);
    const packed = packSearchIndex(before, previewLength);
    const after = unpackSearchIndex(packed);
    const builtFile = fs.readdirSync(version.indexDir).find((name) => /^search-index.*\.json$/.test(name));
    const builtSize = builtFile ? gzipSize(fs.readFileSync(path.join(version.indexDir, builtFile))) : 0;

    console.log(`\n${version.url} index`);
    const sizes = [
      ['as the plugin writes it', before],
      ['without the positions no preview shows', compactSearchIndex(before, previewLength)],
      ['packed, as the browser downloads it', packed],
    ] as const;
    for (const [label, content] of sizes) {
      const text = JSON.stringify(content);
      console.log(`  ${label}: ${text.length} B raw, ${gzipSize(text)} B gzip -9, ${gzipSize(text, 6)} B gzip -6`);
    }
    console.log(`  in build/: ${builtFile ?? 'none'}, ${builtSize} B gzip -9`);
    console.log('  searches below: the plugin\'s index against the packed one as the search worker unpacks it');

    const [beforeIndex, afterIndex] = [loadIndex(code, before), loadIndex(code, after)];
    const queries = queriesFor(before, version.key);
    for (const [where, limit, previewLength] of [['search box', 8, 50], ['search page', 100, 100]] as const) {
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
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

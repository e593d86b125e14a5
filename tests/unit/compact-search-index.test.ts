/** @jest-environment node */

import lunr from 'lunr';
import { getStemmedPositions } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import { highlightStemmed } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import { buildIndex } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';

import { compactSearchIndex, longestPreview, type SearchIndexFile } from '@site/src/plugins/compact-search-index/compact';
import { loadIndex, runSearch, shownResult, type PluginSearchCode } from '../support/plugin-search';

const plugin = { lunr, tokenize, smartQueries, sortSearchResults, highlightStemmed, getStemmedPositions } satisfies PluginSearchCode;

/** A section text of `length` characters of filler words with the given words starting at the given offsets. */
function textWithWordsAt(length: number, words: Array<[offset: number, word: string]>): string {
  const text = 'ab '.repeat(Math.ceil(length / 3)).slice(0, length).split('');
  for (const [offset, word] of words) {
    text[offset - 1] = ' ';
    word.split('').forEach((character, index) => (text[offset + index] = character));
    text[offset + word.length] = ' ';
  }
  return text.join('');
}

const page = { i: 1, t: 'Cluster extensions', u: '/extensions/next/cluster' };
const sections = [
  // A word repeated close to its first occurrence (kept), exactly one preview away and further (dropped).
  textWithWordsAt(400, [[10, 'cluster'], [40, 'cluster'], [85, 'cluster'], [110, '(cluster'], [211, 'cluster'], [300, 'extension']]),
  // The preview ends exactly where the word (after a bracket) begins, so a preview without that occurrence would
  // cut the text before it differently.
  textWithWordsAt(300, [[0, 'cluster'], [100, '(cluster'], [150, 'cluster']]),
  // The earliest match belongs to another word, so this word's first occurrence is not where the preview starts.
  textWithWordsAt(500, [[5, 'extension'], [60, 'cluster'], [120, 'extension'], [161, 'cluster'], [162, 'cluster']]),
  // Many occurrences, one every 30 characters.
  textWithWordsAt(900, Array.from({ length: 29 }, (_, index): [number, string] => [1 + index * 30, 'provisioning'])),
];

function pluginIndex(): SearchIndexFile {
  const contents = sections.map((t, index) => ({ i: 10 + index, t, u: page.u, h: `#section-${index}`, p: page.i }));
  const config = { language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false };
  return JSON.parse(JSON.stringify(buildIndex([[page], [], [], [], contents], config))) as SearchIndexFile;
}

function countPositions(file: SearchIndexFile): number {
  return JSON.stringify(file).match(/\[\d+,\d+\]/g)?.length ?? 0;
}

const queries = ['cluster', 'clusters', 'extension', 'cluster extension', 'extension cluster', 'provisioning', 'provision', 'clu'];

describe('compactSearchIndex', () => {
  const original = pluginIndex();
  const compacted = compactSearchIndex(original, longestPreview());

  it('drops the occurrences that no preview can show', () => {
    expect(countPositions(compacted)).toBeLessThan(countPositions(original));
  });

  it.each([8, 100])('finds the same results, in the same order, with the same previews (limit %i)', (limit) => {
    const [before, after] = [loadIndex(plugin, original), loadIndex(plugin, compacted)];
    for (const query of queries) {
      for (const previewLength of [50, 100]) {
        const shownBefore = runSearch(plugin, before, query, limit).map((result) => shownResult(plugin, result, previewLength));
        const shownAfter = runSearch(plugin, after, query, limit).map((result) => shownResult(plugin, result, previewLength));
        expect(shownBefore.length).toBeGreaterThan(0);
        expect(shownAfter).toEqual(shownBefore);
      }
    }
  });

  it('keeps the previews of the 100-character search page when the box shows longer ones', () => {
    expect(longestPreview()).toBe(100);
    expect(longestPreview(160)).toBe(160);
  });
});

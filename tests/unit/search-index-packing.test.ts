/** @jest-environment node */

import lunr from 'lunr';
import { getStemmedPositions } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import { highlightStemmed } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import { buildIndex } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';

import { compactSearchIndex, longestPreview, type SearchIndexFile } from '@site/src/plugins/search/compact';
import { packSearchIndex, unpackSearchIndex } from '@site/src/plugins/search/packed';
import { reindexWithSearchTerms } from '@site/src/plugins/search/reindex';
import { unpackingSearchIndexes } from '@site/src/plugins/search/unpackingFetch';
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

/** The index the build packs: the plugin's documents, indexed with our search terms. */
function builtIndex(): SearchIndexFile {
  const contents = sections.map((t, index) => ({ i: 10 + index, t, u: page.u, h: `#section-${index}`, p: page.i }));
  const config = { language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false };
  return reindexWithSearchTerms(JSON.parse(JSON.stringify(buildIndex([[page], [], [], [], contents], config))) as SearchIndexFile);
}

/** Where the index records `term` in each document of one of its parts (4: section contents), by document number. */
function positionsOf(file: SearchIndexFile, part: number, term: string): Record<string, [number, number][] | undefined> {
  const posting = file[part].index.invertedIndex.find(([indexed]) => indexed === term)?.[1];
  const documents = (posting?.t ?? {}) as Record<string, { position?: [number, number][] }>;
  return Object.fromEntries(Object.entries(documents).map(([ref, { position }]) => [ref, position]));
}

const queries = ['cluster', 'clusters', 'extension', 'cluster extension', 'extension cluster', 'provisioning', 'provision', 'clu'];

describe('compactSearchIndex', () => {
  const original = builtIndex();

  it('keeps, of each term in each section, the occurrences up to 100 characters (one preview) after its first', () => {
    const compacted = compactSearchIndex(original, longestPreview());
    // Sections 10 to 13 are the four texts above; lunr stems "extension" to "extens" and "provisioning" to "provis".
    expect(positionsOf(original, 4, 'cluster')).toEqual({ 10: [[10, 7], [40, 7], [85, 7], [111, 7], [211, 7]], 11: [[0, 7], [101, 7], [150, 7]], 12: [[60, 7], [162, 7]] });
    expect(positionsOf(compacted, 4, 'cluster')).toEqual({ 10: [[10, 7], [40, 7], [85, 7]], 11: [[0, 7]], 12: [[60, 7]] });
    expect(positionsOf(compacted, 4, 'extens')).toEqual({ 10: [[300, 9]], 12: [[5, 9]] });
    expect(positionsOf(compacted, 4, 'provis')).toEqual({ 13: [[1, 12], [31, 12], [61, 12], [91, 12]] });
    // The page title is shorter than a preview: every occurrence stays.
    expect(compacted[0]).toEqual(original[0]);
  });

  // The index keeps positions for the longest preview shown: the search page's 100 characters, or the box's
  // `searchResultContextMaxLength` when that is longer.
  describe.each([
    ['the box at its default 50 characters', undefined, [50, 100]],
    ['a box of 160 characters', 160, [160, 100]],
  ])('with %s and the search page', (_box, searchResultContextMaxLength, previewLengths) => {
    const compacted = compactSearchIndex(original, longestPreview(searchResultContextMaxLength));

    it.each([8, 100])('finds the same results, in the same order, with the same previews (limit %i)', (limit) => {
      const [before, after] = [loadIndex(plugin, original), loadIndex(plugin, compacted)];
      for (const query of queries) {
        for (const previewLength of previewLengths) {
          const shownBefore = runSearch(plugin, before, query, limit).map((result) => shownResult(plugin, result, previewLength));
          const shownAfter = runSearch(plugin, after, query, limit).map((result) => shownResult(plugin, result, previewLength));
          expect(shownBefore.length).toBeGreaterThan(0);
          expect(shownAfter).toEqual(shownBefore);
        }
      }
    });
  });
});

describe('packSearchIndex and unpackSearchIndex', () => {
  const original = builtIndex();
  const compacted = compactSearchIndex(original, longestPreview());
  const packed = packSearchIndex(original, longestPreview());

  it('unpack to exactly the index the search worker would load unpacked, BM25 weights included', () => {
    expect(unpackSearchIndex(packed)).toEqual(compacted);
  });

  it('weigh little more than the texts they hold, which unpacking indexes again', () => {
    const texts = JSON.stringify(original.map((part) => part.documents)).length;
    expect(JSON.stringify(packed).length).toBeLessThan(texts + 100 * packed.parts.length);
  });

  it('refuse a file that is not packed', () => {
    expect(() => unpackSearchIndex(compacted)).toThrow('not in the packed format');
  });
});

describe('unpackingSearchIndexes', () => {
  const original = builtIndex();
  const packed = packSearchIndex(original, longestPreview());
  const network = (responses: Record<string, Response>): typeof fetch =>
    jest.fn(
      async (input: RequestInfo | URL) =>
        responses[input instanceof Request ? input.url : String(input)] ?? new Response('not found', { status: 404 }),
    );

  it('hands the plugin\'s worker the index unpacked', async () => {
    const fetchIndex = unpackingSearchIndexes(network({ '/search-index-7113427a.json': Response.json(packed) }));
    const response = await fetchIndex('/search-index-7113427a.json');
    expect(await response.json()).toEqual(compactSearchIndex(original, longestPreview()));
  });

  it('unpacks the index of an older docs version, asked for by a Request', async () => {
    const url = 'http://127.0.0.1/extensions/v2/search-index-7113427a.json';
    const fetchIndex = unpackingSearchIndexes(network({ [url]: Response.json(packed) }));
    const response = await fetchIndex(new Request(url));
    expect(await response.json()).toEqual(compactSearchIndex(original, longestPreview()));
  });

  it('passes other responses through untouched', async () => {
    const other = Response.json({ packedSearchIndex: 1 });
    const fetchThrough = unpackingSearchIndexes(network({ '/other.json': other }));
    expect(await fetchThrough('/other.json')).toBe(other);
    expect((await fetchThrough('/search-index-missing.json')).status).toBe(404);
  });
});

/**
 * The search worker: the plugin's own worker, with a `fetch` that unpacks the index files the build packed, and a
 * search that ranks the terms the docs version indexes (query.ts, rank.ts). When the index holds none of the
 * reader's terms, the plugin's own search answers: its fuzzy matching may still find a misspelt word. The plugin's
 * worker module only sets itself up when it loads and fetches an index when the page first asks for one, which is
 * after this module has replaced `fetch` and `search`.
 */
import { SearchWorker } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
import { processTreeStatusOfSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import { indexedTerms } from './query';
import { rankedSearch, type TypedIndex } from './rank';
import { unpackingSearchIndexes } from './unpackingFetch';

self.fetch = unpackingSearchIndexes(self.fetch.bind(self));

const pluginSearch = SearchWorker.prototype.search;

SearchWorker.prototype.search = async function searchIndexedTerms(baseUrl, searchContext, input, limit) {
  const { wrappedIndexes } = await this.lowLevelFetchIndexes(baseUrl, searchContext);
  const terms = indexedTerms(input, wrappedIndexes.map(({ index }) => index));
  if (terms.length === 0) {
    return pluginSearch.call(this, baseUrl, searchContext, input, limit);
  }
  const results = rankedSearch(wrappedIndexes as TypedIndex[], input, terms, limit);
  processTreeStatusOfSearchResults(results);
  return results;
};

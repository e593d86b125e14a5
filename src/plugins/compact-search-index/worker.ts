/**
 * The search worker: the plugin's own worker, with a `fetch` that unpacks the index files the build packed, and a
 * search that asks the plugin only for the terms the docs version indexes (query.ts). The plugin's worker module
 * only sets itself up when it loads and fetches an index when the page first asks for one, which is after this
 * module has replaced `fetch` and wrapped `search`.
 */
import { SearchWorker } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
import { searchableQuery } from './query';
import { unpackingSearchIndexes } from './unpackingFetch';

self.fetch = unpackingSearchIndexes(self.fetch.bind(self));

const pluginSearch = SearchWorker.prototype.search;

SearchWorker.prototype.search = async function searchIndexedTerms(baseUrl, searchContext, input, limit) {
  const { wrappedIndexes } = await this.lowLevelFetchIndexes(baseUrl, searchContext);
  const indexes = wrappedIndexes.map(({ index }) => index);
  return pluginSearch.call(this, baseUrl, searchContext, searchableQuery(input, indexes), limit);
};

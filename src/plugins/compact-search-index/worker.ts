/**
 * The search worker: the plugin's own worker, with a `fetch` that unpacks the index files the build packed. The
 * plugin's worker module only sets itself up when it loads and fetches an index when the page first asks for one,
 * which is after this module has replaced `fetch`.
 */
import '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
import { unpackingSearchIndexes } from './unpackingFetch';

self.fetch = unpackingSearchIndexes(self.fetch.bind(self));

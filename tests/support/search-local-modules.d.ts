/** Types for the modules of `@easyops-cn/docusaurus-search-local` that the index compaction test loads directly. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/*' {
  import type { PluginSearchCode } from './plugin-search';

  export const tokenize: PluginSearchCode['tokenize'];
  export const smartQueries: PluginSearchCode['smartQueries'];
  export const sortSearchResults: PluginSearchCode['sortSearchResults'];
  export const highlightStemmed: PluginSearchCode['highlightStemmed'];
  export const getStemmedPositions: PluginSearchCode['getStemmedPositions'];
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex' {
  export function buildIndex(
    documents: unknown[][],
    config: { language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer: boolean },
  ): unknown[];
}

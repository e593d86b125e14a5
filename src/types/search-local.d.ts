/** Modules of @easyops-cn/docusaurus-search-local that the SearchBar wrapper uses; the plugin ships no types for them. */
declare module '@theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const docsPluginIdForPreferredVersion: string | undefined;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js' {
  import type lunr from 'lunr';

  /** The plugin's search worker, which `Comlink.expose` hands to the page; its instances answer the search box. */
  export class SearchWorker {
    lowLevelFetchIndexes(
      baseUrl: string,
      searchContext: string,
    ): Promise<{ wrappedIndexes: Array<{ type: number; documents: unknown[]; index: lunr.Index }> }>;
    search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]>;
  }
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  /** Marks the results the search box draws as a tree under their page (isInterOfTree, isLastOfTree). */
  export function processTreeStatusOfSearchResults(results: object[]): void;
}

/** mark.js 8 ships no types; src/plugins/search/markOnDemand.ts describes the two methods the search box calls. */
declare module 'mark.js' {
  const Mark: unknown;
  export default Mark;
}

/** Modules of @easyops-cn/docusaurus-search-local that the SearchBar wrapper uses; the plugin ships no types for them. */
declare module '@theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const docsPluginIdForPreferredVersion: string | undefined;
}

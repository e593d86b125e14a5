/** The constants `@easyops-cn/docusaurus-search-local` generates at build time, as docusaurus.config.ts sets them. */
export const language = ['en'];
export const removeDefaultStopWordFilter: string[] = [];
export const removeDefaultStemmer = false;
export const fuzzyMatchingDistance = 1;
export const searchResultContextMaxLength = 50;
export const searchResultLimits = 8;

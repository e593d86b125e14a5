import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';

import { extensionsDocsPluginId, extensionsDocsVersions } from '../data/docsVersions';

/*
 * Options of plugins that tests and benchmarks read too. They live here because docusaurus.config.ts may export
 * nothing but the configuration: Docusaurus rejects any other export as an unknown configuration field.
 */

/** `/extensions/<page>` links from before the docs were versioned keep working. */
function legacyExtensionsPaths(existingPath: string): string[] | undefined {
  const currentPrefix = `/extensions/${extensionsDocsVersions.current.path}/`;
  if (!existingPath.startsWith(currentPrefix)) {
    return undefined;
  }
  return [existingPath.replace(currentPrefix, '/extensions/')];
}

export const redirects = {
  createRedirects: legacyExtensionsPaths,
  redirects: [
    { from: ['/extensions', '/extensions/next'], to: '/extensions/next/home' },
    { from: '/extensions/v2', to: '/extensions/v2/home' },
    { from: '/internal', to: '/internal/docs' },
    // The original site's name for the testing page.
    { from: '/extensions/next/unit-testing', to: '/extensions/next/testing' },
  ],
} satisfies RedirectOptions;

export const search = {
  hashed: 'filename',
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: [extensionsDocsPluginId],
  docsDir: ['docs/extensions', 'extensions_versioned_docs'],
  docsPluginIdForPreferredVersion: extensionsDocsPluginId,
  language: ['en'],
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchResultLimits: 8,
  searchBarShortcutKeymap: 'mod+k',
  searchBarShortcutHint: false,
  // Code blocks are a quarter of the index (1.12 MB to 0.86 MB gzip without them); the API names in them are also
  // in the titles, headings, prose and tables that stay indexed. `text` blocks stay (11 KB): they hold the error
  // messages and terminal output that readers paste into the box. A page's "Related pages" list only names other
  // pages, so a search for an API would also hit every page that links to its reference. Tables stay: option names,
  // and the v3 equivalents of v2 APIs, live there (leaving out all but their first column saves another 190 KB but
  // makes 695 words unfindable, such as this.$set, useI18n and ResourceTable's props). src/plugins/search indexes
  // identifiers whole and by their parts, ranks results itself, and ships only the texts, which its search worker
  // indexes again (v3: 911 KB gzip as the plugin writes it, 293 KB as the browser downloads it).
  // The summary tables at the top of Troubleshooting and Known issues repeat every entry's heading in one section,
  // which would then match almost any symptom before the entry itself does.
  ignoreCssSelectors: [
    '.theme-code-block:not(.language-text)',
    '#related-pages',
    '#related-pages ~ *',
    '.docs-doc-id-troubleshooting #contents + table',
    '.docs-doc-id-known-issues #overview + table',
  ],
} satisfies SearchOptions;

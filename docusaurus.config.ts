import type { Config, LoadContext } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { LlmsTxtByVersionOptions } from './src/plugins/llms-txt';

import remarkApiAvailability from './src/plugins/api-availability/remark';
import catalogPlugin from './src/plugins/catalog';
import exampleDownloadsPlugin, { type ExampleDownloadsOptions } from './src/plugins/example-downloads';
import remarkExampleDownload from './src/plugins/example-downloads/remark';
import searchPagePathsPlugin from './src/plugins/search-page-paths';
import codeBlocksPlugin from './src/plugins/code-blocks';
import readableForModels from './src/plugins/llms-txt/readableForModels';
import { extensionsDocsPluginId, extensionsDocsVersions } from './src/data/docsVersions';
import { editUrlOf } from './src/config/repositoryLinks';
import { siteRepositoryFrom } from './src/config/siteRepository';
import { redirects, search } from './src/config/pluginOptions';
import { darkCodeTheme, lightCodeTheme, variablesCodeTheme } from './src/config/codeThemes';

/** Where the site's files live: edit and report links point there, and none appear when it is unknown (README). */
const siteRepository = siteRepositoryFrom(process.env);
const editUrl = siteRepository && editUrlOf(siteRepository);

/** Set DOCUSAURUS_CLASSIC_BUNDLER=1 to build with webpack instead of Rspack (used by the build benchmark). */
const useFasterBundler = !process.env.DOCUSAURUS_CLASSIC_BUNDLER;

const sharedDocsOptions = {
  breadcrumbs: true,
  showLastUpdateTime: true,
  editUrl,
  sidebarCollapsible: true,
} satisfies DocsOptions;

const extensionsDocs = {
  ...sharedDocsOptions,
  id: extensionsDocsPluginId,
  path: 'docs/extensions',
  routeBasePath: extensionsDocsPluginId,
  sidebarPath: './sidebars-extensions.ts',
  remarkPlugins: [[remarkApiAvailability, { historyFile: './tests/fixtures/shell-api-history.json' }], remarkExampleDownload],
  lastVersion: 'current',
  versions: {
    current: {
      label: extensionsDocsVersions.current.label,
      path: extensionsDocsVersions.current.path,
    },
    v2: {
      label: extensionsDocsVersions.v2.label,
      path: extensionsDocsVersions.v2.path,
      banner: 'unmaintained',
    },
  },
} satisfies DocsOptions;

const exampleDownloads = {
  docsPluginId: extensionsDocs.id,
  versions: {
    current: { docsDir: extensionsDocs.path, checkedAs: 'v3' },
    v2: { docsDir: 'extensions_versioned_docs/version-v2', checkedAs: 'v2' },
  },
} satisfies ExampleDownloadsOptions;

const internalDocs = {
  ...sharedDocsOptions,
  id: 'internal',
  path: 'docs/internal',
  routeBasePath: 'internal',
  sidebarPath: './sidebars-internal.ts',
} satisfies DocsOptions;


/** Code is coloured by CSS variables that each colour mode sets (the code-blocks plugin), in one theme for both. */
const codeTheme = variablesCodeTheme(lightCodeTheme, darkCodeTheme);

/**
 * /llms.txt (llmstxt.org) lists the current (v3) extensions pages with their descriptions, and each listed page is
 * also published as Markdown beside its HTML (/extensions/next/api/panels.md). The plugin converts the built HTML,
 * so the Markdown is what readers see, MDX components such as the catalog included.
 */
const llmsTxt = {
  siteTitle: 'Rancher UI Extensions',
  siteDescription:
    'How to build Rancher UI extensions (v3: Vue 3, @rancher/shell 3.x, Rancher 2.10 and later): pages, actions, panels, tabs, cards, table columns and node-driver UIs.',
  depth: 3,
  content: {
    includeVersionedDocs: true,
    excludeRoutes: ['/internal/**', '/search'],
    beforeDefaultRehypePlugins: [readableForModels],
  },
  optionalLinks: [
    {
      title: 'Extensions v2 docs',
      url: 'https://extensions.rancher.io/extensions/v2/llms.txt',
      description: 'Every page of the v2 docs as Markdown: extensions built with Vue 2 and @rancher/shell 2.x or earlier, for Rancher 2.7 to 2.9',
    },
    {
      title: 'Dashboard contributor guide',
      url: 'https://extensions.rancher.io/internal/docs',
      description: 'For changes to the Rancher dashboard itself',
    },
  ],
  ownListVersions: [
    {
      path: extensionsDocsVersions.v2.path,
      title: 'Rancher UI Extensions v2',
      description: `How to build Rancher UI extensions with ${extensionsDocsVersions.v2.vue} and ${extensionsDocsVersions.v2.shell}, for ${extensionsDocsVersions.v2.rancher}. For Rancher 2.10 and later, see /llms.txt.`,
    },
  ],
} satisfies Partial<LlmsTxtByVersionOptions>;

const config: Config = {
  title: 'Rancher UI Extensions',
  tagline: 'Build pages, actions, panels and whole products into the Rancher dashboard.',
  favicon: 'img/favicon.svg',
  customFields: { siteRepository: siteRepository ?? null },
  url: 'https://extensions.rancher.io',
  baseUrl: '/',
  trailingSlash: false,

  future: {
    v4: { removeLegacyPostBuildHeadAttribute: true },
    experimental_faster: useFasterBundler,
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          showReadingTime: true,
          postsPerPage: 'ALL',
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          editUrl,
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['content-docs', extensionsDocs],
    ['content-docs', internalDocs],
    ['client-redirects', redirects],
    catalogPlugin,
    (context: LoadContext) => exampleDownloadsPlugin(context, exampleDownloads),
    searchPagePathsPlugin,
    codeBlocksPlugin,
    ['./src/plugins/llms-txt/index.ts', llmsTxt],
  ],

  themes: ['@docusaurus/theme-mermaid', ['./src/plugins/search/index.ts', search]],

  themeConfig: {
    // The preview of shared links (og:image and twitter:image), made by `npm run social-card`.
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'extensions-v3-current',
      content:
        'Extensions <strong>v3</strong> (Vue 3, Rancher 2.10 and later) is the current version. ' +
        'Building for Rancher 2.9 or earlier? Read the <a href="/extensions/v2/home">v2 docs</a>.',
      isCloseable: true,
    },
    navbar: {
      title: 'Rancher UI Extensions',
      logo: {
        alt: 'Rancher UI Extensions logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      hideOnScroll: true,
      items: [
        { type: 'docsVersionDropdown', docsPluginId: extensionsDocsPluginId, position: 'left' },
        // Not `type: 'doc'`: a doc item is active on every page of its sidebar, so Docs and Catalog were both active.
        {
          type: 'docsVersion',
          docsPluginId: extensionsDocsPluginId,
          label: 'Docs',
          position: 'left',
          activeBaseRegex: '^/extensions/(?!next/catalog$)',
        },
        { to: '/extensions/next/catalog', label: 'Catalog', position: 'left', activeBaseRegex: '^/extensions/next/catalog$' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { href: 'https://rancher.github.io/storybook/', label: 'Components & Design kit', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Extensions',
          items: [
            { label: 'Get started', to: '/extensions/next/extensions-getting-started' },
            { label: 'Catalog', to: '/extensions/next/catalog' },
            { label: 'v2 docs (Rancher 2.9 and earlier)', to: '/extensions/v2/home' },
          ],
        },
        {
          title: 'Contributors',
          items: [
            { label: 'Dashboard contributor guide', to: '/internal/docs' },
            { label: 'Quick start', to: '/internal/getting-started/quickstart' },
            { label: 'Rancher dashboard on GitHub', href: 'https://github.com/rancher/dashboard' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Components & Design kit', href: 'https://rancher.github.io/storybook/' },
            ...(siteRepository ? [{ label: 'Edit these docs', href: siteRepository.url }] : []),
          ],
        },
      ],
      copyright: 'Copyright © 2025 SUSE. Rancher UI Extensions documentation.',
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    blog: {
      sidebar: {
        groupByYear: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      // What prism-react-renderer lacks of the languages the pages use (it has markup, json, yaml and typescript).
      additionalLanguages: ['bash', 'diff', 'scss'],
    },
    mermaid: {
      theme: { light: 'neutral', dark: 'dark' },
    },
  } satisfies Preset.ThemeConfig,
};

export default config;

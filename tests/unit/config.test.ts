/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

import type { PrismTheme } from 'prism-react-renderer';

import { contrastRatio } from './contrast';

import { darkCodeTheme, lightCodeTheme } from '@site/src/config/codeThemes';

import config from '@site/docusaurus.config';

type PluginEntry = [string, Record<string, any>];

function pluginOptions(name: string, id?: string): Record<string, any> {
  const entries = (config.plugins ?? []).filter((plugin): plugin is PluginEntry => Array.isArray(plugin));
  const match = entries.find(([pluginName, options]) => pluginName === name && (id === undefined || options.id === id));
  if (!match) {
    throw new Error(`plugin ${name} ${id ?? ''} is not configured`);
  }
  return match[1];
}

const siteDir = path.resolve(__dirname, '../..');
const themeConfig = config.themeConfig as Record<string, any>;
const classicPreset = (config.presets as Array<[string, Record<string, any>]>).find(([name]) => name === 'classic')![1];

describe('site configuration', () => {
  it('identifies the site and serves it from / without trailing slashes, in English only', () => {
    expect(config.title).toBe('Rancher UI Extensions');
    expect(config.tagline).toEqual(expect.any(String));
    expect(config.url).toMatch(/^https:\/\//);
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(false);
    expect(config.i18n).toEqual({ defaultLocale: 'en', locales: ['en'] });
  });

  it('fails on broken links and images, warns on anchors, duplicates and markdown links', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown?.hooks).toEqual({ onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' });
  });

  it('versions the extensions docs: current is v3 at /extensions/next, v2 has a banner', () => {
    const extensions = pluginOptions('content-docs', 'extensions');
    expect(extensions).toMatchObject({
      path: 'docs/extensions',
      routeBasePath: 'extensions',
      lastVersion: 'current',
      breadcrumbs: true,
      showLastUpdateTime: true,
    });
    expect(extensions.versions.current).toMatchObject({ label: 'v3', path: 'next' });
    expect(extensions.versions.v2).toMatchObject({ label: 'v2', path: 'v2', banner: 'unmaintained' });
  });

  it('serves the contributor guide from /internal with the same shared options', () => {
    expect(pluginOptions('content-docs', 'internal')).toMatchObject({
      path: 'docs/internal',
      routeBasePath: 'internal',
      breadcrumbs: true,
      showLastUpdateTime: true,
    });
  });

  it('redirects the old unversioned extensions paths to the current version', () => {
    const { createRedirects } = pluginOptions('client-redirects');
    expect(createRedirects('/extensions/next/support-matrix')).toEqual(['/extensions/support-matrix']);
    expect(createRedirects('/extensions/v2/support-matrix')).toBeUndefined();
    expect(createRedirects('/blog/index')).toBeUndefined();
  });

  it('shows headings 2 to 3 in the table of contents', () => {
    expect(themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
  });

  it('starts in light mode with the switch on and no system preference', () => {
    expect(themeConfig.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
  });

  it('has a dismissible announcement bar with an id', () => {
    expect(themeConfig.announcementBar).toMatchObject({ id: expect.any(String), isCloseable: true });
    expect(themeConfig.announcementBar.content).toContain('/extensions/v2/home');
  });

  it('has the navbar items of the spec in order', () => {
    const items = themeConfig.navbar.items as Array<Record<string, any>>;
    expect(items.map((item) => item.type ?? item.label)).toEqual([
      'docsVersionDropdown',
      'docsVersion',
      'Catalog',
      'Blog',
      'Components & Design kit',
      'search',
    ]);
    expect(items[0]).toMatchObject({ docsPluginId: 'extensions' });
    expect(items[1]).toMatchObject({ label: 'Docs', docsPluginId: 'extensions' });
    expect(items[2]).toMatchObject({ to: '/extensions/next/catalog' });
    expect(items[4]).toMatchObject({ href: 'https://rancher.github.io/storybook/' });
    expect(themeConfig.navbar.logo.src).toBe('img/logo.svg');
  });

  it('has a dark footer with a fixed 2025 copyright', () => {
    expect(themeConfig.footer.style).toBe('dark');
    expect(themeConfig.footer.copyright).toContain('2025');
  });

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('highlights code with colours that reach 4.5:1 on the background (%s mode)', (_mode, theme: PrismTheme) => {
    const background = String(theme.plain.backgroundColor);
    const tooFaint = [{ types: ['plain'], style: theme.plain }, ...theme.styles]
      .filter(({ style }) => style.color)
      .map(({ types, style }) => ({ types: types.join(','), ratio: contrastRatio(String(style.color), background) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(tooFaint).toEqual([]);
    expect(theme.styles.filter(({ style }) => style.opacity !== undefined && Number(style.opacity) < 1)).toEqual([]);
  });

  it('highlights every language the pages fence code in, loading only what prism-react-renderer lacks', () => {
    const { Prism } = jest.requireActual('prism-react-renderer') as { Prism: { languages: Record<string, unknown> } };
    const bundled = new Set(Object.keys(Prism.languages));
    const additional: string[] = themeConfig.prism.additionalLanguages;
    const notHighlighted = new Set(['text', 'mermaid']);
    const fenced = new Set<string>();
    for (const dir of ['docs', 'extensions_versioned_docs', 'blog']) {
      for (const file of fs.readdirSync(path.join(siteDir, dir), { recursive: true, encoding: 'utf8' }).filter((name) => /\.mdx?$/.test(name))) {
        for (const [, language] of fs.readFileSync(path.join(siteDir, dir, file), 'utf8').matchAll(/^\s*```([\w-]+)/gm)) {
          fenced.add(language);
        }
      }
    }
    expect(fenced.size).toBeGreaterThan(5);
    expect([...fenced].filter((language) => !notHighlighted.has(language) && !bundled.has(language) && !additional.includes(language))).toEqual([]);
    expect(additional.filter((language) => bundled.has(language))).toEqual([]);
  });

  it('shows every blog post on one page with reading times, grouped by year', () => {
    expect(classicPreset.blog).toMatchObject({ showReadingTime: true, postsPerPage: 'ALL', blogSidebarCount: 'ALL' });
    expect(themeConfig.blog.sidebar.groupByYear).toBe(true);
  });

  it('indexes only the extensions docs for search, per version, highlighting the searched word', () => {
    // The search plugin is loaded through its wrapper, which packs the index after the build.
    const [, search] = (config.themes as Array<[string, Record<string, any>] | string>).find(
      (theme): theme is [string, Record<string, any>] =>
        Array.isArray(theme) && theme[0] === './src/plugins/search/index.ts',
    )!;
    expect(search).toMatchObject({
      indexDocs: true,
      indexBlog: false,
      indexPages: false,
      docsRouteBasePath: ['extensions'],
      docsPluginIdForPreferredVersion: 'extensions',
      highlightSearchTermsOnTargetPage: true,
      hashed: 'filename',
    });
    expect(search.searchContextByPaths).toBeUndefined();
  });
});

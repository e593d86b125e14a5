/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

import type { PrismTheme } from 'prism-react-renderer';

import config from '@site/docusaurus.config';
import { redirects } from '@site/src/config/pluginOptions';
import { darkCodeTheme, lightCodeTheme } from '@site/src/config/codeThemes';

import { contrastRatio } from '../support/contrast';

const siteDir = path.resolve(__dirname, '../..');
const themeConfig = config.themeConfig as Record<string, any>;

describe('site configuration', () => {
  it('redirects the old unversioned extensions paths to the current version', () => {
    const { createRedirects } = redirects;
    expect(createRedirects('/extensions/next/support-matrix')).toEqual(['/extensions/support-matrix']);
    expect(createRedirects('/extensions/v2/support-matrix')).toBeUndefined();
    expect(createRedirects('/blog/index')).toBeUndefined();
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

});

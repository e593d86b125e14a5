import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { codeColoursCss, darkCodeTheme, lightCodeTheme } from '../../config/codeThemes';

const themeClassicPrismLanguages = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const noLanguagesOnLoad = path.join(__dirname, 'noLanguagesOnLoad.ts');
const codeBlockContentDir = path.resolve(__dirname, '../../theme/CodeBlock/Content');

/**
 * Code blocks are highlighted once, when the pages are built (see `src/theme/CodeBlock/Content`). This plugin gives
 * the pages the code colours of both modes as CSS variables, and keeps Prism out of the bundle every page loads:
 * - in the browser bundle, the code block's highlighter is a lazily loaded chunk (`highlighter.browser.ts` stands in
 *   for `highlighter.ts`, which the server bundle renders with directly);
 * - the classic theme registers the extra Prism languages in a client module, which would put Prism in the entry
 *   bundle; in the browser, the highlighter chunk registers them instead;
 * - that chunk is fetched when a reader shows the intent to follow a link (`loadHighlighterOnIntent.ts`).
 */
export default function codeBlocksPlugin(): Plugin {
  const colours = codeColoursCss(lightCodeTheme, darkCodeTheme);
  return {
    name: 'code-blocks',
    getClientModules() {
      return [path.join(__dirname, 'loadHighlighterOnIntent.ts')];
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', innerHTML: colours }] };
    },
    configureWebpack(_config, isServer, utils) {
      if (isServer) {
        return {};
      }
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const highlighterOnDemand = new NormalModuleReplacementPlugin(/^\.\/highlighter$/, (resolveData: { context: string; request: string }) => {
        if (resolveData.context === codeBlockContentDir) {
          resolveData.request = './highlighter.browser';
        }
      });
      const languagesOnDemand = new NormalModuleReplacementPlugin(themeClassicPrismLanguages, (resolveData: { request: string }) => {
        resolveData.request = noLanguagesOnLoad;
      });
      return { plugins: [highlighterOnDemand, languagesOnDemand] };
    },
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';

import { compactSearchIndex, longestPreview, type SearchIndexFile } from './compact';
import { packSearchIndex, searchIndexFile, unpackSearchIndex } from './packed';
import { assertSearchWorkerUnpacks } from './workerCheck';
import { reindexWithSearchTerms } from './reindex';

/** The package's type declarations describe only its options, not the plugin module. */
const searchLocal = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: SearchOptions) => Plugin;
  validateOptions: (context: OptionValidationContext<SearchOptions, SearchOptions>) => SearchOptions;
};

const pluginThemeDir = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/client/client/theme',
);
const workerWithUnpacking = path.join(__dirname, 'worker.ts');
// The plugin's generated module re-exports mark.js by its resolved path.
const markJsFile = /[\\/]node_modules[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;
const markOnDemand = path.join(__dirname, 'markOnDemand.ts');

function hasStopWordsRemoved({ removeDefaultStopWordFilter }: SearchOptions): boolean {
  return Array.isArray(removeDefaultStopWordFilter) ? removeDefaultStopWordFilter.length > 0 : Boolean(removeDefaultStopWordFilter);
}

/** The index is built again with our terms as lunr's English pipeline builds it; other languages build differently. */
function assertEnglishPipeline(options: SearchOptions): void {
  const language = [options.language ?? 'en'].flat();
  if (language.join() !== 'en' || options.removeDefaultStemmer || hasStopWordsRemoved(options)) {
    throw new Error(
      'src/plugins/search builds the search index with lunr\'s English pipeline: set `language` to ["en"] and keep the default stemmer and stop words, or teach reindex.ts the other pipeline',
    );
  }
}

async function writeSearchIndexFiles(outDir: string, previewLength: number): Promise<void> {
  const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => searchIndexFile.test(file));
  await Promise.all(
    files.map(async (relativePath) => {
      const file = path.join(outDir, relativePath);
      const index = reindexWithSearchTerms(JSON.parse(await fs.readFile(file, 'utf8')) as SearchIndexFile);
      const packed = packSearchIndex(index, previewLength);
      if (!isDeepStrictEqual(unpackSearchIndex(packed), compactSearchIndex(index, previewLength))) {
        throw new Error(
          `${relativePath}: the packed search index does not unpack to the index the build made; the lunr or search plugin version may have changed how it indexes texts (see src/plugins/search/packed.ts)`,
        );
      }
      await fs.writeFile(file, JSON.stringify(packed));
    }),
  );
}

/**
 * `@easyops-cn/docusaurus-search-local` with our search terms, ranking and a smaller index. After the plugin writes
 * its index files, this wrapper indexes their texts again with our terms (reindex.ts) and packs them (packed.ts), and
 * the bundle gets a search worker that unpacks them and ranks results (worker.ts). Everything else, the search box
 * and the search page included, is the plugin's own. A wrapper, not a second plugin, because plugins' postBuild steps
 * run in parallel and this one must run after the index is written.
 */
export default function searchLocalWithOurTerms(context: LoadContext, options: SearchOptions): Plugin {
  assertEnglishPipeline(options);
  const plugin = searchLocal.default(context, options);
  return {
    ...plugin,
    configureWebpack(config, isServer, utils, content) {
      const pluginConfig = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      // The plugin's searchByWorker starts its worker with `new Worker(new URL("./worker.js", import.meta.url))`.
      // Rspack's persistent cache keeps resolved modules and does not watch this file: after changing the rule,
      // run `npm run clear` before building.
      const useWorkerWithUnpacking = new utils.currentBundler.instance.NormalModuleReplacementPlugin(
        /^\.\/worker\.js$/,
        (resolveData: { context: string; request: string }) => {
          if (resolveData.context === pluginThemeDir) {
            resolveData.request = workerWithUnpacking;
          }
        },
      );
      const useMarkOnDemand = new utils.currentBundler.instance.NormalModuleReplacementPlugin(markJsFile, (resolveData: { request: string }) => {
        resolveData.request = markOnDemand;
      });
      return { ...pluginConfig, plugins: [...(pluginConfig.plugins ?? []), useWorkerWithUnpacking, useMarkOnDemand] };
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      await writeSearchIndexFiles(props.outDir, longestPreview(options.searchResultContextMaxLength));
      await assertSearchWorkerUnpacks(props.outDir);
    },
  };
}

export const { validateOptions } = searchLocal;

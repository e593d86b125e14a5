import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { PluginOptions as SearchOptions } from '@easyops-cn/docusaurus-search-local';

import { compactSearchIndex, longestPreview, type SearchIndexFile } from './compact';

/** The package's type declarations describe only its options, not the plugin module. */
const searchLocal = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: SearchOptions) => Plugin;
  validateOptions: (context: OptionValidationContext<SearchOptions, SearchOptions>) => SearchOptions;
};

async function compactSearchIndexFiles(outDir: string, previewLength: number): Promise<void> {
  const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => /(^|\/)search-index[^/]*\.json$/.test(file));
  await Promise.all(
    files.map(async (relativePath) => {
      const file = path.join(outDir, relativePath);
      const index = JSON.parse(await fs.readFile(file, 'utf8')) as SearchIndexFile;
      await fs.writeFile(file, JSON.stringify(compactSearchIndex(index, previewLength)));
    }),
  );
}

/**
 * `@easyops-cn/docusaurus-search-local` with a smaller index: the plugin writes its index files after the build,
 * then this wrapper rewrites them without the term positions no result preview can show (see compact.ts).
 * Everything else is the plugin's own. A wrapper, not a second plugin, because plugins' postBuild steps run in
 * parallel and this one must run after the index is written.
 */
export default function searchLocalWithCompactIndex(context: LoadContext, options: SearchOptions): Plugin {
  const plugin = searchLocal.default(context, options);
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      await compactSearchIndexFiles(props.outDir, longestPreview(options.searchResultContextMaxLength));
    },
  };
}

export const { validateOptions } = searchLocal;

import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { catalogPluginName } from './constants';
import { loadCatalog } from './load';

/** Validates src/data/catalog at build time and hands the entries to pages as global data. */
export default function catalogPlugin(context: LoadContext): Plugin {
  const catalogDir = path.join(context.siteDir, 'src/data/catalog');
  return {
    name: catalogPluginName,
    getPathsToWatch() {
      return [path.join(catalogDir, '**/*.{yaml,yml}')];
    },
    loadContent() {
      return loadCatalog({
        catalogDir,
        staticDir: path.join(context.siteDir, 'static'),
        siteDir: context.siteDir,
      });
    },
    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The search plugin links "See all results" to `/search/?q=…` although the
 * site has no trailing slashes, so the page is only written as `search.html`.
 * Writing the same page as `search/index.html` lets that link, and a reload
 * of it, be served directly by any static host.
 */
export default function searchPagePathsPlugin(): Plugin {
  return {
    name: 'search-page-paths',
    async postBuild({ outDir }) {
      const searchPage = path.join(outDir, 'search.html');
      const exists = await fs.stat(searchPage).then(() => true, () => false);
      if (!exists) {
        return;
      }
      await fs.mkdir(path.join(outDir, 'search'), { recursive: true });
      await fs.copyFile(searchPage, path.join(outDir, 'search', 'index.html'));
    },
  };
}

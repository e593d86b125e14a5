import fs from 'node:fs/promises';
import path from 'node:path';

import { notPackedMessage } from './packed';

/**
 * Fails the build unless a script of the browser bundle holds the unpacking code, which only our search worker
 * brings. When the replacement of the plugin's `./worker.js` stops applying (after a plugin upgrade moves or renames
 * it), the plugin's own worker would receive the packed index, fail on it, and leave search dead.
 */
export async function assertSearchWorkerUnpacks(outDir: string): Promise<void> {
  const scriptsDir = path.join(outDir, 'assets', 'js');
  const scripts = (await fs.readdir(scriptsDir)).filter((file) => file.endsWith('.js'));
  for (const script of scripts) {
    if ((await fs.readFile(path.join(scriptsDir, script), 'utf8')).includes(notPackedMessage)) {
      return;
    }
  }
  throw new Error(
    "No script of the build unpacks the packed search index: the plugin's own search worker was bundled instead of " +
      "src/plugins/search/worker.ts, and search would fail in the browser. The replacement of the plugin's " +
      '`./worker.js` did not apply; see "On a plugin or lunr upgrade" in src/plugins/search/README.md, then `npm run clear` and build again.',
  );
}

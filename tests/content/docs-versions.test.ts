/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

import { extensionsDocsVersions } from '@site/src/data/docsVersions';

const siteDir = path.resolve(__dirname, '../..');

function docExists(docsDir: string, id: string): boolean {
  return ['.md', '.mdx'].some((extension) => fs.existsSync(path.join(siteDir, docsDir, `${id}${extension}`)));
}

describe('pages that moved between extensions docs versions', () => {
  const moved = Object.entries(extensionsDocsVersions.v2.movedInCurrent);

  it.each(moved)('v2 %s exists and its v3 counterpart %s exists', (v2Id, currentId) => {
    expect(docExists('extensions_versioned_docs/version-v2', v2Id)).toBe(true);
    expect(docExists('docs/extensions', currentId)).toBe(true);
  });

  it('lists only pages that v3 does not have under the same id', () => {
    expect(moved.filter(([v2Id]) => docExists('docs/extensions', v2Id))).toEqual([]);
  });
});

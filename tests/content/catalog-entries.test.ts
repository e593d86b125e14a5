/**
 * @jest-environment node
 *
 * The extension catalog as published: src/data/catalog passes the loader's validation (every field, every icon in
 * static/, no repeated name; tests/unit/catalog-validation.test.ts proves each rule), and no group is left empty.
 */
import path from 'node:path';

import { loadCatalog } from '@site/src/plugins/catalog/load';
import { catalogGroupIds } from '@site/src/plugins/catalog/schema';

const siteDir = path.resolve(__dirname, '../..');

describe('the extension catalog', () => {
  it('loads, with entries in every group', async () => {
    const catalog = await loadCatalog({
      siteDir,
      catalogDir: path.join(siteDir, 'src/data/catalog'),
      staticDir: path.join(siteDir, 'static'),
    });
    expect(catalog.groups.map((group) => group.id)).toEqual([...catalogGroupIds]);
    expect(catalog.groups.filter((group) => group.entries.length === 0).map((group) => group.id)).toEqual([]);
  });
});

/**
 * @jest-environment node
 *
 * The catalog loader on small sites made in temporary folders; tests/content/catalog-entries.test.ts loads the real
 * catalog.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CatalogValidationError, loadCatalog } from '@site/src/plugins/catalog/load';

const validEntry = {
  name: 'Cluster Notes',
  author: 'Example Tools',
  authorUrl: 'https://example.com',
  description: 'Pins short notes to a cluster dashboard.',
  url: 'https://example.com/cluster-notes',
  icon: '/img/catalog/cluster-notes.svg',
};

type Site = { siteDir: string; catalogDir: string; staticDir: string };

const madeSites: string[] = [];

afterEach(() => {
  for (const dir of madeSites.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function makeSite(files: Record<string, string>, icons: string[] = ['cluster-notes']): Site {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-'));
  madeSites.push(dir);
  const catalogDir = path.join(dir, 'src/data/catalog');
  const staticDir = path.join(dir, 'static');
  fs.mkdirSync(path.join(staticDir, 'img/catalog'), { recursive: true });
  for (const icon of icons) {
    fs.writeFileSync(path.join(staticDir, 'img/catalog', `${icon}.svg`), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  fs.mkdirSync(catalogDir, { recursive: true });
  for (const [relativePath, content] of Object.entries(files)) {
    const file = path.join(catalogDir, relativePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return { siteDir: dir, catalogDir, staticDir };
}

function yamlOf(entry: Record<string, unknown>): string {
  return Object.entries(entry)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
}

async function problemsOf(site: Site): Promise<string[]> {
  try {
    await loadCatalog(site);
  } catch (error) {
    if (error instanceof CatalogValidationError) {
      return error.problems;
    }
    throw error;
  }
  throw new Error('expected the catalog to be rejected');
}

describe('catalog loader', () => {
  it('groups valid entries by folder and sorts them by name', async () => {
    const site = makeSite(
      {
        'community/zeta.yaml': yamlOf({ ...validEntry, name: 'Zeta' }),
        'community/alpha.yaml': yamlOf({ ...validEntry, name: 'Alpha' }),
        'prime/os.yaml': yamlOf({ ...validEntry, name: 'OS' }),
      },
    );
    const catalog = await loadCatalog(site);
    expect(catalog.groups.find((group) => group.id === 'community')?.entries.map((entry) => entry.name)).toEqual(['Alpha', 'Zeta']);
    expect(catalog.groups.find((group) => group.id === 'prime')?.entries[0]).toMatchObject({ id: 'os', name: 'OS' });
    expect(catalog.groups.find((group) => group.id === 'partner')?.entries).toEqual([]);
  });

  const { description: _omitted, ...withoutDescription } = validEntry;
  const badEntries: Array<[string, string, RegExp]> = [
    ['a missing field', yamlOf(withoutDescription), /field "description" is required/],
    ['an empty name', yamlOf({ ...validEntry, name: '  ' }), /field "name" must not be empty/],
    ['a description over 120 characters', yamlOf({ ...validEntry, description: 'x'.repeat(121) }), /field "description" must be at most 120 characters/],
    ['an author URL that is not a URL', yamlOf({ ...validEntry, authorUrl: 'example.com' }), /field "authorUrl" must be a full https:\/\/ URL/],
    ['a plain-http URL', yamlOf({ ...validEntry, url: 'http://example.com' }), /field "url" must be a full https:\/\/ URL/],
    ['a hot-linked icon', yamlOf({ ...validEntry, icon: 'https://example.com/logo.png' }), /field "icon" must be an SVG under \/img\/catalog\//],
    ['an icon missing from static/', yamlOf({ ...validEntry, icon: '/img/catalog/not-there.svg' }), /field "icon" points to \/img\/catalog\/not-there.svg, which is not in static\//],
    ['an unknown field', yamlOf({ ...validEntry, homepage: 'https://example.com' }), /field "homepage" is not allowed/],
    // The words after the field are zod's; the promise is the file (checked below) and the field.
    ['a wrong type', yamlOf({ ...validEntry, name: 42 }), /: field "name" \S/],
    ['invalid YAML', 'name: [unclosed', /is not valid YAML/],
  ];

  it.each(badEntries)('rejects %s, naming the file and the field', async (_kind, content, message) => {
    const problems = await problemsOf(makeSite({ 'community/cluster-notes.yaml': content }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^src\/data\/catalog\/community\/cluster-notes\.yaml: /);
    expect(problems[0]).toMatch(message);
  });

  it('rejects a group folder that does not exist', async () => {
    const problems = await problemsOf(makeSite({ 'vendors/cluster-notes.yaml': yamlOf(validEntry) }));
    expect(problems).toEqual(['src/data/catalog/vendors: must be a folder named prime, partner, community']);
  });

  it('rejects a file that is not YAML', async () => {
    const problems = await problemsOf(makeSite({ 'prime/notes.json': '{}' }));
    expect(problems).toEqual(['src/data/catalog/prime/notes.json: is not a .yaml file']);
  });

  it('rejects the same name twice', async () => {
    const problems = await problemsOf(
      makeSite({ 'prime/a.yaml': yamlOf(validEntry), 'community/b.yaml': yamlOf(validEntry) }),
    );
    expect(problems).toEqual([
      'src/data/catalog/prime/a.yaml: field "name" repeats "Cluster Notes" from src/data/catalog/community/b.yaml',
    ]);
  });

  it('reports every bad file at once', async () => {
    const site = makeSite({
      'prime/one.yaml': yamlOf({ ...validEntry, name: 'One', url: 'nope' }),
      'partner/two.yaml': yamlOf({ ...validEntry, name: 'Two', description: '' }),
    });
    await expect(loadCatalog(site)).rejects.toThrow(/2 problems:\n {2}src\/data\/catalog\/partner\/two\.yaml: field "description"[^\n]*\n {2}src\/data\/catalog\/prime\/one\.yaml: field "url"/);
  });
});

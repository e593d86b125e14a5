/** @jest-environment node */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Root } from 'mdast';

import {
  availabilityLabel,
  availabilityOf,
  parseApiHistory,
  type ApiHistory,
  type NameHistory,
} from '../../src/plugins/api-availability/history';
import remarkApiAvailability, { apiHeadingNames, headingLabel } from '../../src/plugins/api-availability/remark';

const siteDir = path.resolve(__dirname, '../..');

const temporaryDirs: string[] = [];

afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function entry(firstByLine: Record<string, string>, shellFirst: string, removed: string | null = null): NameHistory {
  return { kind: 'member', rancher: { firstByLine, removed }, shell: { first: shellFirst, firstPrerelease: null, removed: null } };
}

const history: ApiHistory = {
  source: 'test',
  rancherReleases: ['2.7.0', '2.7.2', '2.8.0', '2.9.0', '2.10.0', '2.11.0', '2.12.0', '2.12.6', '2.13.0', '2.13.2', '2.14.0', '2.15.0'],
  shellReleases: ['0.5.0', '2.0.1', '3.0.0-rc.1', '3.0.0', '3.0.8', '3.0.10'],
  names: {
    'TabLocation.OTHER': entry({ '2.12': '2.12.6', '2.13': '2.13.2', '2.14': '2.14.0', '2.15': '2.15.0' }, '3.0.8'),
    addAction: entry(
      { '2.7': '2.7.2', '2.8': '2.8.0', '2.9': '2.9.0', '2.10': '2.10.0', '2.11': '2.11.0', '2.12': '2.12.0', '2.13': '2.13.0', '2.14': '2.14.0', '2.15': '2.15.0' },
      '0.5.0',
    ),
    oldHook: entry({ '2.10': '2.10.0', '2.11': '2.11.0' }, '3.0.0', '2.12.0'),
  },
};

describe('API availability labels', () => {
  it('name the first line from which every release has it, the back-ports and the first shell', () => {
    expect(availabilityLabel(availabilityOf(history, 'TabLocation.OTHER', 'v3')!)).toBe('Rancher 2.14+ · also 2.12.6, 2.13.2 · shell 3.0.8+');
  });

  it('count a name older than the docs version from its first release, and its first stable shell', () => {
    expect(availabilityLabel(availabilityOf(history, 'addAction', 'v3')!)).toBe('Rancher 2.10+ · shell 3.0.0+');
    expect(availabilityLabel(availabilityOf(history, 'addAction', 'v2')!)).toBe('Rancher 2.7.2+');
  });

  it('say where a name was removed, and give nothing for a name outside the docs version', () => {
    expect(availabilityLabel(availabilityOf(history, 'oldHook', 'v3')!)).toBe('Rancher 2.10.0, 2.11.0 and later patches · shell 3.0.0+ · removed in 2.12.0');
    expect(availabilityOf(history, 'TabLocation.OTHER', 'v2')).toBeUndefined();
    expect(availabilityOf(history, 'noSuchName', 'v3')).toBeUndefined();
  });

  it('read the names of API headings in the forms the pages write them', () => {
    expect(apiHeadingNames('addTableHook()')).toEqual(['addTableHook']);
    expect(apiHeadingNames('plugin.register()')).toEqual(['register']);
    expect(apiHeadingNames('addStore and addDashboardStore')).toEqual(['addStore', 'addDashboardStore']);
    expect(apiHeadingNames('TabLocation.RESOURCE_DETAIL_PAGE {#detail}')).toEqual(['TabLocation.RESOURCE_DETAIL_PAGE']);
    expect(apiHeadingNames('Register the product module with addProduct')).toEqual([]);
  });

  it('label each name of a heading that lists several with different availability', () => {
    expect(headingLabel(history, ['addAction', 'TabLocation.OTHER'], 'v3')).toBe(
      'addAction: Rancher 2.10+ · shell 3.0.0+; TabLocation.OTHER: Rancher 2.14+ · also 2.12.6, 2.13.2 · shell 3.0.8+',
    );
  });

  it('insert the label under the heading of an API page, and leave other pages alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-availability-'));
    temporaryDirs.push(dir);
    const file = path.join(dir, 'history.json');
    fs.writeFileSync(file, JSON.stringify(history));
    const transform = remarkApiAvailability({ historyFile: file });
    const page = (): Root => ({
      type: 'root',
      children: [
        { type: 'heading', depth: 3, children: [{ type: 'inlineCode', value: 'TabLocation.OTHER' }] },
        { type: 'paragraph', children: [{ type: 'text', value: 'Any other tab set.' }] },
      ],
    });
    const apiPage = page();
    transform(apiPage, { path: `${siteDir}/docs/extensions/api/tabs.md` });
    expect(apiPage.children[1]).toMatchObject({
      type: 'paragraph',
      data: { hProperties: { className: ['api-availability'] } },
      children: [{ type: 'strong' }, { type: 'text', value: ' Rancher 2.14+ · also 2.12.6, 2.13.2 · shell 3.0.8+' }],
    });
    const guide = page();
    transform(guide, { path: `${siteDir}/docs/extensions/usecases/top-level-product.md` });
    expect(guide.children).toHaveLength(2);
  });

  it('report every wrong field of a history file', () => {
    expect(() => parseApiHistory({ source: 'x', rancherReleases: ['2.7'], shellReleases: [], names: {} }, 'broken.json')).toThrow(
      /broken\.json[\s\S]*rancherReleases\.0[\s\S]*shellReleases/,
    );
  });
});

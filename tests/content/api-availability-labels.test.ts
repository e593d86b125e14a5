/**
 * @jest-environment node
 *
 * The extension API pages of both docs versions: every heading that names an API method or location gets its
 * availability label from tests/fixtures/shell-api-history.json, and that history covers the releases the labels name.
 */
import fs from 'node:fs';
import path from 'node:path';

import { parseApiHistory } from '../../src/plugins/api-availability/history';
import { apiHeadingNames, headingLabel } from '../../src/plugins/api-availability/remark';

const siteDir = path.resolve(__dirname, '../..');
const historyFile = path.join(siteDir, 'tests/fixtures/shell-api-history.json');

describe('the API pages', () => {
  const realHistory = parseApiHistory(JSON.parse(fs.readFileSync(historyFile, 'utf8')), historyFile);

  it('have a label under every heading that names an extension API method or location', () => {
    const unlabelled: string[] = [];
    let labelled = 0;
    for (const [docsVersion, dir] of [['v3', 'docs/extensions/api'], ['v2', 'extensions_versioned_docs/version-v2/api']] as const) {
      for (const file of fs.readdirSync(path.join(siteDir, dir), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'))) {
        let inFence = false;
        for (const line of fs.readFileSync(path.join(siteDir, dir, file), 'utf8').split('\n')) {
          inFence = /^\s*```/.test(line) ? !inFence : inFence;
          const heading = !inFence && /^#{2,4}\s+(.*)$/.exec(line);
          const names = heading ? apiHeadingNames(heading[1].replace(/`/g, '')) : [];
          if (!names.some((name) => /^add[A-Z]|Location\./.test(name))) {
            continue;
          }
          if (headingLabel(realHistory, names, docsVersion)) {
            labelled += 1;
          } else {
            unlabelled.push(`${dir}/${file}: ${heading && heading[1]}`);
          }
        }
      }
    }
    expect(unlabelled).toEqual([]);
    expect(labelled).toBeGreaterThan(30);
  });

  it('read their labels from a history that covers every Rancher tag from 2.7.0 and every shell tag', () => {
    expect(realHistory.rancherReleases[0]).toBe('2.7.0');
    expect(realHistory.rancherReleases).toContain('2.15.0');
    expect(realHistory.shellReleases).toEqual(expect.arrayContaining(['0.5.0', '1.2.5-rc.1', '2.0.3', '3.0.0', '3.0.13']));
  });
});

/**
 * @jest-environment node
 *
 * Keeps the API reference of each extensions docs version honest: every
 * `XxxLocation.MEMBER`, `ExtensionPoint.MEMBER` and `plugin.method(` in its
 * pages must exist in the @rancher/shell release that version is written for
 * (tests/fixtures/shell-api-<major>.json, written by `npm run api:snapshot`),
 * and every enum member of that release must be documented on at least one page. Release notes may also name a
 * member that the API history records as withdrawn: only in pre-releases, or removed.
 */
import fs from 'node:fs';
import path from 'node:path';

import { parseApiHistory } from '../../src/plugins/api-availability/history';
import { checkedDocsVersions, snapshotFile, type ShellApiSnapshot } from '../scripts/api-snapshot';
import { findApiReferences } from '../support/find-api-references';

const siteDir = path.resolve(__dirname, '../..');
const historyFile = 'tests/fixtures/shell-api-history.json';
const history = parseApiHistory(JSON.parse(fs.readFileSync(path.join(siteDir, historyFile), 'utf8')), historyFile);

function withdrawn(symbol: string): boolean {
  const shell = history.names[symbol]?.shell;
  return shell !== undefined && ((shell.first === null && shell.firstPrerelease !== null) || shell.removed !== null);
}

/**
 * The snapshot of `shellVersion`. Its file is named by the major version only, so a release bumped in
 * checkedDocsVersions without `npm run api:snapshot` would otherwise be checked against the old release's names.
 */
function readSnapshot(shellVersion: string): ShellApiSnapshot {
  const file = snapshotFile(shellVersion);
  const snapshot = JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as ShellApiSnapshot;
  if (snapshot.version !== shellVersion) {
    throw new Error(`${file} holds @rancher/shell ${snapshot.version}, not ${shellVersion}: run npm run api:snapshot`);
  }
  if (Object.keys(snapshot.enums).length === 0 || snapshot.extensionMethods.length === 0) {
    throw new Error(`${file} lists no enums or no plugin methods: run npm run api:snapshot`);
  }
  return snapshot;
}

function readPages(docsDir: string) {
  const absoluteDocsDir = path.join(siteDir, docsDir);
  return fs
    .readdirSync(absoluteDocsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => ({
      page: path.join(docsDir, file),
      references: findApiReferences(fs.readFileSync(path.join(absoluteDocsDir, file), 'utf8')),
    }));
}

describe.each(checkedDocsVersions)('$label API reference against @rancher/shell $shellVersion', ({ docsDir, shellVersion }) => {
  const snapshot = readSnapshot(shellVersion);
  const pages = readPages(docsDir);

  it('finds API references in the docs', () => {
    const total = pages.reduce((sum, page) => sum + page.references.enumMembers.length + page.references.methods.length, 0);
    expect(total).toBeGreaterThan(0);
  });

  it('names only enum members that exist in the package', () => {
    const unknown = pages.flatMap(({ page, references }) =>
      references.enumMembers
        .filter(({ enumName, member }) => !snapshot.enums[enumName]?.includes(member) && !withdrawn(`${enumName}.${member}`))
        .map(({ enumName, member }) => `${page}: ${enumName}.${member}`),
    );
    expect(unknown).toEqual([]);
  });

  it('calls only plugin methods that exist in the package', () => {
    const unknown = pages.flatMap(({ page, references }) =>
      references.methods.filter((method) => !snapshot.extensionMethods.includes(method)).map((method) => `${page}: plugin.${method}(`),
    );
    expect(unknown).toEqual([]);
  });

  it('documents every enum member of the package on some page', () => {
    const documented = new Set(pages.flatMap(({ references }) => references.enumMembers.map(({ enumName, member }) => `${enumName}.${member}`)));
    const undocumented = Object.entries(snapshot.enums).flatMap(([enumName, members]) =>
      members.map((member) => `${enumName}.${member}`).filter((symbol) => !documented.has(symbol)),
    );
    expect(undocumented).toEqual([]);
  });
});

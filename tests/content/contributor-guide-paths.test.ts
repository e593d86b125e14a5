/**
 * @jest-environment node
 *
 * Keeps the contributor guide honest about the code it describes: every
 * `shell/...` file or folder it names (or imports as `@shell/...`) must exist
 * in the published @rancher/shell release (tests/fixtures/shell-files-3.json,
 * written by `npm run api:snapshot`) or be listed as checked by hand on master, where it is newer than that release;
 * every path below another top-level folder of rancher/dashboard must be one checked by hand
 * (tests/fixtures/dashboard-paths.txt).
 * A worked example may create a file: its code block is titled `<path> (new file)`.
 */
import fs from 'node:fs';
import path from 'node:path';

import { contributorGuideShellVersion, shellFilesFixture, type ShellFilesSnapshot } from '../scripts/api-snapshot';
import { existsInShell, findRepositoryPaths, foldersOf, isNewFile } from '../support/repository-paths';

const siteDir = path.resolve(__dirname, '../..');
const guideDir = 'docs/internal';

/**
 * The top-level folders of rancher/dashboard besides shell/ (master at 17ad8a68ba, August 2026). A path in the guide
 * that starts with one of them must be listed in tests/fixtures/dashboard-paths.txt, where each was checked by hand.
 */
const repositoryFolders = [
  '.github', // workflows that build, test and publish
  '.vscode', // shared editor settings
  'creators', // the extension project creators
  'cypress', // end-to-end tests and page objects
  'docs', // repository notes
  'docusaurus', // the older documentation site
  'eslint-plugin-local-rules', // the repository's own lint rules
  'pkg', // built-in packages and @rancher/components
  'scripts', // build, test and release scripts
  'storybook', // the component catalogue
];

const verifiedRepositoryPaths = fs
  .readFileSync(path.join(siteDir, 'tests/fixtures/dashboard-paths.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

/** The file list of the shell release the guide is checked against; the checks below mean nothing with another. */
function readShellFiles(): ShellFilesSnapshot {
  const snapshot = JSON.parse(fs.readFileSync(path.join(siteDir, shellFilesFixture), 'utf8')) as ShellFilesSnapshot;
  if (snapshot.version !== contributorGuideShellVersion) {
    throw new Error(`${shellFilesFixture} lists @rancher/shell ${snapshot.version}, not ${contributorGuideShellVersion}: run npm run api:snapshot`);
  }
  const notInShell = snapshot.files.filter((file) => !file.startsWith('shell/'));
  if (snapshot.files.length === 0 || notInShell.length > 0) {
    throw new Error(`${shellFilesFixture} must list the package's files as shell/<path> (found ${notInShell.slice(0, 3).join(', ') || 'none'}): run npm run api:snapshot`);
  }
  return snapshot;
}

const shellSnapshot = readShellFiles();
const shellFiles = new Set(shellSnapshot.files);
const shellFolders = foldersOf(shellFiles);
const verifiedFolders = foldersOf(verifiedRepositoryPaths.map((verified) => `${verified}/`));

function isVerifiedRepositoryPath(repositoryPath: string): boolean {
  const withoutSlash = repositoryPath.replace(/\/$/, '');
  return verifiedRepositoryPaths.includes(withoutSlash) || verifiedFolders.has(withoutSlash) || repositoryFolders.includes(withoutSlash);
}

const pages = fs
  .readdirSync(path.join(siteDir, guideDir), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({
    page: path.join(guideDir, file),
    paths: findRepositoryPaths(fs.readFileSync(path.join(siteDir, guideDir, file), 'utf8')),
  }));

describe(`contributor guide paths against @rancher/shell ${contributorGuideShellVersion}`, () => {
  it('finds shell paths in the guide', () => {
    expect(pages.reduce((sum, { paths }) => sum + paths.shellPaths.length, 0)).toBeGreaterThan(0);
  });

  it('names only shell files and folders that exist', () => {
    const unknown = pages.flatMap(({ page, paths }) =>
      paths.shellPaths
        .filter((shellPath) => !isNewFile(shellPath, paths.newFiles) && !existsInShell(shellPath, shellFiles, shellFolders))
        .filter((shellPath) => !verifiedRepositoryPaths.includes(shellPath))
        .map((shellPath) => `${page}: ${shellPath}`),
    );
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('names only verified paths in the other top-level folders', () => {
    const unverified = pages.flatMap(({ page, paths }) =>
      paths.otherPaths
        .filter((repositoryPath) => repositoryFolders.includes(repositoryPath.split('/')[0]))
        .filter((repositoryPath) => !isNewFile(repositoryPath, paths.newFiles) && !isVerifiedRepositoryPath(repositoryPath))
        .map((repositoryPath) => `${page}: ${repositoryPath}`),
    );
    expect([...new Set(unverified)]).toEqual([]);
  });
});

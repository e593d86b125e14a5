/**
 * Writes tests/fixtures/shell-api-<major>.json for each docs version: the names
 * of the extension API of the published @rancher/shell release that version's
 * pages are written for (enum names with their members, and the method and
 * property names of the plugin object). Names only, no code. The API reference
 * test checks each docs version against its file, offline.
 *
 * Also writes tests/fixtures/shell-files-3.json, the paths of the files in the
 * @rancher/shell release the contributor guide describes (paths only), which
 * the contributor guide test checks every `shell/...` path against.
 *
 * Given the path of a rancher/dashboard git directory (a clone's `.git`, or a bare
 * repository with its tags), it also writes tests/fixtures/shell-api-history.json:
 * for every name of the extension API, the Rancher and shell releases that have it
 * (tests/scripts/api-history.ts). The API pages label their headings from it.
 *
 * Usage: npm run api:snapshot [-- <rancher/dashboard git directory>]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { historyFixture, readHistory } from './api-history';
import { readShellApiFromSources, type ShellApi } from './shell-api';

export type ShellApiSnapshot = { package: string; version: string } & ShellApi;

/** Each extensions docs version and the @rancher/shell release its pages are checked against. */
export const checkedDocsVersions = [
  { label: 'v3', docsDir: 'docs/extensions', shellVersion: '3.0.13' },
  { label: 'v2', docsDir: 'extensions_versioned_docs/version-v2', shellVersion: '2.0.1' },
] as const;

export function snapshotFile(shellVersion: string): string {
  return `tests/fixtures/shell-api-${shellVersion.split('.')[0]}.json`;
}

/** The @rancher/shell release whose files the contributor guide names. */
export const contributorGuideShellVersion = '3.0.13';
export const shellFilesFixture = 'tests/fixtures/shell-files-3.json';

export type ShellFilesSnapshot = { package: string; version: string; files: string[] };

const siteDir = path.resolve(__dirname, '../..');

export function readShellApi(coreDir: string): ShellApi {
  return readShellApiFromSources(
    fs
      .readdirSync(coreDir)
      .filter((fileName) => fileName.endsWith('.ts'))
      .map((fileName) => ({ fileName, text: fs.readFileSync(path.join(coreDir, fileName), 'utf8') })),
  );
}

function unpackShell(shellVersion: string, workDir: string): string {
  const tarball = execFileSync('npm', ['pack', `@rancher/shell@${shellVersion}`, '--silent'], { cwd: workDir, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;
  const unpackDir = path.join(workDir, shellVersion);
  fs.mkdirSync(unpackDir);
  execFileSync('tar', ['xzf', path.join(workDir, tarball), '-C', unpackDir]);
  return path.join(unpackDir, 'package');
}

function writeApiSnapshot(shellVersion: string, packageDir: string): void {
  const api = readShellApi(path.join(packageDir, 'core'));
  const snapshot: ShellApiSnapshot = { package: '@rancher/shell', version: shellVersion, ...api };
  const fixtureFile = snapshotFile(shellVersion);
  fs.writeFileSync(path.join(siteDir, fixtureFile), `${JSON.stringify(snapshot, null, 2)}\n`);

  const memberCount = Object.values(api.enums).reduce((sum, members) => sum + members.length, 0);
  console.log(`Wrote ${fixtureFile} from @rancher/shell@${shellVersion}:`);
  console.log(`  ${Object.keys(api.enums).length} enums with ${memberCount} members`);
  console.log(`  ${api.extensionMethods.length} plugin methods, ${api.extensionProperties.length} properties`);
}

/** The package is the repository's shell/ folder, so its files are listed as shell/<path>. */
function writeFilesSnapshot(shellVersion: string, packageDir: string): void {
  const files = fs
    .readdirSync(packageDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `shell/${path.relative(packageDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
  const snapshot: ShellFilesSnapshot = { package: '@rancher/shell', version: shellVersion, files };
  fs.writeFileSync(path.join(siteDir, shellFilesFixture), `${JSON.stringify(snapshot, null, 1)}\n`);
  console.log(`Wrote ${shellFilesFixture}: ${files.length} file paths of @rancher/shell@${shellVersion}`);
}

function writeHistory(gitDir: string): void {
  const history = readHistory(gitDir);
  fs.writeFileSync(path.join(siteDir, historyFixture), `${JSON.stringify(history, null, 1)}\n`);
  console.log(
    `Wrote ${historyFixture}: ${Object.keys(history.names).length} names over ${history.rancherReleases.length} Rancher ` +
      `and ${history.shellReleases.length} shell releases`,
  );
}

function main(): void {
  const gitDir = process.argv[2];
  if (gitDir) {
    writeHistory(path.resolve(gitDir));
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-api-'));
  try {
    const shellVersions = new Set<string>([...checkedDocsVersions.map(({ shellVersion }) => shellVersion), contributorGuideShellVersion]);
    for (const shellVersion of shellVersions) {
      const packageDir = unpackShell(shellVersion, workDir);
      if (checkedDocsVersions.some((docsVersion) => docsVersion.shellVersion === shellVersion)) {
        writeApiSnapshot(shellVersion, packageDir);
      }
      if (shellVersion === contributorGuideShellVersion) {
        writeFilesSnapshot(shellVersion, packageDir);
      }
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main();
}

/**
 * Reads the extension API at every Rancher release tag from v2.7.0 (`v2.X.Y`, no pre-releases) and at every
 * `shell-pkg-v*` tag of a rancher/dashboard git directory, and writes, for each name (plugin methods and
 * properties, the enums of `shell/core` and their members), the releases that have it:
 * tests/fixtures/shell-api-history.json.
 */
import { execFileSync } from 'node:child_process';

import {
  compareVersions,
  lineOf,
  type ApiHistory,
  type ApiKind,
  type NameHistory,
} from '../../src/plugins/api-availability/history';
import { readShellApiFromSources, type ShellApi } from './shell-api';

export const historyFixture = 'tests/fixtures/shell-api-history.json';

const firstRancherRelease = '2.7.0';

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', [`--git-dir=${gitDir}`, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The Rancher releases (`v2.7.0` and later) and the shell releases (`shell-pkg-v*`) tagged in the repository. */
export function releaseTags(gitDir: string): { rancher: string[]; shell: string[] } {
  const tags = git(gitDir, ['tag', '--list']).split('\n');
  const rancher = tags
    .map((tag) => /^v(2\.\d+\.\d+)$/.exec(tag)?.[1])
    .filter((version): version is string => version !== undefined && compareVersions(version, firstRancherRelease) >= 0);
  const shell = tags.map((tag) => /^shell-pkg-v(\d+\.\d+\.\d+(?:-[\w.]+)?)$/.exec(tag)?.[1]).filter((version): version is string => version !== undefined);
  return { rancher: rancher.sort(compareVersions), shell: shell.sort(compareVersions) };
}

export function apiAtTag(gitDir: string, tag: string): ShellApi {
  const fileNames = git(gitDir, ['ls-tree', '--name-only', `${tag}:shell/core`])
    .split('\n')
    .filter((name) => name.endsWith('.ts'));
  return readShellApiFromSources(fileNames.map((fileName) => ({ fileName, text: git(gitDir, ['show', `${tag}:shell/core/${fileName}`]) })));
}

/** Every name of one release's API, with its kind. */
export function namesOf(api: ShellApi): Map<string, ApiKind> {
  const names = new Map<string, ApiKind>();
  for (const method of api.extensionMethods) {
    names.set(method, 'method');
  }
  for (const property of api.extensionProperties) {
    names.set(property, 'property');
  }
  for (const [enumName, members] of Object.entries(api.enums)) {
    names.set(enumName, 'enum');
    for (const member of members) {
      names.set(`${enumName}.${member}`, 'member');
    }
  }
  return names;
}

const isPrerelease = (version: string) => version.includes('-');

type ReleaseNames = { release: string; names: Map<string, ApiKind> };

/** The first release after the last one that has the name, when a later release lacks it. */
function removedAfter(releases: ReleaseNames[], name: string): string | null {
  const lastWith = releases.map(({ names }) => names.has(name)).lastIndexOf(true);
  return lastWith === -1 ? null : (releases.slice(lastWith + 1).find(({ names }) => !names.has(name))?.release ?? null);
}

/** The history of every name, from the names of each release (`releases` in version order). */
export function buildHistory(rancher: ReleaseNames[], shell: ReleaseNames[], source: string): ApiHistory {
  const kinds = new Map<string, ApiKind>();
  for (const { names } of [...rancher, ...shell]) {
    for (const [name, kind] of names) {
      kinds.set(name, kind);
    }
  }
  const stableShell = shell.filter(({ release }) => !isPrerelease(release));
  const entries = [...kinds.keys()].sort().map((name): [string, NameHistory] => {
    const firstByLine: Record<string, string> = {};
    for (const { release, names } of rancher) {
      if (names.has(name) && !(lineOf(release) in firstByLine)) {
        firstByLine[lineOf(release)] = release;
      }
    }
    const first = stableShell.find(({ names }) => names.has(name))?.release ?? null;
    const firstAny = shell.find(({ names }) => names.has(name))?.release ?? null;
    return [
      name,
      {
        kind: kinds.get(name) as ApiKind,
        rancher: {
          firstByLine,
          removed: removedAfter(rancher, name),
        },
        shell: {
          first,
          firstPrerelease: firstAny !== null && firstAny !== first && isPrerelease(firstAny) ? firstAny : null,
          removed: removedAfter(stableShell, name),
        },
      },
    ];
  });
  return {
    source,
    rancherReleases: rancher.map(({ release }) => release),
    shellReleases: shell.map(({ release }) => release),
    names: Object.fromEntries(entries),
  };
}

/** Reads every tag of the repository at `gitDir` and returns the history. */
export function readHistory(gitDir: string): ApiHistory {
  const tags = releaseTags(gitDir);
  const read = (releases: string[], tagOf: (release: string) => string) =>
    releases.map((release) => ({ release, names: namesOf(apiAtTag(gitDir, tagOf(release))) }));
  return buildHistory(
    read(tags.rancher, (release) => `v${release}`),
    read(tags.shell, (release) => `shell-pkg-v${release}`),
    'rancher/dashboard: tags v2.7.0 and later, shell-pkg-v*',
  );
}

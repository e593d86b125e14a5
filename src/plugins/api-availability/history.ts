import { z } from 'zod';

/**
 * tests/fixtures/shell-api-history.json: for each name of the extension API, the releases that have it, read from
 * the rancher/dashboard repository at every Rancher release tag from v2.7.0 and every `shell-pkg-v*` tag
 * (`npm run api:snapshot -- <dashboard git directory>`).
 */
const release = z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/, 'a release such as 2.12.6 or 3.0.9-rc.6');
const minorLine = z.string().regex(/^\d+\.\d+$/, 'a minor line such as 2.12');

const nameHistorySchema = z.object({
  kind: z.enum(['method', 'property', 'enum', 'member']),
  rancher: z.object({
    /** Per minor line that has the name, its first release that has it. */
    firstByLine: z.record(minorLine, release),
    /** The first release after the last one that has it, when later releases lack it. */
    removed: release.nullable(),
  }),
  shell: z.object({
    /** The first `@rancher/shell` release (not a pre-release) that has it. */
    first: release.nullable(),
    /** The first pre-release that has it, when one came before `first`. */
    firstPrerelease: release.nullable(),
    removed: release.nullable(),
  }),
});

export const apiHistorySchema = z.object({
  source: z.string(),
  rancherReleases: z.array(release).min(1),
  shellReleases: z.array(release).min(1),
  names: z.record(z.string(), nameHistorySchema),
});

export type ApiHistory = z.infer<typeof apiHistorySchema>;
export type NameHistory = z.infer<typeof nameHistorySchema>;
export type ApiKind = NameHistory['kind'];

/** The history in `json`, or an error that names the file and every field that is wrong. */
export function parseApiHistory(json: unknown, file: string): ApiHistory {
  const parsed = apiHistorySchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${file} is not a valid API history:\n${fields.join('\n')}`);
  }
  return parsed.data;
}

type Version = number[];

/** Numeric parts of a release, with a pre-release sorting before its release (3.0.9-rc.6 < 3.0.9). */
export function versionParts(version: string): Version {
  const [core, pre] = version.split('-');
  const parts = core.split('.').map(Number);
  const preNumber = pre ? Number(pre.replace(/\D+/g, '')) || 0 : Number.MAX_SAFE_INTEGER;
  return [...parts, preNumber];
}

export function compareVersions(a: string, b: string): number {
  const [left, right] = [versionParts(a), versionParts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

export const lineOf = (version: string) => version.split('.').slice(0, 2).join('.');

/** The Rancher lines and shell majors each extensions docs version is written for. */
export const docsVersionRanges = {
  v3: { firstLine: '2.10', lastLine: undefined, shellMajors: [3] },
  v2: { firstLine: '2.7', lastLine: '2.9', shellMajors: [0, 1, 2] },
} as const;

export type DocsVersionKey = keyof typeof docsVersionRanges;

export interface Availability {
  /** From this release on, every later line has the name in its `.0` release: `2.14` or, for a patch, `2.7.2`. */
  since?: string;
  /** Earlier lines that have it from a patch release on (back-ports). */
  alsoIn: string[];
  /** The first shell release of the docs version's majors that has it (types and `yarn dev`). */
  shell?: string;
  /** The first Rancher release of the range that no longer has it. */
  removedIn?: string;
}

function inRange(line: string, docsVersion: DocsVersionKey): boolean {
  const { firstLine, lastLine } = docsVersionRanges[docsVersion];
  return compareVersions(`${line}.0`, `${firstLine}.0`) >= 0 && (!lastLine || compareVersions(`${line}.0`, `${lastLine}.0`) <= 0);
}

/** Which releases of a docs version's range have `name`; undefined when none does. */
export function availabilityOf(history: ApiHistory, name: string, docsVersion: DocsVersionKey): Availability | undefined {
  const entry = history.names[name];
  if (!entry) {
    return undefined;
  }
  const lines = [...new Set(history.rancherReleases.map(lineOf))].filter((line) => inRange(line, docsVersion)).sort((a, b) => compareVersions(`${a}.0`, `${b}.0`));
  const presentLines = lines.filter((line) => entry.rancher.firstByLine[line]);
  if (presentLines.length === 0) {
    return undefined;
  }
  const firstIn = (line: string) => entry.rancher.firstByLine[line];
  let sinceIndex = lines.length;
  while (sinceIndex > 0 && firstIn(lines[sinceIndex - 1]) === `${lines[sinceIndex - 1]}.0`) {
    sinceIndex -= 1;
  }
  const patchLine = lines[sinceIndex - 1];
  const earliestFromPatch = patchLine !== undefined && firstIn(patchLine) !== undefined && presentLines[0] === patchLine;
  if (earliestFromPatch) {
    sinceIndex -= 1;
  }
  const sinceLine = lines[sinceIndex];
  const since = sinceLine === undefined ? undefined : earliestFromPatch ? firstIn(sinceLine) : sinceLine;
  const alsoIn = presentLines
    .filter((line) => sinceLine === undefined || compareVersions(`${line}.0`, `${sinceLine}.0`) < 0)
    .map(firstIn);
  const removed = entry.rancher.removed;
  const shellMajors: readonly number[] = docsVersionRanges[docsVersion].shellMajors;
  const shellReleases = history.shellReleases.filter((release) => shellMajors.includes(versionParts(release)[0]) && !release.includes('-'));
  const firstShell = entry.shell.first ?? entry.shell.firstPrerelease;
  const shellIsNewer = firstShell !== null && shellReleases.length > 0 && compareVersions(firstShell, shellReleases[0]) > 0;
  return {
    since,
    alsoIn,
    shell: firstShell === null ? undefined : shellIsNewer ? firstShell : docsVersion === 'v3' ? shellReleases[0] : undefined,
    removedIn: removed && inRange(lineOf(removed), docsVersion) ? removed : undefined,
  };
}

/** "Rancher 2.14+ · also 2.12.6, 2.13.2 · shell 3.0.10+" */
export function availabilityLabel({ since, alsoIn, shell, removedIn }: Availability): string {
  const parts = [
    since ? `Rancher ${since}+` : `Rancher ${alsoIn.join(', ')} and later patches`,
    since && alsoIn.length > 0 ? `also ${alsoIn.join(', ')}` : undefined,
    shell ? `shell ${shell}+` : undefined,
    removedIn ? `removed in ${removedIn}` : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}

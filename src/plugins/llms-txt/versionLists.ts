/** An older docs version whose pages get their own list: `/extensions/<path>/llms.txt`. */
export type OwnListVersion = { path: string; title: string; description: string };

/**
 * Moves the section of each version in `ownListVersions` (`### <path>` under `## extensions`) out of the root
 * llms.txt into a list of its own, one heading level up; the root file keeps the rest. Returns the new root text and
 * the version lists by file path relative to the build folder.
 */
export function splitVersionLists(rootList: string, versions: OwnListVersion[]): { root: string; lists: Record<string, string> } {
  const lines = rootList.split('\n');
  const lists: Record<string, string> = {};
  for (const version of versions) {
    const start = lines.indexOf(`### ${version.path}`);
    if (start < 0) {
      throw new Error(`llms.txt has no section "### ${version.path}"`);
    }
    const length = lines.slice(start + 1).findIndex((line) => /^#{2,3} /.test(line));
    const section = lines.splice(start, length < 0 ? lines.length - start : length + 1);
    const pages = section.slice(1).map((line) => (line.startsWith('#### ') ? line.slice(2) : line));
    lists[`extensions/${version.path}/llms.txt`] = [`# ${version.title}`, '', `> ${version.description}`, '', ...pages]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()
      .concat('\n');
  }
  return { root: lines.join('\n').replace(/\n{3,}/g, '\n\n'), lists };
}

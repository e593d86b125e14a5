export type RepositoryPaths = {
  /** Paths under the dashboard's shell/ folder (written `shell/...` or imported as `@shell/...`), as `shell/...`. */
  shellPaths: string[];
  /** Other repository-relative paths named in inline code or code block titles, e.g. `pkg/harvester/index.ts`. */
  otherPaths: string[];
  /** Files a worked example creates: code blocks titled `<path> (new file)`. */
  newFiles: string[];
};

/**
 * A path stops before a placeholder (`<type>`, `*`, `{a,b}`, `${x}`), so `shell/edit/<type>.vue` is checked as the
 * folder `shell/edit/`.
 */
const shellPathPattern = /(?<![\w./-])@?shell\/[\w.@/-]*/g;
const inlineCodePattern = /`([^`\n]+)`/g;
const codeTitlePattern = /^\s*(?:```|~~~)\w*.*?\btitle="([^"]+)"/gm;
const repositoryPathPattern = /^[\w.-]+\/[\w.@/-]*$/;
const newFileTitle = /^(\S+) \(new file\)$/;

function trimPath(candidate: string): string {
  return candidate.replace(/[.,;:)]+$/, '');
}

/** Every dashboard repository path a contributor-guide page names, in prose or code. */
export function findRepositoryPaths(text: string): RepositoryPaths {
  const shellPaths = [...text.matchAll(shellPathPattern)].map(([match]) => trimPath(match.replace(/^@/, '')));

  const codeTitles = [...text.matchAll(codeTitlePattern)].map(([, title]) => title);
  const newFiles = codeTitles.flatMap((title) => title.match(newFileTitle)?.[1] ?? []);
  const namedInCode = [
    ...[...text.matchAll(inlineCodePattern)].map(([, code]) => code.trim()),
    ...codeTitles.map((title) => title.split(' ')[0]),
  ];
  const otherPaths = namedInCode
    .map(trimPath)
    .filter((candidate) => repositoryPathPattern.test(candidate) && !/^@?shell\//.test(candidate));

  return { shellPaths, otherPaths, newFiles };
}

/** Whether `shellPath` is a file of the package, a folder that holds some, or a module path that resolves to one. */
export function existsInShell(shellPath: string, files: ReadonlySet<string>, folders: ReadonlySet<string>): boolean {
  const withoutSlash = shellPath.replace(/\/$/, '');
  if (folders.has(withoutSlash)) {
    return true;
  }
  if (shellPath.endsWith('/')) {
    return false;
  }
  const moduleCandidates = ['', '.js', '.ts', '.vue', '.json', '.d.ts', '/index.js', '/index.ts', '/index.vue'];
  return moduleCandidates.some((suffix) => files.has(`${withoutSlash}${suffix}`));
}

/** Whether `modulePath` names one of the files a page creates, with or without its extension or `/index`. */
export function isNewFile(modulePath: string, newFiles: readonly string[]): boolean {
  return newFiles.some((file) => [file, file.replace(/\.(js|ts|vue|json)$/, ''), file.replace(/\/index\.(js|ts|vue)$/, '')].includes(modulePath));
}

/** Every folder that holds a file, e.g. `shell/store` and `shell` for `shell/store/type-map.js`. */
export function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) {
      folders.add(parts.slice(0, depth).join('/'));
    }
  }
  return folders;
}

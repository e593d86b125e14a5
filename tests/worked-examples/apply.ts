/**
 * Reads the worked examples of the dashboard contributor guide (`docs/internal/**`) out of the Markdown and applies
 * them to files of a rancher/dashboard checkout. Pure functions on strings, so the unit tests need no checkout; the
 * runner (run.ts) does the file system, git, Jest and ESLint. The conventions are described in README.md beside this
 * file.
 */
import yaml from 'js-yaml';

import { codeBlocks, frontMatterField } from '../../src/examples/extract';

/** What to do with a block's code in the file its title names. */
export type Action =
  /** Write the block as the whole file (`path` or `path (new file)`; a new file must not exist in the repository). */
  | { kind: 'write'; newFile: boolean }
  /** Apply a `diff` block hunk by hunk: the ` ` and `-` lines are found in the file and replaced by the ` ` and `+` lines. */
  | { kind: 'patch' }
  /** Add the code at the end of the file (`(added lines)`, `(added line)`, `(added at the end)`). */
  | { kind: 'append' }
  /** Merge YAML keys into the file's keys (`(added keys ...)`); `under` names the mapping they belong in. */
  | { kind: 'merge-yaml'; under: string[] }
  /** Insert the code before the closing line of `describe('<name>', ...)` (`(added inside describe('<name>'))`). */
  | { kind: 'inside-describe'; describe: string };

export type WorkedBlock = {
  /** Path in the dashboard repository, from the block's title. */
  path: string;
  /** The text in parentheses after the path, if any. */
  note: string;
  language: string;
  body: string;
  /** Markdown file (relative to docs/internal) and line of the opening fence. */
  markdownFile: string;
  line: number;
};

export type PlannedBlock = WorkedBlock & ({ action: Action } | { skip: string } | { error: string });

const notCode = new Set(['bash', 'sh', 'shell', 'console', 'text', 'mermaid', 'json', 'mdx', 'md']);
/** Storybook has a project of its own; its examples are not applied. */
const notApplied = /^storybook\//;
/** The Cypress suite needs a browser and a running Rancher: its files are applied and linted, not run. */
const cypress = /^cypress\//;
const titleOf = /title="([^"]+)"/;
const pathAndNote = /^(\S+?)(?:\s+\((.*)\))?$/;

/** Jest specs: files in a `__tests__` folder or named `*.test.*` / `*.spec.*`, outside the Cypress suite. */
export function isSpec(path: string): boolean {
  return !cypress.test(path) && (/(^|\/)__tests__\//.test(path) || /\.(test|spec)\.[jt]s$/.test(path));
}

/** Cypress specs: linted like every other file, but not run here. */
export function isCypressSpec(path: string): boolean {
  return /^cypress\/e2e\/tests\/.+\.spec\.ts$/.test(path);
}

/** Files ESLint checks in the dashboard. */
export function isLinted(path: string): boolean {
  return /\.(js|mjs|ts|vue)$/.test(path);
}

/** How the title's note tells to apply a block, or why it is left out. */
export function planBlock(block: WorkedBlock): PlannedBlock {
  const note = block.note.toLowerCase();
  if (note.includes('excerpt')) {
    return { ...block, skip: 'excerpt' };
  }
  if (notApplied.test(block.path)) {
    return { ...block, skip: 'Storybook examples are not applied' };
  }
  if (block.language === 'diff') {
    return { ...block, action: { kind: 'patch' } };
  }
  if (note === '' || note === 'new file') {
    return { ...block, action: { kind: 'write', newFile: note === 'new file' } };
  }
  const describe = /^added inside describe\((['"`])(.+)\1\)$/.exec(block.note);
  if (describe) {
    return { ...block, action: { kind: 'inside-describe', describe: describe[2] } };
  }
  if (/^ya?ml$/.test(block.language) && note.startsWith('added')) {
    const under = /\bunder ([\w.-]+?):?$/.exec(block.note)?.[1];
    return { ...block, action: { kind: 'merge-yaml', under: under ? under.split('.') : [] } };
  }
  if (/^added (lines?|at the end)$/.test(note)) {
    return { ...block, action: { kind: 'append' } };
  }
  return { ...block, error: `cannot tell how to apply a ${block.language} block noted "(${block.note})"` };
}

/**
 * The titled code blocks of a page that name a file, planned. Blocks without a title, of a language that is not
 * code, or whose title is not a path (`Any component (excerpt)`) are not listed.
 */
export function pageBlocks(markdown: string, markdownFile: string): PlannedBlock[] {
  const planned: PlannedBlock[] = [];
  for (const block of codeBlocks(markdown)) {
    const title = titleOf.exec(block.meta)?.[1];
    const match = title ? pathAndNote.exec(title.trim()) : null;
    if (!match || notCode.has(block.language)) {
      continue;
    }
    const [, path, note = ''] = match;
    if (!/^[\w@.-]+(\/[\w@.[\]-]+)*$/.test(path) || !/\.\w+$/.test(path)) {
      continue;
    }
    planned.push(planBlock({ path, note, language: block.language, body: block.body, markdownFile, line: block.firstCodeLine - 1 }));
  }
  return planned;
}

/** Pages whose examples are applied first, from `dashboard_example_base: a.md, b.md` (relative to docs/internal). */
export function examplesBase(markdown: string): string[] {
  const field = frontMatterField(markdown, 'dashboard_example_base');
  return field ? field.split(',').map((page) => page.trim()).filter(Boolean) : [];
}

/** `after` holds added text, or for a context line the index of that line in `before` (the file's own text is kept). */
type Hunk = { label: string; before: string[]; after: (string | number)[] };

function parseHunks(diff: string): Hunk[] {
  const hunks: Hunk[] = [];
  let current: Hunk | undefined;
  const lines = diff.replace(/\n$/, '').split('\n');
  for (const line of lines) {
    if (line.startsWith('@@')) {
      current = { label: line, before: [], after: [] };
      hunks.push(current);
      continue;
    }
    if (!current) {
      current = { label: '(first hunk)', before: [], after: [] };
      hunks.push(current);
    }
    const marker = line[0] ?? ' ';
    const text = line.slice(1);
    if (marker === ' ') {
      current.after.push(current.before.length);
      current.before.push(text);
    } else if (marker === '-') {
      current.before.push(text);
    } else if (marker === '+') {
      current.after.push(text);
    } else {
      throw new Error(`diff line is not context, + or -: ${JSON.stringify(line)}`);
    }
  }
  return hunks.filter((hunk) => hunk.before.length > 0 || hunk.after.length > 0);
}

const same = (a: string, b: string) => a.trimEnd() === b.trimEnd();

function findLines(lines: string[], wanted: string[], from: number): number[] {
  const found: number[] = [];
  for (let index = from; index + wanted.length <= lines.length; index += 1) {
    if (wanted.every((line, offset) => same(lines[index + offset], line))) {
      found.push(index);
    }
  }
  return found;
}

/**
 * Applies a diff block to a file's text. Hunks are separated by `@@ ... ` lines (the text after `@@` is only a label)
 * and need no line numbers: each hunk's context and removed lines must appear in the file, after the previous hunk,
 * and are replaced by its context and added lines. Trailing white space does not count. A diff of added lines only
 * adds them at the end of the file.
 */
export function applyDiff(original: string, diff: string): string {
  const hunks = parseHunks(diff);
  if (hunks.length === 1 && hunks[0].before.length === 0) {
    // Only added lines and nothing to place them by: they go at the end of the file.
    return appendCode(original, hunks[0].after.join('\n'));
  }
  const lines = original.split('\n');
  let from = 0;
  for (const hunk of hunks) {
    if (hunk.before.length === 0) {
      throw new Error(`hunk ${hunk.label} has no context or removed lines to place it by`);
    }
    let found = findLines(lines, hunk.before, from);
    if (found.length === 0) {
      const anywhere = findLines(lines, hunk.before, 0);
      found = anywhere.length === 1 ? anywhere : [];
    }
    if (found.length === 0) {
      const first = hunk.before.find((line) => line.trim() !== '') ?? '';
      throw new Error(
        `hunk ${hunk.label} does not match the file: its context and removed lines (starting ${JSON.stringify(first.trim())}) are not there as one run of lines`,
      );
    }
    const at = found[0];
    const replacement = hunk.after.map((line) => (typeof line === 'number' ? lines[at + line] : line));
    lines.splice(at, hunk.before.length, ...replacement);
    from = at + replacement.length;
  }
  return lines.join('\n');
}

/** Adds code at the end of a file, after one blank line. */
export function appendCode(original: string, code: string): string {
  return `${original.trimEnd()}\n\n${code.trimEnd()}\n`;
}

/** Inserts code (already indented as it should be) before the line that closes `describe('<name>', ...)`. */
export function insertInsideDescribe(original: string, name: string, code: string): string {
  const lines = original.split('\n');
  const opening = lines.findIndex((line) => {
    const call = /^(\s*)describe\((['"`])(.*?)\2\s*,/.exec(line);
    return call?.[3] === name;
  });
  if (opening < 0) {
    throw new Error(`no describe('${name}', ...) in the file`);
  }
  const indent = /^\s*/.exec(lines[opening])?.[0] ?? '';
  const closing = lines.findIndex((line, index) => index > opening && line.trimEnd() === `${indent}});`);
  if (closing < 0) {
    throw new Error(`cannot find the end of describe('${name}', ...)`);
  }
  const before = lines.slice(0, closing);
  while (before.length && before[before.length - 1].trim() === '') {
    before.pop();
  }
  return [...before, '', ...code.trimEnd().split('\n'), ...lines.slice(closing)].join('\n');
}

type YamlMap = Record<string, unknown>;
const isMap = (value: unknown): value is YamlMap => typeof value === 'object' && value !== null && !Array.isArray(value);

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents, Infinity);
  return common > 0 && common !== Infinity ? lines.map((line) => line.slice(common)).join('\n') : text;
}

function mergeInto(target: YamlMap, added: YamlMap, at: string[]): void {
  for (const [key, value] of Object.entries(added)) {
    const keyPath = [...at, key].join('.');
    if (!(key in target)) {
      target[key] = value;
    } else if (isMap(target[key]) && isMap(value)) {
      mergeInto(target[key] as YamlMap, value, [...at, key]);
    } else if (JSON.stringify(target[key]) !== JSON.stringify(value)) {
      throw new Error(`key ${keyPath} already exists with another value`);
    }
  }
}

/**
 * Merges the keys of a YAML block into a YAML file: existing mappings get the new keys, a key that already has
 * another value is an error. When the block starts below the top level (`under`), its keys are put there unless the
 * block itself starts with the first key of `under`. The file is written back without its comments.
 */
export function mergeYaml(original: string, block: string, under: string[]): string {
  const target = yaml.load(original);
  let added = yaml.load(dedent(block));
  if (!isMap(target) || !isMap(added)) {
    throw new Error('the file and the block must both be YAML mappings');
  }
  if (under.length && !(under[0] in added)) {
    added = under.reduceRight<YamlMap>((inner, key) => ({ [key]: inner }), added);
  }
  mergeInto(target, added as YamlMap, []);
  return yaml.dump(target, { lineWidth: -1, noRefs: true, quotingType: "'" });
}

/** The new text of a file after a block, given its text before (undefined when it does not exist). */
export function applyBlock(block: WorkedBlock & { action: Action }, current: string | undefined): string {
  const { action } = block;
  if (action.kind === 'write') {
    return block.body;
  }
  if (current === undefined) {
    throw new Error(`${block.path} does not exist, so the ${action.kind} cannot be applied`);
  }
  switch (action.kind) {
    case 'patch':
      return applyDiff(current, block.body);
    case 'append':
      return appendCode(current, block.body);
    case 'inside-describe':
      return insertInsideDescribe(current, action.describe, block.body);
    case 'merge-yaml':
      return mergeYaml(current, block.body, action.under);
  }
}

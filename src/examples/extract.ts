/**
 * Finds the complete example files of the docs: fenced code blocks whose title names a file of an extension package,
 * `title="pkg/<name>/<path>"`. A block that is only part of a file says so after the path
 * (`title="pkg/<name>/<path> (excerpt)"`) and is left out, as are `bash`, `diff` and `text` blocks. The complete
 * files of one page with the same `<name>` form one example package; a page whose front matter names
 * `example_base: <page>` (relative to the docs version folder) builds on that page's package of the same name.
 * When a page shows a file of a package again (say a second version of `index.ts` for another approach), the
 * package as it stood before is kept as its own version, so that every block is checked in a whole package.
 * A page whose front matter says `example_app_files: true` also has complete files at the root of the application
 * (`title="jest.config.js"`): every other titled block of a checked language, in its final state.
 */
import fs from 'node:fs';
import path from 'node:path';

export type ExampleFile = {
  /** Path inside the package, e.g. `index.ts` or `l10n/en-us.yaml`. */
  filePath: string;
  language: string;
  body: string;
  /** The Markdown file (relative to the docs folder) and the line of the first line of code in it. */
  markdownFile: string;
  firstCodeLine: number;
};

export type ExamplePackage = {
  name: string;
  /** Which state of the package this is, when the page shows a file of it again (1 for the first). */
  version: number;
  /** The page's files, then those it takes from its example base that it does not show itself. */
  files: ExampleFile[];
};

/**
 * `files` are the blocks the page shows; `packages` every state of each package they add up to; `appFiles` the
 * files at the root of the application (`filePath` relative to it), only on pages with `example_app_files: true`.
 */
export type PageExamples = { markdownFile: string; files: ExampleFile[]; packages: ExamplePackage[]; appFiles: ExampleFile[] };

const uncheckedLanguages = new Set(['bash', 'diff', 'text', 'sh', 'shell', 'console']);
const fenceOpening = /^(\s*)(`{3,})(\w[\w-]*)?(.*)$/;

export type Block = { language: string; meta: string; body: string; firstCodeLine: number };

const anyFileTitle = /title="([^"]+)"/;

/**
 * The package and the path in it that a code block's language and meta name, when the block is a complete file; on
 * pages with application files, a titled file outside `pkg/` has no package and a path relative to the application.
 */
export function completeExampleFile(
  language: string,
  meta: string,
  withAppFiles = false,
): { packageName?: string; filePath: string } | undefined {
  const title = anyFileTitle.exec(meta)?.[1];
  if (!title || uncheckedLanguages.has(language) || /\s\(/.test(title)) {
    return undefined;
  }
  const packageFile = /^pkg\/([^/]+)\/(.+)$/.exec(title);
  if (packageFile) {
    return { packageName: packageFile[1], filePath: packageFile[2] };
  }
  return withAppFiles && !title.includes(' ') ? { filePath: title } : undefined;
}

export const appFilesKey = '';

export function codeBlocks(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = fenceOpening.exec(lines[index]);
    if (!opening) {
      continue;
    }
    const [, indent, fence, language = '', meta] = opening;
    const closing = new RegExp(`^\\s*${fence}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(lines[end].startsWith(indent) ? lines[end].slice(indent.length) : lines[end].trimStart());
      end += 1;
    }
    blocks.push({ language, meta, body: `${body.join('\n')}\n`, firstCodeLine: index + 2 });
    index = end;
  }
  return blocks;
}

export function frontMatterField(markdown: string, field: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? '';
  return new RegExp(`^${field}:\\s*(.+?)\\s*$`, 'm').exec(frontMatter)?.[1].replace(/^['"]|['"]$/g, '');
}

/** The states of each package a page shows, by package name: the last is the page's final package. */
export function pageExampleFiles(markdown: string, markdownFile: string): Map<string, ExampleFile[][]> {
  const byPackage = new Map<string, ExampleFile[][]>();
  const withAppFiles = frontMatterField(markdown, 'example_app_files') === 'true';
  for (const block of codeBlocks(markdown)) {
    const example = completeExampleFile(block.language, block.meta, withAppFiles);
    if (!example) {
      continue;
    }
    const { packageName: name = appFilesKey, filePath } = example;
    const states = byPackage.get(name) ?? [[]];
    const current = states[states.length - 1];
    const file = { filePath, language: block.language, body: block.body, markdownFile, firstCodeLine: block.firstCodeLine };
    const shownBefore = current.findIndex((existing) => existing.filePath === filePath);
    if (shownBefore >= 0) {
      states.push(current.map((existing, index) => (index === shownBefore ? file : existing)));
    } else {
      current.push(file);
    }
    byPackage.set(name, states);
  }
  return byPackage;
}

/** Every page of `docsDir` (recursively) with complete examples, in path order. */
export function extractExamples(docsDir: string): PageExamples[] {
  const markdownFiles = (fs.readdirSync(docsDir, { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const read = (markdownFile: string) => fs.readFileSync(path.join(docsDir, markdownFile), 'utf8');

  /** The final state of each package of a page, with its example base underneath. */
  const finalPackages = (markdownFile: string, visited: string[]): Map<string, ExampleFile[]> => {
    if (visited.includes(markdownFile)) {
      throw new Error(`example_base forms a cycle: ${[...visited, markdownFile].join(' -> ')}`);
    }
    if (!fs.existsSync(path.join(docsDir, markdownFile))) {
      throw new Error(`${visited.at(-1)}: example_base ${markdownFile} does not exist`);
    }
    const markdown = read(markdownFile);
    const base = frontMatterField(markdown, 'example_base');
    const baseFiles = base ? finalPackages(base, [...visited, markdownFile]) : new Map<string, ExampleFile[]>();
    return new Map(
      [...pageExampleFiles(markdown, markdownFile)]
        .filter(([name]) => name !== appFilesKey)
        .map(([name, states]) => [name, withBase(states[states.length - 1], baseFiles.get(name))]),
    );
  };

  return markdownFiles
    .map((markdownFile) => {
      const markdown = read(markdownFile);
      const base = frontMatterField(markdown, 'example_base');
      const baseFiles = base ? finalPackages(base, [markdownFile]) : new Map<string, ExampleFile[]>();
      const files: ExampleFile[] = [];
      const packages: ExamplePackage[] = [];
      let appFiles: ExampleFile[] = [];
      for (const [name, states] of pageExampleFiles(markdown, markdownFile)) {
        if (name === appFilesKey) {
          states.forEach((state) => state.filter((file) => !files.includes(file)).forEach((file) => files.push(file)));
          appFiles = states[states.length - 1];
          continue;
        }
        states.forEach((state, index) => {
          state.filter((file) => !files.includes(file)).forEach((file) => files.push(file));
          packages.push({ name, version: index + 1, files: withBase(state, baseFiles.get(name)) });
        });
      }
      return { markdownFile, files, packages, appFiles };
    })
    .filter((page) => page.packages.length > 0);
}

function withBase(pageFiles: ExampleFile[], baseFiles: ExampleFile[] = []): ExampleFile[] {
  const shown = new Set(pageFiles.map((file) => file.filePath));
  return [...pageFiles, ...baseFiles.filter((file) => !shown.has(file.filePath))];
}

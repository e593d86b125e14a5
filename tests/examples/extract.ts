/**
 * Finds the complete example files of the docs: fenced code blocks whose title names a file of an extension package,
 * `title="pkg/<name>/<path>"`. A block that is only part of a file says so after the path
 * (`title="pkg/<name>/<path> (excerpt)"`) and is left out, as are `bash`, `diff` and `text` blocks. The complete
 * files of one page with the same `<name>` form one example package; a page whose front matter names
 * `example_base: <page>` (relative to the docs version folder) builds on that page's package of the same name.
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
  /** The page's own files, then the files it takes from its example base (which it may replace). */
  files: ExampleFile[];
  /** How many of `files` the page shows itself. */
  ownFileCount: number;
};

export type PageExamples = { markdownFile: string; packages: ExamplePackage[] };

const uncheckedLanguages = new Set(['bash', 'diff', 'text', 'sh', 'shell', 'console']);
const fenceOpening = /^(\s*)(`{3,})(\w[\w-]*)?(.*)$/;
const packageFileTitle = /title="pkg\/([^/"]+)\/([^"]+?)"/;

type Block = { language: string; meta: string; body: string; firstCodeLine: number };

function codeBlocks(markdown: string): Block[] {
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

/** The complete package files a page shows, by package name. */
export function pageExampleFiles(markdown: string, markdownFile: string): Map<string, ExampleFile[]> {
  const byPackage = new Map<string, ExampleFile[]>();
  for (const block of codeBlocks(markdown)) {
    const title = packageFileTitle.exec(block.meta);
    if (!title || uncheckedLanguages.has(block.language) || /\s\(/.test(title[2])) {
      continue;
    }
    const [, name, filePath] = title;
    const files = byPackage.get(name) ?? [];
    const file = { filePath, language: block.language, body: block.body, markdownFile, firstCodeLine: block.firstCodeLine };
    const shownBefore = files.findIndex((existing) => existing.filePath === filePath);
    if (shownBefore >= 0) {
      files[shownBefore] = file;
    } else {
      files.push(file);
    }
    byPackage.set(name, files);
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

  const ownFiles = (markdownFile: string, visited: string[]): Map<string, ExampleFile[]> => {
    if (visited.includes(markdownFile)) {
      throw new Error(`example_base forms a cycle: ${[...visited, markdownFile].join(' -> ')}`);
    }
    if (!fs.existsSync(path.join(docsDir, markdownFile))) {
      throw new Error(`${visited.at(-1)}: example_base ${markdownFile} does not exist`);
    }
    const markdown = read(markdownFile);
    const files = pageExampleFiles(markdown, markdownFile);
    const base = frontMatterField(markdown, 'example_base');
    if (!base) {
      return files;
    }
    const baseFiles = ownFiles(base, [...visited, markdownFile]);
    for (const [name, pageFiles] of files) {
      const shown = new Set(pageFiles.map((file) => file.filePath));
      files.set(name, [...pageFiles, ...(baseFiles.get(name) ?? []).filter((file) => !shown.has(file.filePath))]);
    }
    return files;
  };

  return markdownFiles
    .map((markdownFile) => {
      const own = pageExampleFiles(read(markdownFile), markdownFile);
      const withBase = ownFiles(markdownFile, []);
      const packages = [...withBase].map(([name, files]) => ({ name, files, ownFileCount: own.get(name)?.length ?? 0 }));
      return { markdownFile, packages };
    })
    .filter((page) => page.packages.length > 0);
}

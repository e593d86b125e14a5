/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { extractExamples, pageExampleFiles } from '../../src/examples/extract';

const fence = '```';

const temporaryDirs: string[] = [];

afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function docsFolder(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'example-extraction-'));
  temporaryDirs.push(dir);
  for (const [file, markdown] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), markdown);
  }
  return dir;
}

const gettingStarted = `---
title: Getting started
---

${fence}ts title="pkg/cluster-notes/index.ts"
import { PanelLocation } from '@shell/core/types';
export const notesPanelAt = PanelLocation.DETAILS_MASTHEAD;
${fence}

${fence}ts title="pkg/cluster-notes/product.ts"
export function init() {}
${fence}
`;

describe('pageExampleFiles', () => {
  it('takes titled package files with their language, body and the Markdown line of their first line of code', () => {
    const [files] = pageExampleFiles(gettingStarted, 'extensions-getting-started.md').get('cluster-notes') ?? [[]];
    expect(files.map((file) => file.filePath)).toEqual(['index.ts', 'product.ts']);
    expect(files[0]).toMatchObject({ language: 'ts', markdownFile: 'extensions-getting-started.md', firstCodeLine: 6 });
    expect(files[0].body).toBe("import { PanelLocation } from '@shell/core/types';\nexport const notesPanelAt = PanelLocation.DETAILS_MASTHEAD;\n");
  });

  it('leaves out excerpts, blocks without a package path and shell, diff and text blocks', () => {
    const markdown = [
      `${fence}ts title="pkg/ops/index.ts (excerpt)"\nplugin.addPanel();\n${fence}`,
      `${fence}ts title="shell/config/router/routes.js"\nexport default [];\n${fence}`,
      `${fence}bash title="pkg/ops/setup.sh"\nyarn dev\n${fence}`,
      `${fence}diff title="pkg/ops/index.ts"\n-a\n+b\n${fence}`,
      `${fence}text title="pkg/ops/notes.txt"\nhello\n${fence}`,
      `${fence}yaml title="pkg/ops/l10n/en-us.yaml"\nops:\n  title: Ops\n${fence}`,
    ].join('\n\n');
    const files = pageExampleFiles(markdown, 'page.md');
    expect([...files.keys()]).toEqual(['ops']);
    expect(files.get('ops')?.[0].map((file) => file.filePath)).toEqual(['l10n/en-us.yaml']);
  });

  it('keeps each version of a file shown twice in its own state of the package, and reads blocks indented in a list', () => {
    const markdown = `1. First:\n\n   ${fence}ts title="pkg/ops/index.ts"\n   export const version = 1;\n   ${fence}\n\n${fence}ts title="pkg/ops/product.ts"\nexport {};\n${fence}\n\n${fence}ts title="pkg/ops/index.ts"\nexport const version = 2;\n${fence}\n`;
    const states = pageExampleFiles(markdown, 'page.md').get('ops') ?? [];
    expect(states.map((files) => files.map((file) => `${file.filePath}: ${file.body.trim()}`))).toEqual([
      ['index.ts: export const version = 1;', 'product.ts: export {};'],
      ['index.ts: export const version = 2;', 'product.ts: export {};'],
    ]);
  });
});

describe('extractExamples', () => {
  it('groups each page into packages and lays the files of its example_base underneath its own', () => {
    const dir = docsFolder({
      'extensions-getting-started.md': gettingStarted,
      'api/panels.md': `---\ntitle: Panels\nexample_base: extensions-getting-started.md\n---\n\n${fence}ts title="pkg/cluster-notes/index.ts"\nexport default function() {}\n${fence}\n`,
      'intro.md': '# No examples here\n',
    });
    const pages = extractExamples(dir);
    expect(pages.map((page) => page.markdownFile)).toEqual(['api/panels.md', 'extensions-getting-started.md']);
    const [panels] = pages[0].packages;
    expect(pages[0].files.map((file) => file.filePath)).toEqual(['index.ts']);
    expect(panels.files.map((file) => `${file.filePath} from ${file.markdownFile}`)).toEqual([
      'index.ts from api/panels.md',
      'product.ts from extensions-getting-started.md',
    ]);
  });

  it('takes files at the application root only from pages with example_app_files: true, not from their example base', () => {
    const page = (frontMatter: string) => `---\n${frontMatter}---\n\n${fence}js title="jest.config.js"\nmodule.exports = {};\n${fence}\n\n${fence}js title="vue.config.js (excerpt)"\n${fence}\n\n${fence}ts title="pkg/cluster-notes/__tests__/a.test.ts"\nexport {};\n${fence}\n`;
    const dir = docsFolder({
      'with.md': page('example_app_files: true\nexample_base: without.md\n'),
      'without.md': page(''),
    });
    const [withAppFiles, withoutAppFiles] = extractExamples(dir);
    expect(withAppFiles.appFiles.map((file) => file.filePath)).toEqual(['jest.config.js']);
    expect(withAppFiles.files.map((file) => file.filePath)).toEqual(['jest.config.js', '__tests__/a.test.ts']);
    expect(withoutAppFiles.appFiles).toEqual([]);
    expect(withoutAppFiles.files.map((file) => file.filePath)).toEqual(['__tests__/a.test.ts']);
  });

  it('names the page whose example_base does not exist, and refuses a cycle', () => {
    const missing = docsFolder({ 'a.md': `---\nexample_base: gone.md\n---\n\n${fence}ts title="pkg/x/index.ts"\n${fence}\n` });
    expect(() => extractExamples(missing)).toThrow('a.md: example_base gone.md does not exist');

    const cycle = docsFolder({
      'a.md': `---\nexample_base: b.md\n---\n\n${fence}ts title="pkg/x/index.ts"\n${fence}\n`,
      'b.md': `---\nexample_base: a.md\n---\n\n${fence}ts title="pkg/x/product.ts"\n${fence}\n`,
    });
    expect(() => extractExamples(cycle)).toThrow('example_base forms a cycle: a.md -> b.md -> a.md');
  });
});

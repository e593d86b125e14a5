import path from 'node:path';

import { render, screen } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import type { Root } from 'mdast';

import ExampleDownload from '@site/src/components/ExampleDownload';
import { exampleArchive, type ExamplePage } from '../../src/examples/archive';
import { examplesCheckedWith } from '../../src/examples/checkedWith';
import { extractExamples, type PageExamples } from '../../src/examples/extract';
import remarkExampleDownload from '../../src/plugins/example-downloads/remark';
import { setFakeDoc } from '../fakes/docusaurus/docs-client';
import { setFakePluginData } from '../fakes/docusaurus/useGlobalData';

const siteDir = path.resolve(__dirname, '../..');

function pageOf(docsDir: string, markdownFile: string): PageExamples {
  const page = extractExamples(path.join(siteDir, docsDir)).find((examples) => examples.markdownFile === markdownFile);
  if (!page) {
    throw new Error(`${markdownFile} has no complete example`);
  }
  return page;
}

function unzipped(page: ExamplePage): Record<string, string> {
  const entries = unzipSync(exampleArchive(page, 'example'));
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('the download of a page with a complete example', () => {
  const panels: ExamplePage = {
    examples: pageOf('docs/extensions', 'api/panels.md'),
    docsVersion: 'v3',
    title: 'Panels (addPanel)',
    description: 'Panels in four places.',
    pageUrl: 'https://extensions.rancher.io/extensions/next/api/panels',
  };
  const files = unzipped(panels);

  it('holds the README and exactly the package files the page shows, under pkg/<name>/', () => {
    const shown = panels.examples.files.map((file) => `example/pkg/owner-notes/${file.filePath}`);
    expect(Object.keys(files).sort()).toEqual(['example/README.md', ...shown].sort());
    for (const file of panels.examples.files) {
      expect(files[`example/pkg/owner-notes/${file.filePath}`]).toBe(file.body);
    }
  });

  it('has no file of another page', () => {
    const otherPages = extractExamples(path.join(siteDir, 'docs/extensions')).filter((page) => page.markdownFile !== 'api/panels.md');
    const bodiesOfOtherPages = new Set(otherPages.flatMap((page) => page.files.map((file) => file.body)));
    const fromOtherPages = Object.entries(files).filter(([name, body]) => name !== 'example/README.md' && bodiesOfOtherPages.has(body) && !panels.examples.files.some((file) => file.body === body));
    expect(fromOtherPages).toEqual([]);
  });

  it('says in the README what it is, what it was checked with and how to run it', () => {
    const readme = files['example/README.md'];
    expect(readme).toContain('# Example: Panels (addPanel)');
    expect(readme).toContain(panels.pageUrl);
    expect(readme).toContain(examplesCheckedWith.v3.appCreator);
    expect(readme).toContain(`\`@rancher/shell\` ${examplesCheckedWith.v3.shell}`);
    expect(readme).toContain('npm init @rancher/extension@3.0.12 owner-notes');
    expect(readme).toMatch(/yarn install\n\s+API=https:\/\/<your-rancher-server> yarn dev/);
    expect(readme).toContain('yarn build-pkg owner-notes');
    for (const file of panels.examples.files) {
      expect(readme).toContain(`\`pkg/owner-notes/${file.filePath}\``);
    }
  });

  it('is the same archive, byte for byte, when built again', () => {
    expect(exampleArchive(panels, 'example')).toEqual(exampleArchive(panels, 'example'));
  });

  it('of a v2 page takes the files of its example base that it does not show, and the v2 creators', () => {
    const knownIssues: ExamplePage = {
      examples: pageOf('extensions_versioned_docs/version-v2', 'known-issues.md'),
      docsVersion: 'v2',
      title: 'Known issues (v2)',
      pageUrl: 'https://extensions.rancher.io/extensions/v2/known-issues',
    };
    const v2Files = unzipped(knownIssues);
    const base = pageOf('extensions_versioned_docs/version-v2', 'extensions-getting-started.md').files;
    const shown = new Set(knownIssues.examples.files.map((file) => file.filePath));
    const fromBase = base.filter((file) => !shown.has(file.filePath));
    expect(fromBase.length).toBeGreaterThan(0);
    for (const file of fromBase) {
      expect(v2Files[`example/pkg/cluster-notes/${file.filePath}`]).toBe(file.body);
    }
    expect(v2Files['example/README.md']).toContain('yarn create @rancher/app example-app');
    expect(v2Files['example/README.md']).toContain('yarn create @rancher/pkg cluster-notes');
    expect(v2Files['example/README.md']).toContain(`\`@rancher/shell\` ${examplesCheckedWith.v2.shell}`);
  });
});

it("the download of the testing page puts its Jest configuration at the project root, beside the packages", () => {
  const testing: ExamplePage = {
    examples: pageOf('docs/extensions', 'testing.md'),
    docsVersion: 'v3',
    title: 'Testing an extension',
    pageUrl: 'https://extensions.rancher.io/extensions/next/testing',
  };
  const names = Object.keys(unzipped(testing));
  expect(names).toEqual(expect.arrayContaining(['example/jest.config.js', 'example/jest.setup.js', 'example/pkg/cluster-notes/pages/__tests__/ClusterOverview.test.ts', 'example/pkg/cluster-notes/pages/ClusterOverview.vue']));
  expect(unzipped(testing)['example/README.md']).toContain('Copy everything in this archive except this README into the project folder');
});

describe('remarkExampleDownload', () => {
  const code = (meta: string, lang = 'ts') => ({ type: 'code' as const, lang, meta, value: 'export {};' });

  it('puts the link before the first block the examples check builds, also inside a list', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'Intro' }] },
        code('title="pkg/demo/index.ts (excerpt)"'),
        code('title="pkg/demo/index.ts"', 'bash'),
        { type: 'list', children: [{ type: 'listItem', children: [code('title="pkg/demo/index.ts"')] }] },
        code('title="pkg/demo/product.ts"'),
      ],
    };
    remarkExampleDownload()(tree);
    const listItem = (tree.children[3] as { children: { children: { type: string; name?: string }[] }[] }).children[0];
    expect(listItem.children.map((node) => node.name ?? node.type)).toEqual(['ExampleDownload', 'code']);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'code', 'code', 'list', 'code']);
  });

  it('counts files at the application root on a page with example_app_files: true', () => {
    const page = (): Root => ({ type: 'root', children: [code('title="jest.config.js"', 'js'), code('title="pkg/demo/index.ts"')] });
    const withAppFiles = page();
    remarkExampleDownload()(withAppFiles, { data: { frontMatter: { example_app_files: true } } });
    expect(withAppFiles.children.map((node) => ('name' in node ? node.name : node.type))).toEqual(['ExampleDownload', 'code', 'code']);
    const withoutAppFiles = page();
    remarkExampleDownload()(withoutAppFiles, { data: { frontMatter: {} } });
    expect(withoutAppFiles.children.map((node) => ('name' in node ? node.name : node.type))).toEqual(['code', 'ExampleDownload', 'code']);
  });

  it('leaves a page without a complete example alone', () => {
    const tree: Root = { type: 'root', children: [code('title="vue.config.js"', 'js'), code('', 'ts')] };
    remarkExampleDownload()(tree);
    expect(tree.children).toHaveLength(2);
  });
});

describe('ExampleDownload', () => {
  beforeEach(() => {
    setFakePluginData('example-downloads', {
      downloads: {
        '/extensions/next/api/panels': { files: 2, bytes: 4300 },
        '/extensions/next/api/components': { files: 1, bytes: 900 },
      },
    });
  });

  const onPage = (permalink: string) => setFakeDoc({ title: 'Page', permalink, versionLabel: 'v3', pluginId: 'extensions' });

  it("links the page's zip and says what it holds", () => {
    onPage('/extensions/next/api/panels');
    render(<ExampleDownload />);
    const link = screen.getByRole('link', { name: 'Download this example' });
    expect(link).toHaveAttribute('href', '/extensions/next/api/panels.example.zip');
    expect(link).toHaveAttribute('download');
    expect(link.parentElement).toHaveTextContent('zip, 2 files and a README, 4 KB');
  });

  it("links a folder index page's zip beside its HTML file, without the permalink's trailing slash", () => {
    onPage('/extensions/next/api/components/');
    render(<ExampleDownload />);
    expect(screen.getByRole('link', { name: 'Download this example' })).toHaveAttribute('href', '/extensions/next/api/components.example.zip');
    expect(screen.getByRole('link', { name: 'Download this example' }).parentElement).toHaveTextContent('zip, 1 file and a README, 900 bytes');
  });

  it('shows nothing on a page without a download', () => {
    onPage('/extensions/next/api/tabs');
    const { container } = render(<ExampleDownload />);
    expect(container).toBeEmptyDOMElement();
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';

import { exampleArchive, exampleProjectFiles } from '../../examples/archive';
import type { ExamplesDocsVersion } from '../../examples/checkedWith';
import { extractExamples } from '../../examples/extract';
import { downloadPathOf, pagePathOf } from '../../utils/pagePaths';

export type ExampleDownloadsOptions = {
  /** The id of the docs plugin whose pages offer downloads. */
  docsPluginId: string;
  /** For each docs version name, its folder and the docs version of the examples check that builds its examples. */
  versions: Record<string, { docsDir: string; checkedAs: ExamplesDocsVersion }>;
};

/**
 * What a page's "Download this example" link says, by the page's path; the link itself is `downloadPathOf(path)`.
 * Global data goes into every page's main bundle, so it holds only the numbers the link shows.
 */
export type ExampleDownloadsData = {
  downloads: Record<string, { files: number; bytes: number }>;
};

/**
 * Writes, for every docs page with complete examples, a zip of exactly the files the examples check builds for it
 * (src/examples/extract.ts, the same extraction) with a README, and hands the pages their download through global
 * data. The archives are written by `postBuild`, so they exist in production builds only.
 */
export default function exampleDownloadsPlugin(context: LoadContext, options: ExampleDownloadsOptions): Plugin {
  const archives = new Map<string, Uint8Array>();

  return {
    name: 'example-downloads',

    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId] as DocsContent | undefined;
      if (!docsContent) {
        throw new Error(`example-downloads: no docs plugin with id "${options.docsPluginId}"`);
      }
      const downloads: ExampleDownloadsData['downloads'] = {};
      for (const version of docsContent.loadedVersions) {
        const versionOptions = options.versions[version.versionName];
        if (!versionOptions) {
          continue;
        }
        const docsDir = path.resolve(context.siteDir, versionOptions.docsDir);
        const docsBySource = new Map(version.docs.map((doc) => [path.resolve(context.siteDir, doc.source.replace(/^@site\//, '')), doc]));
        for (const examples of extractExamples(docsDir)) {
          const doc = docsBySource.get(path.join(docsDir, examples.markdownFile));
          if (!doc) {
            throw new Error(`example-downloads: ${examples.markdownFile} has examples but is not a page of version ${version.versionName}`);
          }
          const href = downloadPathOf(doc.permalink);
          const archive = exampleArchive(
            {
              examples,
              docsVersion: versionOptions.checkedAs,
              title: doc.title,
              description: doc.description,
              pageUrl: `${context.siteConfig.url}${pagePathOf(doc.permalink)}`,
            },
            `${versionOptions.checkedAs}-${doc.id.replace(/\//g, '-')}-example`,
          );
          archives.set(href, archive);
          downloads[pagePathOf(doc.permalink)] = { files: exampleProjectFiles(examples).size, bytes: archive.byteLength };
        }
      }
      actions.setGlobalData({ downloads } satisfies ExampleDownloadsData);
    },

    async postBuild({ outDir }) {
      for (const [href, archive] of archives) {
        const file = path.join(outDir, href.slice(context.baseUrl.length - 1));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, archive);
      }
    },
  };
}

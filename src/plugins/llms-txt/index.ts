import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import llmsTxtPlugin, { validateOptions as validateLlmsTxtOptions, type PluginOptions } from '@signalwire/docusaurus-plugin-llms-txt';

import { splitVersionLists, type OwnListVersion } from './versionLists';

export type LlmsTxtByVersionOptions = PluginOptions & { ownListVersions: OwnListVersion[] };

/** The plugin's own validation, for all but `ownListVersions`. */
export function validateOptions({ options, validate }: OptionValidationContext<LlmsTxtByVersionOptions, LlmsTxtByVersionOptions>): LlmsTxtByVersionOptions {
  const { ownListVersions, ...llmsTxtOptions } = options;
  return { ...(validateLlmsTxtOptions({ options: llmsTxtOptions, validate } as never) as PluginOptions), ownListVersions };
}

/**
 * `@signalwire/docusaurus-plugin-llms-txt`, followed by the split above: the plugin writes every docs version's pages
 * as Markdown beside their HTML and lists them all in /llms.txt; an older version's readers (and models) get their
 * version's pages listed on their own, and /llms.txt links that list from its optional links.
 */
export default function llmsTxtByVersionPlugin(context: LoadContext, options: LlmsTxtByVersionOptions): Plugin<void> {
  const { ownListVersions, ...llmsTxtOptions } = options;
  const llmsTxt = llmsTxtPlugin(context, llmsTxtOptions);
  return {
    ...llmsTxt,
    async postBuild(props) {
      await llmsTxt.postBuild?.(props);
      const rootFile = path.join(props.outDir, 'llms.txt');
      const { root, lists } = splitVersionLists(await fs.readFile(rootFile, 'utf8'), ownListVersions);
      await fs.writeFile(rootFile, root);
      for (const [file, list] of Object.entries(lists)) {
        await fs.writeFile(path.join(props.outDir, file), list);
      }
    },
  };
}

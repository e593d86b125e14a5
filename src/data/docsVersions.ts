/**
 * What each published version of the extensions docs is for, keyed by its
 * Docusaurus version name (`current` is the docs/extensions folder). The version
 * banner and docusaurus.config.ts read these so labels and Rancher ranges are stated once.
 */
export type DocsVersionFacts = {
  label: string;
  path: string;
  rancher: string;
  shell: string;
  vue: string;
};

export const extensionsDocsVersions = {
  current: {
    label: 'v3',
    path: 'next',
    rancher: 'Rancher 2.10 and later',
    shell: '@rancher/shell 3.x',
    vue: 'Vue 3',
  },
  v2: {
    label: 'v2',
    path: 'v2',
    rancher: 'Rancher 2.7 to 2.9',
    shell: '@rancher/shell 2.0 and earlier',
    vue: 'Vue 2',
  },
} as const satisfies Record<string, DocsVersionFacts>;

export type ExtensionsDocsVersionName = keyof typeof extensionsDocsVersions;

export function isExtensionsDocsVersionName(name: string): name is ExtensionsDocsVersionName {
  return Object.hasOwn(extensionsDocsVersions, name);
}

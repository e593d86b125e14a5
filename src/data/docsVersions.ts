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
  /** Pages of this version whose counterpart in the current version has another doc id: id here → id there. */
  movedInCurrent?: Record<string, string>;
};

/** The id of the versioned docs instance, and the route under which it is served (`/extensions/…`). */
export const extensionsDocsPluginId = 'extensions';

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
    movedInCurrent: {
      'extensions-configuration': 'configuration',
      'api/components/node-drivers': 'api/components/node-driver/overview',
      ...Object.fromEntries(
        ['overview', 'about-drivers', 'cloud-credential', 'machine-config', 'node-driver-icon', 'advanced', 'proxying', 'about-example'].map(
          (page) => [`usecases/node-driver/${page}`, `api/components/node-driver/${page}`],
        ),
      ),
    },
  },
} as const satisfies Record<string, DocsVersionFacts>;

export type ExtensionsDocsVersionName = keyof typeof extensionsDocsVersions;

export function isExtensionsDocsVersionName(name: string): name is ExtensionsDocsVersionName {
  return Object.hasOwn(extensionsDocsVersions, name);
}

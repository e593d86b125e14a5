import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

import { category, inFolder, labelled } from './src/sidebars/items';

const nodeDriverUi = category(
  'Custom Node Driver UI',
  inFolder('api/components/node-driver', [
    'about-drivers',
    'cloud-credential',
    'machine-config',
    'node-driver-icon',
    'advanced',
    'proxying',
    'about-example',
  ]),
  { linkTo: 'api/components/node-driver/overview' },
);

const extensionsApi = category(
  'Extensions API',
  [
    'api/concepts',
    'api/metadata',
    category(
      'Navigation & Pages',
      inFolder('api/nav', ['products', 'custom-page', 'resource-page', 'side-menu', 'routing', 'templates']),
    ),
    ...inFolder('api', ['actions', 'cards', 'panels', 'tabs', 'table-columns']),
    category('Components', ['api/components/resources', nodeDriverUi, 'api/components/auto-import'], {
      linkTo: 'api/components/components',
    }),
    'api/common',
  ],
  { linkTo: 'api/overview' },
);

/** What changed for extensions in each Rancher release that needed a migration. */
const rancherReleaseNotes = ['2.9', '2.10'].map((rancherRelease) => `rancher-${rancherRelease}-support`);

/** Creating a project and learning its layout and settings. */
const firstSteps = ['extensions-getting-started', 'development-environment', 'folder-structure', 'configuration', 'testing'];

const performance = category('Performance', [
  'performance/overview',
  category('Resource Scaling', [
    'performance/scaling/overview',
    labelled('performance/scaling/global-config', 'Update Global Config'),
    labelled('performance/scaling/lists', 'Update Lists'),
    labelled('performance/scaling/selects', 'Update Select Components'),
    labelled('performance/scaling/requests', 'Update Requests'),
  ]),
]);

const advanced = category(
  'Advanced',
  inFolder('advanced', [
    'create-page-in-an-existing-product',
    'air-gapped-environments',
    'provisioning',
    'localization',
    'hooks',
    'stores',
    'version-compatibility',
    'safe-mode',
    'yarn-link',
  ]),
);

const useCases = category('Use cases/Examples', inFolder('usecases', ['top-level-product', 'cluster-level-product', 'node-driver']), {
  linkTo: 'usecases/overview',
});

/**
 * Sidebar of the current (v3) extensions docs; order and labels follow the spec's SIDEBARS.md.
 * Pages shown without a sidebar are left out: migration, moving-existing-code,
 * advanced/workflow-configuration and advanced/fix-annotations-published-extensions.
 */
const sidebars = {
  extensionsSidebar: [
    category(
      'Extensions',
      [
        'introduction',
        category('Changelog', rancherReleaseNotes, { linkTo: 'changelog' }),
        'shell-releases',
        'support-matrix',
        ...firstSteps,
        performance,
        extensionsApi,
        advanced,
        'publishing',
        'catalog',
        useCases,
        'updating-extensions',
        'known-issues',
        'troubleshooting',
      ],
      { linkTo: 'home', expanded: true },
    ),
  ],
} satisfies SidebarsConfig;

export default sidebars;

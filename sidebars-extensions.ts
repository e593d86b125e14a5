import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

import { category, inFolder } from './src/sidebars/items';

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

/** Sidebar of the current (v3) extensions docs; order and labels follow the spec's SIDEBARS.md. */
const sidebars = {
  extensionsSidebar: [
    category(
      'Extensions',
      ['introduction', 'support-matrix', 'extensions-getting-started', 'folder-structure', 'configuration', extensionsApi, 'catalog'],
      { linkTo: 'home', expanded: true },
    ),
  ],
} satisfies SidebarsConfig;

export default sidebars;

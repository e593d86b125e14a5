import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

import { category } from './src/sidebars/items';

/** Sidebar of the current (v3) extensions docs; order and labels follow the spec's SIDEBARS.md. */
const sidebars = {
  extensionsSidebar: [
    category(
      'Extensions',
      ['introduction', 'support-matrix', 'extensions-getting-started', 'folder-structure', 'configuration', 'catalog'],
      { linkTo: 'home', expanded: true },
    ),
  ],
} satisfies SidebarsConfig;

export default sidebars;

import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

import { category, inFolder } from './src/sidebars/items';

/** Sidebar of the dashboard contributor guide; order and labels follow the spec's SIDEBARS.md. */
const sidebars = {
  internalSidebar: [
    'docs',
    category('Getting Started', inFolder('getting-started', ['quickstart', 'concepts', 'development_environment', 'ui-walkthrough'])),
  ],
} satisfies SidebarsConfig;

export default sidebars;

import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** Sidebar of the dashboard contributor guide; order and labels follow the spec's SIDEBARS.md. */
const sidebars = {
  internalSidebar: [
    'docs',
    {
      type: 'category',
      label: 'Getting Started',
      items: [
        'getting-started/quickstart',
        'getting-started/concepts',
        'getting-started/development_environment',
        'getting-started/ui-walkthrough',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;

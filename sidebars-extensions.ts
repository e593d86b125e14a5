import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** Sidebar of the current (v3) extensions docs; order and labels follow the spec's SIDEBARS.md. */
const sidebars = {
  extensionsSidebar: [
    {
      type: 'category',
      label: 'Extensions',
      link: { type: 'doc', id: 'home' },
      collapsed: false,
      items: [
        'introduction',
        'support-matrix',
        'extensions-getting-started',
        'folder-structure',
        'configuration',
        'catalog',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;

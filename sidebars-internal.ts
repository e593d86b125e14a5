import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

import { category, inFolder } from './src/sidebars/items';

const howTheCodeBaseWorks = category(
  'How the Code Base Works',
  inFolder('code-base-works', [
    'api-resources-and-schemas',
    'auth-sessions-and-tokens',
    'cluster-management-resources',
    'customising-how-k8s-resources-are-presented',
    'directory-structure',
    'products-and-navigation',
    'forms-and-validation',
    'helm-chart-apps',
    'internal-dashboard-api',
    'keyboard-shortcuts',
    'kubernetes-resources-data-load',
    'routes',
    'middleware',
    'stores',
    'nuxt-plugins',
    'machine-drivers',
    'performance',
    'sortable-table',
    'localization',
    'on-screen-text-and-translations',
    'style',
  ]),
);

/**
 * Sidebar of the dashboard contributor guide; order and labels follow the spec's SIDEBARS.md.
 * code-base-works/auth-providers is left out: it renders without a sidebar.
 */
const sidebars = {
  internalSidebar: [
    'docs',
    category('Getting Started', inFolder('getting-started', ['quickstart', 'concepts', 'development_environment', 'ui-walkthrough'])),
    category('Guide', inFolder('guide', ['package-management', 'auth-providers', 'custom-dev-build'])),
    howTheCodeBaseWorks,
    'storybook',
    category('Testing', inFolder('testing', ['unit-test', 'e2e-test', 'stress-test'])),
    'terminology',
  ],
} satisfies SidebarsConfig;

export default sidebars;

/**
 * Everything the home page shows. Add a card by adding an object to `cards`;
 * the page renders whatever is here.
 */
export type HomeLink = { label: string; to: string };

export type HomeCard = {
  title: string;
  description: string;
  link: HomeLink;
};

export type HomeContent = {
  hero: {
    title: string;
    tagline: string;
    primaryAction: HomeLink;
    secondaryAction: HomeLink;
  };
  cards: HomeCard[];
  contribute: {
    title: string;
    description: string;
    links: HomeLink[];
  };
};

export const homeContent: HomeContent = {
  hero: {
    title: 'Rancher UI Extensions',
    tagline:
      'Add pages, actions, panels, tabs, cards and table columns to the Rancher dashboard, ship them as Helm charts, and load them into Rancher at run time.',
    primaryAction: { label: 'Build your first extension', to: '/extensions/next/extensions-getting-started' },
    secondaryAction: { label: 'Browse the catalog', to: '/extensions/next/catalog' },
  },
  cards: [
    {
      title: 'Understand extensions',
      description: 'How the dashboard discovers, loads and runs an extension, and which parts of the UI you can change.',
      link: { label: 'Read the introduction', to: '/extensions/next/introduction' },
    },
    {
      title: 'Start a project',
      description: 'Generate the skeleton, run it against your Rancher server and build a package you can install.',
      link: { label: 'Get started', to: '/extensions/next/extensions-getting-started' },
    },
    {
      title: 'Configure it',
      description: 'The package.json fields, chart annotations and build settings that decide where an extension runs.',
      link: { label: 'Configuration', to: '/extensions/next/configuration' },
    },
    {
      title: 'Check compatibility',
      description: 'Which shell, Vue and Node versions go with each Rancher release before you pick a version to target.',
      link: { label: 'Support matrix', to: '/extensions/next/support-matrix' },
    },
    {
      title: 'Maintain a v2 extension',
      description: 'Still on Rancher 2.9 or earlier with Vue 2? The v2 docs cover the older shell and its tooling.',
      link: { label: 'v2 docs', to: '/extensions/v2/home' },
    },
    {
      title: 'Read the blog',
      description: 'Design notes and walkthroughs from the teams who build the dashboard and the extensions around it.',
      link: { label: 'Blog', to: '/blog' },
    },
  ],
  contribute: {
    title: 'Work on the dashboard itself',
    description:
      'The Rancher dashboard is open source. The contributor guide explains how to set up a development environment, how the code base is organised and how changes are tested.',
    links: [
      { label: 'Contributor guide', to: '/internal/docs' },
      { label: 'Contributor quick start', to: '/internal/getting-started/quickstart' },
      { label: 'rancher/dashboard on GitHub', to: 'https://github.com/rancher/dashboard' },
    ],
  },
};

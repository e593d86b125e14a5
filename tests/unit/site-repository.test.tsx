import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { render, screen } from '@testing-library/react';

import ReportPageProblem from '@site/src/components/ReportPageProblem';
import { editUrlOf, reportProblemUrl, type SiteRepository } from '../../src/config/repositoryLinks';
import { siteRepositoryFrom } from '../../src/config/siteRepository';
import { setFakeDoc } from '../fakes/docusaurus/docs-client';
import { setFakeSiteConfig } from '../fakes/docusaurus/useDocusaurusContext';

const fork: SiteRepository = { url: 'https://github.com/example-org/extensions-docs', branch: 'main' };

const temporaryDirs: string[] = [];

afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function eventFile(defaultBranch: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'event-'));
  temporaryDirs.push(dir);
  const file = path.join(dir, 'event.json');
  fs.writeFileSync(file, JSON.stringify({ repository: { default_branch: defaultBranch } }));
  return file;
}

describe('siteRepositoryFrom', () => {
  const actions = { GITHUB_ACTIONS: 'true', GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'example-org/extensions-docs' };

  it("takes the repository and its default branch from a GitHub Actions run, also when the run's ref is a pull request", () => {
    expect(siteRepositoryFrom({ ...actions, GITHUB_REF_NAME: '42/merge', GITHUB_EVENT_PATH: eventFile('trunk') })).toEqual({
      url: 'https://github.com/example-org/extensions-docs',
      branch: 'trunk',
    });
    expect(siteRepositoryFrom(actions)).toEqual({ url: 'https://github.com/example-org/extensions-docs', branch: 'main' });
  });

  it('takes SITE_REPOSITORY_URL and SITE_REPOSITORY_BRANCH elsewhere, and they win over Actions', () => {
    expect(siteRepositoryFrom({ SITE_REPOSITORY_URL: 'https://git.example.com/docs/site/' })).toEqual({
      url: 'https://git.example.com/docs/site',
      branch: 'main',
    });
    expect(siteRepositoryFrom({ ...actions, SITE_REPOSITORY_URL: 'https://github.com/me/site', SITE_REPOSITORY_BRANCH: 'draft' })).toEqual({
      url: 'https://github.com/me/site',
      branch: 'draft',
    });
  });

  it('knows none in a local build without those variables', () => {
    expect(siteRepositoryFrom({})).toBeUndefined();
    expect(siteRepositoryFrom({ GITHUB_REPOSITORY: 'example-org/extensions-docs' })).toBeUndefined();
  });
});

describe('the links to the repository', () => {
  it('edits a file on the branch', () => {
    expect(editUrlOf(fork)).toBe('https://github.com/example-org/extensions-docs/edit/main/');
  });

  it.each([
    ['Panels (addPanel)', 'https://extensions.rancher.io/extensions/next/api/panels', 'extensions v3'],
    ['Known issues (v2) & more: #1 "problem" – ünïcode', 'https://extensions.rancher.io/extensions/v2/known-issues', 'extensions v2'],
  ])('opens the page-problem form filled in for "%s"', (title, url, docsVersion) => {
    const link = new URL(reportProblemUrl(fork, { title, url, docsVersion }));
    expect(`${link.origin}${link.pathname}`).toBe('https://github.com/example-org/extensions-docs/issues/new');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      template: 'page-problem.yml',
      title: `Page problem: ${title}`,
      'page-url': url,
      'docs-version': docsVersion,
    });
    expect(link.search).not.toMatch(/[ #&]{2}|[^\x21-\x7e]/);
  });

  it('fills in the fields the issue form has', () => {
    const form = fs.readFileSync(path.resolve(__dirname, '../../.github/ISSUE_TEMPLATE/page-problem.yml'), 'utf8');
    const link = new URL(reportProblemUrl(fork, { title: 't', url: 'u', docsVersion: 'v' }));
    for (const field of [...link.searchParams.keys()].filter((key) => key !== 'template' && key !== 'title')) {
      expect(form).toContain(`id: ${field}\n`);
    }
  });
});

describe('ReportPageProblem', () => {
  function reportLinkOn(doc: Parameters<typeof setFakeDoc>[0]): URL {
    setFakeSiteConfig({ url: 'https://extensions.rancher.io', customFields: { siteRepository: fork } });
    setFakeDoc(doc);
    render(<ReportPageProblem />);
    return new URL(screen.getByRole('link', { name: 'Report a problem with this page' }).getAttribute('href') as string);
  }

  it('links a v2 page to a new issue about it when the repository is known', () => {
    const link = reportLinkOn({ title: 'Panels (addPanel)', permalink: '/extensions/v2/api/panels', versionLabel: 'v2', pluginId: 'extensions' });
    expect(link.searchParams.get('page-url')).toBe('https://extensions.rancher.io/extensions/v2/api/panels');
    expect(link.searchParams.get('docs-version')).toBe('extensions v2');
    expect(link.searchParams.get('title')).toBe('Page problem: Panels (addPanel)');
  });

  it("gives a folder index page's address as it is served, without the permalink's trailing slash", () => {
    const link = reportLinkOn({ title: 'Components', permalink: '/extensions/next/api/components/', versionLabel: 'v3', pluginId: 'extensions' });
    expect(link.searchParams.get('page-url')).toBe('https://extensions.rancher.io/extensions/next/api/components');
  });

  it('names the contributor guide for its pages', () => {
    const link = reportLinkOn({ title: 'Stores', permalink: '/internal/code-base-works/stores', versionLabel: 'Next', pluginId: 'internal' });
    expect(link.searchParams.get('docs-version')).toBe('contributor guide');
  });

  it('shows nothing when no repository is known', () => {
    setFakeSiteConfig({ url: 'https://extensions.rancher.io', customFields: { siteRepository: null } });
    const { container } = render(<ReportPageProblem />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('docusaurus.config.ts', () => {
  type Config = {
    plugins: unknown[];
    presets: Array<[string, { blog: { editUrl?: string } }]>;
    customFields: { siteRepository: SiteRepository | null };
    themeConfig: { footer: { links: Array<{ items: Array<{ label: string; href?: string }> }> } };
  };

  function configWith(env: NodeJS.ProcessEnv): Config {
    const saved = { ...process.env };
    for (const key of ['GITHUB_ACTIONS', 'GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'GITHUB_EVENT_PATH', 'SITE_REPOSITORY_URL', 'SITE_REPOSITORY_BRANCH']) {
      delete process.env[key];
    }
    Object.assign(process.env, env);
    let config: Config | undefined;
    jest.isolateModules(() => {
      config = require('../../docusaurus.config').default as Config;
    });
    process.env = saved;
    return config as Config;
  }

  const docsEditUrls = (config: Config) =>
    config.plugins
      .filter((plugin): plugin is [string, { id: string; editUrl?: string }] => Array.isArray(plugin) && plugin[0] === 'content-docs')
      .map(([, options]) => [options.id, options.editUrl]);
  const footerHrefs = (config: Config) => config.themeConfig.footer.links.flatMap((column) => column.items.map((item) => item.href ?? ''));

  it('with a repository, edits docs and blog posts there and links it from the footer', () => {
    const config = configWith({ SITE_REPOSITORY_URL: fork.url });
    expect(docsEditUrls(config)).toEqual([
      ['extensions', `${fork.url}/edit/main/`],
      ['internal', `${fork.url}/edit/main/`],
    ]);
    expect(config.presets[0][1].blog.editUrl).toBe(`${fork.url}/edit/main/`);
    expect(config.customFields.siteRepository).toEqual(fork);
    expect(footerHrefs(config)).toContain(fork.url);
  });

  it('without one, links no repository of the site anywhere', () => {
    const config = configWith({});
    expect(docsEditUrls(config)).toEqual([
      ['extensions', undefined],
      ['internal', undefined],
    ]);
    expect(config.presets[0][1].blog.editUrl).toBeUndefined();
    expect(config.customFields.siteRepository).toBeNull();
    expect(footerHrefs(config).filter((href) => href.startsWith('https://github.com/') && href !== 'https://github.com/rancher/dashboard')).toEqual([]);
  });
});

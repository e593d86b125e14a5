/**
 * Checks the production build in build/ against the route manifest
 * (tests/fixtures/routes.json, a copy of the spec's routes.json, and the
 * routes issues added, tests/fixtures/routes-added.json): every
 * manifest route must be a page of the build (not only a redirect), and show
 * a docs sidebar exactly when the manifest says so. Also checks that every page and section the
 * search fixture (tests/fixtures/search-queries.ts) expects Enter to open
 * exists, and that every example download (`*.example.zip`) a page links to is
 * in the build, and that edit and report links point to the repository the
 * build was made for (SITE_REPOSITORY_URL or GitHub Actions), or appear nowhere
 * without one. Exits non-zero on a missing route, a sidebar mismatch, a missing search target,
 * a missing or no linked download, a wrong repository link, or when there is
 * no build.
 */
import fs from 'node:fs';
import path from 'node:path';

import { editUrlOf, type SiteRepository } from '../../src/config/repositoryLinks';
import { siteRepositoryFrom } from '../../src/config/siteRepository';
import { manifestRoutes, type ManifestRoute } from '../fixtures/manifest';
import { searchCases } from '../fixtures/search-queries';
import { heldOutCases } from '../fixtures/search-queries-held-out';
import { fileForPath } from '../scripts/serve-build';

export type RouteReport = {
  total: number;
  present: string[];
  missing: string[];
  sidebarMismatches: string[];
};

const siteDir = path.resolve(__dirname, '../..');

function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html);
}

function hasDocsSidebar(html: string): boolean {
  return html.includes('theme-doc-sidebar-container');
}

export function checkRoutes(buildDir: string, routes: ManifestRoute[]): RouteReport {
  const report: RouteReport = { total: routes.length, present: [], missing: [], sidebarMismatches: [] };
  for (const route of routes) {
    const file = fileForPath(buildDir, route.path);
    const html = file ? fs.readFileSync(file, 'utf8') : undefined;
    if (!html || isRedirectPage(html)) {
      report.missing.push(route.path);
      continue;
    }
    report.present.push(route.path);
    if (route.kind !== 'doc') {
      continue;
    }
    const expectsSidebar = route.sidebar !== null;
    if (hasDocsSidebar(html) !== expectsSidebar) {
      report.sidebarMismatches.push(
        `${route.path}: expected ${expectsSidebar ? `the ${route.sidebar} sidebar` : 'no sidebar'}, but the page ${expectsSidebar ? 'has none' : 'shows one'}`,
      );
    }
  }
  return report;
}

function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.endsWith('.html')).map((file) => path.join(dir, file));
}

/** The files of a kind that pages link to (`pattern` captures the href), and those of them the build lacks. */
function linkedFiles(buildDir: string, pattern: RegExp): { linked: Set<string>; missing: string[] } {
  const linked = new Set(htmlFiles(buildDir).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(pattern)].map(([, href]) => href)));
  return { linked, missing: [...linked].filter((href) => !fs.existsSync(path.join(buildDir, href))) };
}

/** The example downloads that pages link to, and those of them that are not files of the build. */
export const exampleDownloadLinks = (buildDir: string) => linkedFiles(buildDir, /href="?([^"\s>]+\.example\.zip)/g);

/** The Markdown files that "View as Markdown" links open, and those of them that are not files of the build. */
export const markdownViewLinks = (buildDir: string) => linkedFiles(buildDir, /href="?([^"\s>]+\.md)"?[^>]*>View as Markdown</g);

/**
 * What the built pages link of the site's repository, against the repository the build was made for (the same
 * environment variables): with one, every docs page has an edit link to its file there and a report link to a new
 * issue there, and every blog post an edit link; without one, no page has either, and nothing links a repository
 * of the site. Returns the problems found and how many pages were looked at.
 */
export function repositoryLinkProblems(buildDir: string, repository: SiteRepository | undefined): { problems: string[]; pages: number } {
  const problems: string[] = [];
  const pages = [...htmlFiles(path.join(buildDir, 'extensions')), ...htmlFiles(path.join(buildDir, 'internal')), ...htmlFiles(path.join(buildDir, 'blog'))]
    .map((file) => ({ file, html: fs.readFileSync(file, 'utf8') }))
    .filter(({ html }) => html.includes('theme-doc-markdown') || html.includes('blog-post-page'));
  for (const { file, html } of pages) {
    const where = path.relative(buildDir, file);
    const editLinks = [...html.matchAll(/<a href="?([^" >]+)"?[^>]*class="?theme-edit-this-page/g)].map(([, href]) => href);
    const reportLinks = [...html.matchAll(/<a href="?([^" >]+)"?[^>]*>Report a problem with this page</g)].map(([, href]) => href.replace(/&amp;/g, '&'));
    const isDoc = html.includes('theme-doc-markdown');
    if (!repository) {
      if (editLinks.length + reportLinks.length > 0) {
        problems.push(`${where}: links a repository although the build knows none (${[...editLinks, ...reportLinks].join(', ')})`);
      }
      continue;
    }
    if (editLinks.length !== 1 || !editLinks[0].startsWith(editUrlOf(repository)) || !/\.mdx?$/.test(editLinks[0])) {
      problems.push(`${where}: edit link ${editLinks.join(', ') || 'missing'}, expected one under ${editUrlOf(repository)}`);
    }
    if (isDoc && (reportLinks.length !== 1 || !reportLinks[0].startsWith(`${repository.url}/issues/new?`))) {
      problems.push(`${where}: report link ${reportLinks.join(', ') || 'missing'}, expected a new issue in ${repository.url}`);
    }
  }
  return { problems, pages: pages.length };
}

/** The search targets (`page` or `page#anchor`) that are not a page of the build, or not a section of it. */
export function missingSearchTargets(buildDir: string): string[] {
  const targets = new Set(
    [...searchCases, ...heldOutCases].flatMap(({ version, opens }) => opens.split(' | ').map((target) => `/extensions/${version}/${target}`)),
  );
  return [...targets].filter((target) => {
    const [pagePath, anchor] = target.split('#');
    const file = fileForPath(buildDir, pagePath);
    const html = file ? fs.readFileSync(file, 'utf8') : '';
    if (!html || isRedirectPage(html)) {
      return true;
    }
    return anchor !== undefined && !html.includes(`id="${anchor}"`) && !html.includes(`id=${anchor} `) && !html.includes(`id=${anchor}>`);
  });
}

function main(): number {
  const buildDir = path.join(siteDir, 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error('No production build in build/: run `npm run build` first.');
    return 1;
  }
  const report = checkRoutes(buildDir, manifestRoutes());

  console.log(`Manifest routes present in the build: ${report.present.length} of ${report.total}`);
  if (report.missing.length > 0) {
    console.error(`Missing from the build, or only a redirect (${report.missing.length}):`);
    for (const missing of report.missing) {
      console.error(`  ${missing}`);
    }
    return 1;
  }
  if (report.sidebarMismatches.length > 0) {
    console.error(`Sidebar mismatches (${report.sidebarMismatches.length}):`);
    for (const mismatch of report.sidebarMismatches) {
      console.error(`  ${mismatch}`);
    }
    return 1;
  }
  console.log('Every present doc route shows a sidebar exactly as the manifest says.');
  const missingTargets = missingSearchTargets(buildDir);
  if (missingTargets.length > 0) {
    console.error(`Search targets of the search query fixtures missing from the build (${missingTargets.length}):`);
    for (const target of missingTargets) {
      console.error(`  ${target}`);
    }
    return 1;
  }
  console.log(
    `Every page and section the search queries expect to open exists (${searchCases.length} queries, ${heldOutCases.length} held out).`,
  );
  const downloads = exampleDownloadLinks(buildDir);
  if (downloads.linked.size === 0 || downloads.missing.length > 0) {
    console.error(`Example downloads linked by pages: ${downloads.linked.size}; missing from the build: ${downloads.missing.length}`);
    for (const href of downloads.missing) {
      console.error(`  ${href}`);
    }
    return 1;
  }
  console.log(`Every example download a page links to exists (${downloads.linked.size} zips).`);
  const markdownViews = markdownViewLinks(buildDir);
  if (markdownViews.linked.size === 0 || markdownViews.missing.length > 0) {
    console.error(`"View as Markdown" links: ${markdownViews.linked.size}; to files the build lacks: ${markdownViews.missing.length}`);
    for (const href of markdownViews.missing) {
      console.error(`  ${href}`);
    }
    return 1;
  }
  console.log(`Every "View as Markdown" link opens a Markdown file of the build (${markdownViews.linked.size} pages).`);
  const repository = siteRepositoryFrom(process.env);
  const repositoryLinks = repositoryLinkProblems(buildDir, repository);
  if (repositoryLinks.pages === 0 || repositoryLinks.problems.length > 0) {
    console.error(`Repository links on ${repositoryLinks.pages} docs pages and blog posts (${repository ? repository.url : 'no repository'}):`);
    for (const problem of repositoryLinks.problems.slice(0, 20)) {
      console.error(`  ${problem}`);
    }
    return 1;
  }
  console.log(
    repository
      ? `Every docs page and blog post of the ${repositoryLinks.pages} links ${repository.url} to edit it, and every docs page to report a problem.`
      : `None of the ${repositoryLinks.pages} docs pages and blog posts links a repository: the build knows none (set SITE_REPOSITORY_URL).`,
  );
  return 0;
}

if (require.main === module) {
  process.exitCode = main();
}

import fs from 'node:fs';

import type { SiteRepository } from './repositoryLinks';

/** The default branch GitHub Actions reports in the event that started the run, if the event file has it. */
function defaultBranchOfEvent(eventPath: string | undefined): string | undefined {
  if (!eventPath || !fs.existsSync(eventPath)) {
    return undefined;
  }
  const event = JSON.parse(fs.readFileSync(eventPath, 'utf8')) as { repository?: { default_branch?: string } };
  return event.repository?.default_branch;
}

/**
 * The repository that builds the site: in GitHub Actions the run's own (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, and
 * the repository's default branch), elsewhere `SITE_REPOSITORY_URL` with `SITE_REPOSITORY_BRANCH` (default `main`).
 * Undefined when neither is set, as in a local build: then the site links to no repository at all.
 */
export function siteRepositoryFrom(env: NodeJS.ProcessEnv): SiteRepository | undefined {
  const explicitBranch = env.SITE_REPOSITORY_BRANCH?.trim();
  if (env.SITE_REPOSITORY_URL?.trim()) {
    return { url: env.SITE_REPOSITORY_URL.trim().replace(/\/+$/, ''), branch: explicitBranch || 'main' };
  }
  if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY) {
    return {
      url: `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}`,
      branch: explicitBranch || defaultBranchOfEvent(env.GITHUB_EVENT_PATH) || 'main',
    };
  }
  return undefined;
}

import type { ReactNode } from 'react';
import { useActivePlugin, useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { reportProblemUrl, type SiteRepository } from '../../config/repositoryLinks';
import { pagePathOf } from '../../utils/pagePaths';
import styles from './styles.module.css';

/** How a reader names the docs a page belongs to: the extensions version, or the contributor guide. */
function docsVersionName(pluginId: string | undefined, versionLabel: string): string {
  return pluginId === 'extensions' ? `extensions ${versionLabel}` : 'contributor guide';
}

/** "Report a problem with this page": a new issue in the site's repository, its form filled in for this page. */
export default function ReportPageProblem(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const repository = siteConfig.customFields?.siteRepository as SiteRepository | null | undefined;
  const { metadata } = useDoc();
  const version = useDocsVersion();
  const pluginId = useActivePlugin()?.pluginId;
  if (!repository) {
    return null;
  }
  const href = reportProblemUrl(repository, {
    title: metadata.title,
    url: `${siteConfig.url}${pagePathOf(metadata.permalink)}`,
    docsVersion: docsVersionName(pluginId, version.label),
  });
  return (
    <p className={styles.report}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        Report a problem with this page
      </a>
    </p>
  );
}

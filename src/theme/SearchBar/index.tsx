import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import SearchBar from '@theme-original/SearchBar';
import { fetchIndexesByWorker } from '@theme/searchByWorker';
import { docsPluginIdForPreferredVersion } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';

import { scheduleIndexLoad } from './scheduleIndexLoad';
import styles from './styles.module.css';

export const loadingPlaceholder = 'Loading...';

export function readyPlaceholder(isMac: boolean): string {
  return `Search ${isMac ? '⌘K' : 'Ctrl+K'}`;
}

function isMacPlatform(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** The index URL the search bar itself uses: the site root for the latest docs, the version path otherwise. */
function useSearchIndexBaseUrl(): string {
  const { siteConfig } = useDocusaurusContext();
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId ?? docsPluginIdForPreferredVersion);
  return activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : siteConfig.baseUrl;
}

/**
 * The stock search box loads its index only when the reader first hovers or
 * focuses it, and always reads "Search". This wrapper loads the index of the
 * docs version being read once the page has loaded and the browser is idle,
 * or at once when the reader shows intent (and only then on Save-Data or 2G),
 * shows "Loading..." until the index is ready and then the shortcut to focus it.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const indexBaseUrl = useSearchIndexBaseUrl();
  const [indexReady, setIndexReady] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    let cancelled = false;
    setIndexReady(false);
    const markReady = () => !cancelled && setIndexReady(true);
    const cancelLoad = scheduleIndexLoad(container, () => fetchIndexesByWorker(indexBaseUrl, '').then(markReady, markReady));
    return () => {
      cancelled = true;
      cancelLoad();
    };
  }, [indexBaseUrl]);

  useEffect(() => {
    const input = containerRef.current?.querySelector('input');
    if (input) {
      input.placeholder = indexReady ? readyPlaceholder(isMacPlatform()) : loadingPlaceholder;
    }
  });

  return (
    <div ref={containerRef} className={styles.searchBarContainer}>
      <SearchBar {...props} />
    </div>
  );
}

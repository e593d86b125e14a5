import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import SearchBar from '@theme-original/SearchBar';
import { fetchIndexesByWorker } from '@theme/searchByWorker';
import { docsPluginIdForPreferredVersion } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';

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
 * focuses it, and always reads "Search". This wrapper starts loading the
 * index of the docs version being read as soon as the page is up, shows
 * "Loading..." until the index is ready and then the shortcut to focus it.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const indexBaseUrl = useSearchIndexBaseUrl();
  const [indexReady, setIndexReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setIndexReady(false);
    fetchIndexesByWorker(indexBaseUrl, '').then(
      () => !cancelled && setIndexReady(true),
      () => !cancelled && setIndexReady(true),
    );
    return () => {
      cancelled = true;
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

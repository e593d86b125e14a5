import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import SearchBar from '@theme-original/SearchBar';
import { fetchIndexesByWorker } from '@theme/searchByWorker';
import { docsPluginIdForPreferredVersion } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';

import { extensionsDocsPluginId } from '@site/src/data/docsVersions';

import { scheduleIndexLoad } from './scheduleIndexLoad';
import styles from './styles.module.css';

const loadingPlaceholder = 'Loading...';
const unavailablePlaceholder = 'Search unavailable';

function readyPlaceholder(isMac: boolean): string {
  return `Search ${isMac ? '⌘K' : 'Ctrl+K'}`;
}

type IndexState = 'loading' | 'ready' | 'failed';

function isMacPlatform(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** The index URL the search bar itself uses: the site root for the latest docs, the version path otherwise. */
function useSearchIndexBaseUrl(activePluginId: string | undefined): string {
  const { siteConfig } = useDocusaurusContext();
  const activeVersion = useActiveVersion(activePluginId ?? docsPluginIdForPreferredVersion);
  return activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : siteConfig.baseUrl;
}

/**
 * The stock search box loads its index only when the reader first hovers or
 * focuses it, and always reads "Search". This wrapper loads the index of the
 * docs version being read at once when the reader shows intent, and on the
 * extensions docs, where readers search most, already once the page has loaded
 * and the browser is idle (not on Save-Data or 2G). It shows "Loading..." until
 * the index is ready and then the shortcut to focus it, or "Search unavailable"
 * when the index could not be loaded (the console says why).
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const activePluginId = useActivePlugin()?.pluginId;
  const indexBaseUrl = useSearchIndexBaseUrl(activePluginId);
  const onExtensionsDocs = activePluginId === extensionsDocsPluginId;
  const [indexState, setIndexState] = useState<IndexState>('loading');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    let cancelled = false;
    setIndexState('loading');
    const loadIndex = () =>
      fetchIndexesByWorker(indexBaseUrl, '').then(
        () => !cancelled && setIndexState('ready'),
        (error: unknown) => {
          console.error(`Search is unavailable: the search index at ${indexBaseUrl} could not be loaded.`, error);
          if (!cancelled) {
            setIndexState('failed');
          }
        },
      );
    const cancelLoad = scheduleIndexLoad(container, loadIndex, window, onExtensionsDocs);
    return () => {
      cancelled = true;
      cancelLoad();
    };
  }, [indexBaseUrl, onExtensionsDocs]);

  useEffect(() => {
    const input = containerRef.current?.querySelector('input');
    if (input) {
      input.placeholder = { loading: loadingPlaceholder, ready: readyPlaceholder(isMacPlatform()), failed: unavailablePlaceholder }[indexState];
    }
  });

  return (
    <div ref={containerRef} className={styles.searchBarContainer}>
      <SearchBar {...props} />
    </div>
  );
}

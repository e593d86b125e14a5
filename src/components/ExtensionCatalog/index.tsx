import React, { useId, useMemo, useState, type ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import { catalogPluginName } from '@site/src/plugins/catalog/constants';
import type { CatalogData, CatalogEntry, CatalogGroup } from '@site/src/plugins/catalog/schema';
import styles from './styles.module.css';

function matches(entry: CatalogEntry, query: string): boolean {
  const haystack = `${entry.name} ${entry.author} ${entry.description}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function CatalogEntryCard({ entry }: { entry: CatalogEntry }): ReactNode {
  const iconUrl = useBaseUrl(entry.icon);
  return (
    <li className={styles.entry}>
      <img src={iconUrl} alt="" width={48} height={48} className={styles.icon} loading="lazy" />
      <div>
        <Heading as="h3" className={styles.entryName}>
          <a href={entry.url}>{entry.name}</a>
        </Heading>
        <p className={styles.author}>
          by <a href={entry.authorUrl}>{entry.author}</a>
        </p>
        <p className={styles.description}>{entry.description}</p>
      </div>
    </li>
  );
}

export function CatalogList({ groups }: { groups: CatalogGroup[] }): ReactNode {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const filtered = useMemo(
    () => groups.map((group) => ({ ...group, entries: group.entries.filter((entry) => matches(entry, query)) })),
    [groups, query],
  );
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const shown = filtered.reduce((sum, group) => sum + group.entries.length, 0);

  return (
    <div className={styles.catalog}>
      <div className={styles.filter}>
        <label htmlFor={inputId}>Filter extensions</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder="Name, author or keyword"
          onChange={(event) => setQuery(event.target.value)}
        />
        <p role="status" className={styles.count}>
          {query ? `${shown} of ${total} extensions match` : `${total} extensions`}
        </p>
      </div>
      {shown === 0 && <p className={styles.empty}>No extension matches “{query}”.</p>}
      {filtered
        .filter((group) => group.entries.length > 0)
        .map((group) => (
          <section key={group.id} aria-labelledby={`catalog-${group.id}`}>
            <Heading as="h2" id={`catalog-${group.id}`}>
              {group.label}
            </Heading>
            <ul className={styles.entries}>
              {group.entries.map((entry) => (
                <CatalogEntryCard key={entry.id} entry={entry} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

/** The extension catalog, from the YAML files validated by the catalog plugin at build time. */
export default function ExtensionCatalog(): ReactNode {
  const { groups } = usePluginData(catalogPluginName) as CatalogData;
  return <CatalogList groups={groups} />;
}

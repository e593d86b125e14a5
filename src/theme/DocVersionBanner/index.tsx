import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersion,
  useDocVersionSuggestions,
} from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type { WrapperProps } from '@docusaurus/types';

import {
  extensionsDocsVersions,
  isExtensionsDocsVersionName,
  type DocsVersionFacts,
  type ExtensionsDocsVersionName,
} from '@site/src/data/docsVersions';

type Props = WrapperProps<typeof DocVersionBannerType>;

type OlderVersionBannerProps = { className?: string; pluginId: string; versionName: ExtensionsDocsVersionName };

function OlderExtensionsVersionBanner({ className, pluginId, versionName }: OlderVersionBannerProps): ReactNode {
  const { savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(pluginId);
  const docId = useActiveDocContext(pluginId).activeDoc?.id;
  const older: DocsVersionFacts = extensionsDocsVersions[versionName];
  const latest = extensionsDocsVersions.current;
  const currentDocPath = (id: string | undefined) => latestVersionSuggestion.docs.find((doc) => doc.id === id)?.path;
  const target =
    latestDocSuggestion?.path ??
    currentDocPath(docId && older.movedInCurrent?.[docId]) ??
    currentDocPath(latestVersionSuggestion.mainDocId) ??
    latestVersionSuggestion.path;

  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert">
      <p className="margin-bottom--sm">
        You are reading the <b>{older.label}</b> extensions docs, for <b>{older.rancher}</b> ({older.vue},{' '}
        {older.shell}). They are kept for existing extensions and are no longer updated.
      </p>
      <p className="margin-bottom--none">
        Building for {latest.rancher}?{' '}
        <b>
          <Link to={target} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
            Read this in {latest.label}
          </Link>
        </b>
        .
      </p>
    </div>
  );
}

/**
 * The stock banner of an unmaintained version does not say which Rancher
 * releases it serves; for older extensions versions we say so and link to
 * the same page in the current version. Every other banner is unchanged.
 */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const versionName = version.version;
  if (version.banner && version.pluginId === 'extensions' && !version.isLast && isExtensionsDocsVersionName(versionName)) {
    return <OlderExtensionsVersionBanner className={props.className} pluginId={version.pluginId} versionName={versionName} />;
  }
  return <DocVersionBanner {...props} />;
}

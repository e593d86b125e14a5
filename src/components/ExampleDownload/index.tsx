import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { usePluginData } from '@docusaurus/useGlobalData';

import type { ExampleDownloadsData } from '../../plugins/example-downloads';
import { downloadPathOf, pagePathOf } from '../../utils/pagePaths';
import styles from './styles.module.css';

function sizeText(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} KB`;
}

/** The link to the zip of the page's complete example, which the example-downloads plugin wrote beside the page. */
export default function ExampleDownload(): ReactNode {
  const { metadata } = useDoc();
  const { downloads } = usePluginData('example-downloads') as ExampleDownloadsData;
  const download = downloads[pagePathOf(metadata.permalink)];
  if (!download) {
    return null;
  }
  return (
    <p className={styles.download}>
      <a className="button button--outline button--primary button--sm" href={downloadPathOf(metadata.permalink)} download>
        Download this example
      </a>
      <span className={styles.details}>
        {`zip, ${download.files} ${download.files === 1 ? 'file' : 'files'} and a README, ${sizeText(download.bytes)}: the files the site's examples check builds for this page`}
      </span>
    </p>
  );
}

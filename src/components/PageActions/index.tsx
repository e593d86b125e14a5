import { useState, type ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

import { markdownPathOf } from '../../utils/pagePaths';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const announcements: Record<CopyState, string> = {
  idle: '',
  copied: 'Page copied to the clipboard as Markdown',
  failed: 'Could not copy the page; open it as Markdown instead',
};

/** "View as Markdown" and "Copy page" for a docs page whose Markdown the site publishes. */
export default function PageActions(): ReactNode {
  const { metadata } = useDoc();
  const [state, setState] = useState<CopyState>('idle');
  const markdownPath = markdownPathOf(metadata.permalink);

  async function copyPage(): Promise<void> {
    try {
      const response = await fetch(markdownPath);
      if (!response.ok) {
        throw new Error(`${markdownPath}: HTTP ${response.status}`);
      }
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch (error) {
      console.warn('Copy page:', error);
      setState('failed');
    }
  }

  return (
    <div className={styles.actions}>
      <a className="button button--secondary button--sm" href={markdownPath}>
        View as Markdown
      </a>
      <button type="button" className="button button--secondary button--sm" onClick={() => void copyPage()}>
        Copy page
      </button>
      <span role="status" className={styles.status}>
        {announcements[state]}
      </span>
    </div>
  );
}

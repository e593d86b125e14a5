import React, { Suspense, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

import HighlightedContent from './highlighter';

// One object for every render: React sets innerHTML again whenever it gets a different one, which would empty the
// element.
const builtHtml = { __html: '' };

/** Whether this render is React hydrating the built HTML (not a page rendered in the browser, as in `npm start`). */
function useIsHydratingBuiltPage(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(
    () => ExecutionEnvironment.canUseDOM && !isBrowser && document.documentElement.dataset.hasHydrated === 'false',
  );
  return hydrating;
}

/** The attributes the theme's highlighted `<pre>` has, so the element React adopts or renders matches the built one. */
function usePreAttributes(className: string | undefined) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { plain } = usePrismTheme();
  return {
    ref: wordWrap.codeBlockRef,
    tabIndex: 0,
    className: clsx(className, `prism-code language-${metadata.language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar'),
    style: { color: plain.color, backgroundColor: plain.backgroundColor },
  };
}

/** The code as the build highlighted it: React adopts the element and leaves its lines and tokens as they are. */
function BuiltContent({ className }: Props): ReactNode {
  return <pre {...usePreAttributes(className)} dangerouslySetInnerHTML={builtHtml} suppressHydrationWarning />;
}

/** The code as plain text, for the moment the highlighter is still loading. */
function UnhighlightedContent({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <pre {...usePreAttributes(className)}>
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

/**
 * Code blocks are highlighted once, when the pages are built. Hydration keeps that HTML instead of tokenizing the
 * code again, and Prism is only loaded to render code blocks in the browser (after a client-side navigation).
 */
export default function CodeBlockContent(props: Props): ReactNode {
  const isHydrating = useIsHydratingBuiltPage();
  if (isHydrating) {
    return <BuiltContent {...props} />;
  }
  if (!ExecutionEnvironment.canUseDOM) {
    return <HighlightedContent {...props} />;
  }
  return (
    <Suspense fallback={<UnhighlightedContent {...props} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}

import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** Plain strings are highlighted and can be copied; children with elements are shown as they are. */
function stringifiedChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The classic theme's CodeBlock renders every code block a second time once the page has hydrated, because its
 * colours were inline styles of the default colour mode. Ours are CSS variables (src/config/codeThemes.ts), so the
 * built HTML is right in both modes and the code block renders once.
 */
export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = stringifiedChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

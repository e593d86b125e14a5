import React, { type ReactNode } from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';

import { tokenStyle } from '@site/src/utils/codeColours';

/** A token coloured by CSS variables, so the same HTML is right in both colour modes (src/utils/codeColours.ts). */
export default function CodeBlockLineToken(props: Props): ReactNode {
  return <Token {...props} style={tokenStyle(props.token.types, props.style)} />;
}

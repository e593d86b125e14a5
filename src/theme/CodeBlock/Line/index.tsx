import React, { type ReactNode } from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';

/**
 * A line of highlighted code without the inline style prism-react-renderer gives every line: it only repeats the
 * plain code colour, which the line inherits from its code block, and inline styles keep the browser from sharing
 * computed styles between the thousands of lines of a long page.
 */
export default function CodeBlockLine({ getLineProps, ...props }: Props): ReactNode {
  const getLinePropsWithoutStyle: Props['getLineProps'] = (input) => {
    const { style: _plainColour, ...lineProps } = getLineProps(input);
    return lineProps;
  };
  return <Line {...props} getLineProps={getLinePropsWithoutStyle} />;
}

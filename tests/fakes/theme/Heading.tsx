import React, { type ReactNode } from 'react';

type Props = { as: 'h1' | 'h2' | 'h3' | 'h4'; id?: string; className?: string; children?: ReactNode };

export default function Heading({ as: Tag, id, className, children }: Props): ReactNode {
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

import React, { type ReactNode } from 'react';

/** Every original theme component renders as a marker, so a wrapper's own behaviour can be seen. */
export default function OriginalThemeComponent(props: Record<string, unknown>): ReactNode {
  return <div data-testid="original-theme-component" data-props={JSON.stringify(props)} />;
}

import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

export function isUnderPath(pathname: string, base: string): boolean {
  const normalisedBase = base.replace(/\/$/, '');
  return pathname === normalisedBase || pathname.startsWith(`${normalisedBase}/`);
}

/** Only the extensions docs are versioned, so the dropdown is shown on their pages alone. */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const extensionsBase = useBaseUrl('/extensions');
  if (!isUnderPath(pathname, extensionsBase)) {
    return null;
  }
  return <DocsVersionDropdownNavbarItem {...props} />;
}

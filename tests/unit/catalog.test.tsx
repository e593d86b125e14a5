import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';

import ExtensionCatalog, { CatalogList } from '@site/src/components/ExtensionCatalog';
import { catalogPluginName } from '@site/src/plugins/catalog/constants';
import type { CatalogGroup } from '@site/src/plugins/catalog/schema';
import { setFakePluginData } from '../fakes/docusaurus/useGlobalData';

const groups: CatalogGroup[] = [
  {
    id: 'prime',
    label: 'Prime',
    entries: [
      {
        id: 'os-manager',
        name: 'OS Manager',
        author: 'Example Corp',
        authorUrl: 'https://example.com',
        description: 'Registers bare-metal machines and upgrades their operating system.',
        url: 'https://example.com/os-manager',
        icon: '/img/catalog/os-manager.svg',
      },
    ],
  },
  {
    id: 'partner',
    label: 'Partner',
    entries: [
      {
        id: 'backup-badges',
        name: 'Backup Badges',
        author: 'Vault Vendor',
        authorUrl: 'https://vault.example.com',
        description: 'Shows the last backup of each namespace as a badge in resource lists.',
        url: 'https://vault.example.com/badges',
        icon: '/img/catalog/backup-badges.svg',
      },
    ],
  },
  {
    id: 'community',
    label: 'Community',
    entries: [
      {
        id: 'cluster-notes',
        name: 'Cluster Notes',
        author: 'someone-on-github',
        authorUrl: 'https://github.com/someone-on-github',
        description: 'Pins short notes to a cluster dashboard.',
        url: 'https://github.com/someone-on-github/cluster-notes',
        icon: '/img/catalog/cluster-notes.svg',
      },
    ],
  },
];

function groupHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

describe('extension catalog', () => {
  it('renders each group with its entries, links and icons', () => {
    render(<CatalogList groups={groups} />);

    expect(groupHeadings()).toEqual(['Prime', 'Partner', 'Community']);
    const partner = screen.getByRole('region', { name: 'Partner' });
    expect(within(partner).getByRole('link', { name: 'Backup Badges' })).toHaveAttribute('href', 'https://vault.example.com/badges');
    expect(within(partner).getByRole('link', { name: 'Vault Vendor' })).toHaveAttribute('href', 'https://vault.example.com');
    expect(partner.querySelector('img')).toHaveAttribute('src', '/img/catalog/backup-badges.svg');
    expect(screen.getByRole('status')).toHaveTextContent('3 extensions');
  });

  it('filters by name, author and description and hides groups left empty', () => {
    render(<CatalogList groups={groups} />);
    const filter = screen.getByLabelText('Filter extensions');

    fireEvent.change(filter, { target: { value: 'badge' } });
    expect(groupHeadings()).toEqual(['Partner']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 extensions match');

    fireEvent.change(filter, { target: { value: 'EXAMPLE corp' } });
    expect(screen.getByRole('link', { name: 'OS Manager' })).toBeInTheDocument();
    expect(groupHeadings()).toEqual(['Prime']);

    fireEvent.change(filter, { target: { value: 'notes cluster' } });
    expect(groupHeadings()).toEqual(['Community']);
  });

  it('says so when nothing matches', () => {
    render(<CatalogList groups={groups} />);
    fireEvent.change(screen.getByLabelText('Filter extensions'), { target: { value: 'mainframe' } });

    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getByText('No extension matches “mainframe”.')).toBeInTheDocument();
  });

  it('reads its entries from the catalog plugin data', () => {
    setFakePluginData(catalogPluginName, { groups });
    render(<ExtensionCatalog />);
    expect(screen.getByRole('link', { name: 'Cluster Notes' })).toBeInTheDocument();
  });
});

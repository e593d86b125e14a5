import React from 'react';
import { render, screen } from '@testing-library/react';

import DocsVersionDropdownNavbarItem from '@site/src/theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { setFakeLocation } from '../fakes/docusaurus/router';

function renderDropdownAt(pathname: string) {
  setFakeLocation(pathname);
  return render(<DocsVersionDropdownNavbarItem docsPluginId="extensions" items={[]} dropdownItemsAfter={[]} dropdownItemsBefore={[]} />);
}

describe('docs version dropdown', () => {
  it.each(['/', '/blog', '/blog/index', '/internal/docs', '/extensions-guide', '/search'])(
    'renders nothing on %s',
    (pathname) => {
      const { container } = renderDropdownAt(pathname);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it.each(['/extensions', '/extensions/next/home', '/extensions/v2/support-matrix'])(
    'renders the theme dropdown with its props on %s',
    (pathname) => {
      renderDropdownAt(pathname);
      const original = screen.getByTestId('original-theme-component');
      expect(JSON.parse(original.dataset.props ?? '{}')).toMatchObject({ docsPluginId: 'extensions' });
    },
  );
});

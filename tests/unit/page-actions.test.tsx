import { act, fireEvent, render, screen } from '@testing-library/react';

import PageActions from '@site/src/components/PageActions';
import { markdownPathOf } from '@site/src/utils/pagePaths';
import { splitVersionLists } from '../../src/plugins/llms-txt/versionLists';
import { setFakeDoc } from '../fakes/docusaurus/docs-client';

describe('splitVersionLists', () => {
  const rootList = [
    '# Rancher UI Extensions',
    '',
    '> How to build extensions.',
    '',
    '## extensions',
    '',
    '### next',
    '',
    '#### api',
    '',
    '- [Panels](/extensions/next/api/panels.md): Panels in v3.',
    '',
    '### v2',
    '',
    '#### api',
    '',
    '- [Panels (v2)](/extensions/v2/api/panels.md): Panels in v2.',
    '',
    '## Optional',
    '- [Extensions v2 docs](https://extensions.rancher.io/extensions/v2/llms.txt): The v2 pages.',
    '',
  ].join('\n');
  const v2 = { path: 'v2', title: 'Rancher UI Extensions v2', description: 'For Rancher 2.7 to 2.9.' };

  it("moves a version's pages into its own list, one heading level up, and keeps the rest and the link to it", () => {
    const { root, lists } = splitVersionLists(rootList, [v2]);
    expect(root).not.toContain('/extensions/v2/api/panels.md');
    expect(root).toContain('- [Panels](/extensions/next/api/panels.md): Panels in v3.');
    expect(root).toContain('(https://extensions.rancher.io/extensions/v2/llms.txt)');
    expect(lists).toEqual({
      'extensions/v2/llms.txt':
        '# Rancher UI Extensions v2\n\n> For Rancher 2.7 to 2.9.\n\n## api\n\n- [Panels (v2)](/extensions/v2/api/panels.md): Panels in v2.\n',
    });
  });

  it('fails when the list has no section of that version', () => {
    expect(() => splitVersionLists(rootList, [{ ...v2, path: 'v1' }])).toThrow('llms.txt has no section "### v1"');
  });
});

describe('PageActions', () => {
  const markdown = '# Panels (addPanel)\n\nA panel is a component.\n';

  beforeEach(() => {
    setFakeDoc({ title: 'Panels (addPanel)', permalink: '/extensions/v2/api/panels', versionLabel: 'v2', pluginId: 'extensions' });
  });

  it('links the Markdown beside the page, also for a folder index page', () => {
    render(<PageActions />);
    expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/extensions/v2/api/panels.md');
    expect(markdownPathOf('/extensions/next/api/components/')).toBe('/extensions/next/api/components.md');
  });

  it('copies the Markdown to the clipboard and says so to a screen reader', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    global.fetch = jest.fn().mockResolvedValue({ ok: true, text: () => Promise.resolve(markdown) }) as unknown as typeof fetch;
    render(<PageActions />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    });
    expect(global.fetch).toHaveBeenCalledWith('/extensions/v2/api/panels.md');
    expect(writeText).toHaveBeenCalledWith(markdown);
    expect(screen.getByRole('status')).toHaveTextContent('Page copied to the clipboard as Markdown');
  });

  it('says when the page cannot be copied', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 }) as unknown as typeof fetch;
    render(<PageActions />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page; open it as Markdown instead');
  });
});

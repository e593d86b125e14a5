import { existsInShell, findRepositoryPaths, foldersOf, isNewFile } from '../support/repository-paths';

describe('findRepositoryPaths', () => {
  it('finds shell paths in prose, imports and titles, stopping at placeholders and punctuation', () => {
    const text = [
      'The type map lives in `shell/store/type-map.js`. Forms go in shell/edit/<type>.vue, lists in shell/list/.',
      '```js title="shell/models/ops.example.io.widget.js (new file)"',
      "import SteveModel from '@shell/plugins/steve/steve-class';",
      '```',
      'See `pkg/rancher-components/src/components/Form` and `cypress/e2e/po/`, not `apps/v1` or node_modules.',
    ].join('\n');

    expect(findRepositoryPaths(text)).toEqual({
      shellPaths: ['shell/store/type-map.js', 'shell/edit/', 'shell/list/', 'shell/models/ops.example.io.widget.js', 'shell/plugins/steve/steve-class'],
      otherPaths: ['pkg/rancher-components/src/components/Form', 'cypress/e2e/po/', 'apps/v1'],
      newFiles: ['shell/models/ops.example.io.widget.js'],
    });
  });
});

describe('isNewFile', () => {
  const newFiles = ['shell/utils/widget-access.ts', 'shell/components/Widget/index.vue'];

  it.each(['shell/utils/widget-access.ts', 'shell/utils/widget-access', 'shell/components/Widget'])('counts %s as created by the page', (modulePath) => {
    expect(isNewFile(modulePath, newFiles)).toBe(true);
  });

  it('does not count other paths', () => {
    expect(isNewFile('shell/utils/widget', newFiles)).toBe(false);
  });
});

describe('existsInShell', () => {
  const files = new Set(['shell/store/type-map.js', 'shell/plugins/steve/steve-class.js', 'shell/edit/index.vue']);
  const folders = foldersOf(files);

  it.each(['shell/store/type-map.js', 'shell/store', 'shell/store/', 'shell/plugins/steve/steve-class', 'shell/edit'])('accepts %s', (shellPath) => {
    expect(existsInShell(shellPath, files, folders)).toBe(true);
  });

  it.each(['shell/store/typemap.js', 'shell/stores/', 'shell/plugins/steve/steve-class.ts.bak'])('rejects %s', (shellPath) => {
    expect(existsInShell(shellPath, files, folders)).toBe(false);
  });
});

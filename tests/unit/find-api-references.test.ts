import { findApiReferences } from '../support/find-api-references';

describe('findApiReferences', () => {
  it('finds enum members and plugin calls in prose and code', () => {
    const text = [
      'Use `ActionLocation.HEADER` for the header.',
      '```ts',
      "plugin.addAction(ActionLocation.TABLE, { resource: ['pod'] }, action);",
      'plugin.addTab (TabLocation.RESOURCE_DETAIL, {}, tab);',
      'plugin.metadata = require("./package.json");',
      '```',
      'The TableColumnLocation.RESOURCE column and ExtensionPoint.TABLE_COL.',
    ].join('\n');

    expect(findApiReferences(text)).toEqual({
      enumMembers: [
        { enumName: 'ActionLocation', member: 'HEADER' },
        { enumName: 'ActionLocation', member: 'TABLE' },
        { enumName: 'TabLocation', member: 'RESOURCE_DETAIL' },
        { enumName: 'TableColumnLocation', member: 'RESOURCE' },
        { enumName: 'ExtensionPoint', member: 'TABLE_COL' },
      ],
      methods: ['addAction', 'addTab'],
    });
  });

  it('ignores lookalikes that are not API references', () => {
    expect(
      findApiReferences('window.location.href, LocationConfig.product, $plugin.name, myplugin.addAction(, shell/core/plugin.ts (shell 2.0.1)'),
    ).toEqual({
      enumMembers: [],
      methods: [],
    });
  });
});

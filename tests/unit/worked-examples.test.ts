/** @jest-environment node */
import yaml from 'js-yaml';

import { applyDiff, examplesBase, insertInsideDescribe, isCypressSpec, isSpec, mergeYaml, pageBlocks } from '../worked-examples/apply';

const fence = '```';

describe('pageBlocks', () => {
  const page = `---
title: A page
dashboard_example_base: getting-started/concepts.md, code-base-works/stores.md
---

${fence}js title="shell/config/product/explorer.js (excerpt)"
x
${fence}

${fence}html title="Any component (excerpt)"
x
${fence}

${fence}ts title="shell/utils/widget.ts (new file)"
export const a = 1;
${fence}

${fence}diff title="shell/config/types.js (added lines)"
 a
+b
${fence}

${fence}yaml title="shell/assets/translations/en-us.yaml (added keys under servicesPage.ips)"
a: b
${fence}

${fence}ts title="shell/models/__tests__/x.test.ts (added inside describe('class X'))"
it('works', () => {});
${fence}

${fence}js title="shell/config/cookies.js (added line)"
export const A = 'a';
${fence}

${fence}js title="shell/config/product/explorer.js (changed lines)"
x
${fence}

${fence}ts title="cypress/e2e/tests/pages/x.spec.ts (new file)"
x
${fence}

${fence}ts title="storybook/src/stories/X.stories.ts (new file)"
x
${fence}

${fence}bash
yarn test
${fence}
`;

  it('plans each titled file block from its note and language', () => {
    const planned = pageBlocks(page, 'p.md').map((block) => [
      block.path,
      'action' in block ? block.action : 'skip' in block ? `skip: ${block.skip}` : `error: ${block.error}`,
    ]);
    expect(planned).toEqual([
      ['shell/config/product/explorer.js', 'skip: excerpt'],
      ['shell/utils/widget.ts', { kind: 'write', newFile: true }],
      ['shell/config/types.js', { kind: 'patch' }],
      ['shell/assets/translations/en-us.yaml', { kind: 'merge-yaml', under: ['servicesPage', 'ips'] }],
      ['shell/models/__tests__/x.test.ts', { kind: 'inside-describe', describe: 'class X' }],
      ['shell/config/cookies.js', { kind: 'append' }],
      ['shell/config/product/explorer.js', 'error: cannot tell how to apply a js block noted "(changed lines)"'],
      ['cypress/e2e/tests/pages/x.spec.ts', { kind: 'write', newFile: true }],
      ['storybook/src/stories/X.stories.ts', 'skip: Storybook examples are not applied'],
    ]);
    expect(examplesBase(page)).toEqual(['getting-started/concepts.md', 'code-base-works/stores.md']);
  });

  it('tells Jest specs from other files', () => {
    expect(isSpec('shell/models/__tests__/configmap.test.ts')).toBe(true);
    expect(isSpec('shell/utils/widget.test.js')).toBe(true);
    expect(isSpec('cypress/e2e/tests/pages/x.spec.ts')).toBe(false);
    expect(isCypressSpec('cypress/e2e/tests/pages/x.spec.ts')).toBe(true);
    expect(isSpec('shell/models/configmap.js')).toBe(false);
  });
});

describe('applyDiff', () => {
  const file = ['import A from "a";', '', 'export default {', '  data() {', '    return { a: 1 };', '  },', '};', ''].join('\n');

  it('adds a diff of added lines only at the end of the file', () => {
    expect(applyDiff('a\n', '+b\n+c\n')).toBe('a\n\nb\nc\n');
  });

  it('places hunks by their context and removed lines, in order, ignoring trailing spaces', () => {
    const diff = ['@@ imports @@', ' import A from "a";  ', '+import B from "b";', '@@ data @@', '-    return { a: 1 };', '+    return { a: 1, b: 2 };', ''].join('\n');
    expect(applyDiff(file, diff)).toBe(file.replace('"a";\n', '"a";\nimport B from "b";\n').replace('a: 1 }', 'a: 1, b: 2 }'));
  });

  it('says which hunk does not match', () => {
    expect(() => applyDiff(file, '@@ data @@\n-    return { a: 2 };\n+    return {};\n')).toThrow(/hunk @@ data @@ does not match/);
  });
});

describe('insertInsideDescribe', () => {
  it('inserts before the closing line of the named describe', () => {
    const spec = ["describe('outer', () => {", "  it('a', () => {});", '});', '', "describe('other', () => {", '});', ''].join('\n');
    const result = insertInsideDescribe(spec, 'outer', "  it('b', () => {});\n");
    expect(result.split('\n').slice(0, 5)).toEqual(["describe('outer', () => {", "  it('a', () => {});", '', "  it('b', () => {});", '});']);
  });
});

describe('mergeYaml', () => {
  const translations = 'servicesPage:\n  ips:\n    label: IPs\ngeneric:\n  none: None\n';

  it('nests keys under the named mapping and keeps the existing ones', () => {
    const merged = yaml.load(mergeYaml(translations, '    range:\n      label: Range\n', ['servicesPage', 'ips']));
    expect(merged).toEqual({ servicesPage: { ips: { label: 'IPs', range: { label: 'Range' } } }, generic: { none: 'None' } });
  });

  it('refuses to change a key that exists with another value', () => {
    expect(() => mergeYaml(translations, 'generic:\n  none: Nothing\n', [])).toThrow('key generic.none already exists with another value');
  });
});

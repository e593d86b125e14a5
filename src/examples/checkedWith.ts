/**
 * The creators and `@rancher/shell` release each docs version's examples are checked with: the examples check
 * (tests/examples/project.ts) makes its projects with them, and the example downloads name them.
 */
export const examplesCheckedWith = {
  v3: { appCreator: '@rancher/create-extension@3.0.12', shell: '3.0.13' },
  v2: { appCreator: '@rancher/create-app@2.0.1', packageCreator: '@rancher/create-pkg@2.0.1', shell: '2.0.1' },
} as const;

export type ExamplesDocsVersion = keyof typeof examplesCheckedWith;

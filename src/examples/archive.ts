import { strToU8, zipSync, type Zippable } from 'fflate';

import { examplesCheckedWith, type ExamplesDocsVersion } from './checkedWith';
import type { ExampleFile, PageExamples } from './extract';

export type ExamplePage = {
  examples: PageExamples;
  docsVersion: ExamplesDocsVersion;
  title: string;
  description?: string;
  /** Where the page is published, e.g. https://extensions.rancher.io/extensions/next/api/panels */
  pageUrl: string;
};

/** A fixed time for every entry, so that the same files always give the same archive. */
const entryTime = new Date('2024-01-01T00:00:00Z');

/**
 * The files of the download, by their path in the project: the application files the page shows (its Jest
 * configuration, say), then the final state of each package, with the files it takes from its example base, under
 * `pkg/<name>/`. These are the files the examples check builds.
 */
export function exampleProjectFiles(examples: PageExamples): Map<string, ExampleFile> {
  const finalStates = new Map(examples.packages.map((examplePackage) => [examplePackage.name, examplePackage]));
  const files = new Map<string, ExampleFile>(examples.appFiles.map((file) => [file.filePath, file]));
  for (const { name, files: packageFiles } of finalStates.values()) {
    for (const file of packageFiles) {
      files.set(`pkg/${name}/${file.filePath}`, file);
    }
  }
  return files;
}

function packageNames(examples: PageExamples): string[] {
  return [...new Set(examples.packages.map((examplePackage) => examplePackage.name))];
}

function createCommands(docsVersion: ExamplesDocsVersion, names: string[]): string[] {
  const [first, ...others] = names;
  if (docsVersion === 'v3') {
    const creator = examplesCheckedWith.v3.appCreator;
    return [
      `npm init ${creator.replace('create-', '')} ${first}`,
      `cd ${first}`,
      ...others.map((name) => `npm init ${creator.replace('create-', '')} ${name}`),
    ];
  }
  const { appCreator, packageCreator } = examplesCheckedWith.v2;
  const unversioned = (creator: string) => creator.replace(/@[^@]*$/, '').replace('create-', '');
  return [
    `yarn create ${unversioned(appCreator)} example-app`,
    'cd example-app',
    ...names.map((name) => `yarn create ${unversioned(packageCreator)} ${name}`),
  ];
}

/** The README of the download: what it holds, what it was checked with, and how to run it. */
export function exampleReadme({ examples, docsVersion, title, description, pageUrl }: ExamplePage): string {
  const names = packageNames(examples);
  const first = names[0];
  const checkedWith = examplesCheckedWith[docsVersion];
  const creators = 'packageCreator' in checkedWith ? `\`${checkedWith.appCreator}\` and \`${checkedWith.packageCreator}\`` : `\`${checkedWith.appCreator}\``;
  const nodeAndYarn = docsVersion === 'v3' ? 'Node.js 24 and Yarn 1' : 'Node.js 16 and Yarn 1';
  const lines = [
    `# Example: ${title}`,
    '',
    ...(description ? [description, ''] : []),
    `These are the complete example files of ${pageUrl}, laid out as in a project made by the extension creator.`,
    `The site's examples check builds exactly these files, in a project made with ${creators} and`,
    `\`@rancher/shell\` ${checkedWith.shell}.`,
    '',
    '## Files',
    '',
    ...[...exampleProjectFiles(examples).keys()].map((file) => `- \`${file}\``),
    '',
    '## Run it',
    '',
    `You need ${nodeAndYarn}, and a Rancher server to run the extension against.`,
    '',
    '1. Create a project and the package' + (names.length > 1 ? 's' : '') + ' with the creator:',
    '',
    '   ```bash',
    ...createCommands(docsVersion, names).map((command) => `   ${command}`),
    '   ```',
    '',
    examples.appFiles.length > 0
      ? '2. Copy everything in this archive except this README into the project folder, replacing the files it has. The\n   page names the development packages these files need. To build with'
      : '2. Copy the `pkg` folder of this archive over the project\'s `pkg` folder, replacing the files it has. To build with',
    `   the release the check used, set \`"@rancher/shell": "${checkedWith.shell}"\` in the project's \`package.json\`.`,
    '3. Install and run the dashboard with the extension built in:',
    '',
    '   ```bash',
    '   yarn install',
    '   API=https://<your-rancher-server> yarn dev',
    '   ```',
    '',
    '   Open https://127.0.0.1:8005 and log in.',
    '4. Build the extension and load the build into Rancher (Extensions, Developer Load):',
    '',
    '   ```bash',
    `   yarn build-pkg ${first}`,
    '   yarn serve-pkgs',
    '   ```',
    '',
    `The page explains every file: ${pageUrl}`,
    '',
  ];
  return lines.join('\n');
}

/** The download as a zip archive: the README and the example files under one folder named after the page. */
export function exampleArchive(page: ExamplePage, folder: string): Uint8Array {
  const entries: Zippable = { [`${folder}/README.md`]: [strToU8(exampleReadme(page)), { mtime: entryTime }] };
  for (const [projectPath, file] of exampleProjectFiles(page.examples)) {
    entries[`${folder}/${projectPath}`] = [strToU8(file.body), { mtime: entryTime }];
  }
  return zipSync(entries, { level: 9 });
}

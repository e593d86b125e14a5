/**
 * Checks every complete example of the extensions docs in a real extension project of its version (see project.ts)
 * and parses the JSON and YAML files.
 * - v3: writes each page's example packages into the project's `pkg/` folder, type-checks them with vue-tsc as
 *   strictly as the creator's package tsconfig asks (`.ts` files, `<script lang="ts">` and `<script setup>` blocks
 *   and templates), runs the real `yarn build-pkg` on the worked examples of the use cases, and runs the spec files
 *   (`__tests__/*.test.ts`) of a page with the project's Jest and the page's Jest configuration.
 * - v2: runs the real `yarn build-pkg` of shell 2.0.1 (webpack 4, which type-checks TypeScript as it builds) on
 *   every example package; vue-tsc has no setup for that Vue 2.7 and TypeScript 4.5 toolchain.
 * Prints per page the examples, how many are fine and each failure with its place in the Markdown, and ends with
 * `examples: N ok of M` per version. Exits non-zero on any failure.
 *
 * Usage: npm run test:examples [-- --docs v3|v2] [-- <page.md> ...]   (pages relative to the version's docs folder)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import { extractExamples, type ExampleFile, type ExamplePackage, type PageExamples } from '../../src/examples/extract';
import { examplesProject, projectRecipes, runYarn, type ExamplesProject } from './project';

const docsDirs = {
  v3: path.resolve(__dirname, '../../docs/extensions'),
  v2: path.resolve(__dirname, '../../extensions_versioned_docs/version-v2'),
};

/** The v3 use cases also built for real with `yarn build-pkg`, each under its own package name. */
const v3BuiltForReal = ['usecases/top-level-product.md', 'usecases/cluster-level-product.md', 'usecases/node-driver.md'];

type Failure = { file: ExampleFile; message: string };
type LaidOutPackage = { page: PageExamples; dir: string; declaredModules: Set<string> };

function packageFolderName(markdownFile: string, examplePackage: ExamplePackage): string {
  const version = examplePackage.version > 1 ? `-${examplePackage.version}` : '';
  return `${markdownFile.replace(/\.mdx?$/, '').replace(/[^a-zA-Z0-9]+/g, '-')}--${examplePackage.name}${version}`;
}

function clearPackages(project: ExamplesProject): void {
  const pkgDir = path.join(project.dir, 'pkg');
  fs.rmSync(pkgDir, { recursive: true, force: true });
  fs.mkdirSync(pkgDir);
}

function writePackage(project: ExamplesProject, folder: string, files: ExampleFile[]): string {
  const dir = path.join(project.dir, 'pkg', folder);
  fs.cpSync(project.templateDir, dir, { recursive: true });
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file.filePath)), { recursive: true });
    fs.writeFileSync(path.join(dir, file.filePath), file.body);
  }
  return dir;
}

/** JSON and YAML files only need to parse. */
function dataFileFailure(file: ExampleFile): string | undefined {
  try {
    if (file.filePath.endsWith('.json')) {
      JSON.parse(file.body);
    } else if (/\.ya?ml$/.test(file.filePath)) {
      yaml.load(file.body);
    }
    return undefined;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

/**
 * Packages that declare the same module (a `declare module '...'` shim) cannot share one TypeScript program: the
 * declarations would merge and collide. Spread them over as few programs as that allows.
 */
function groupIntoPrograms(packages: LaidOutPackage[]): LaidOutPackage[][] {
  const programs: LaidOutPackage[][] = [];
  for (const laidOut of packages) {
    const program = programs.find((candidate) =>
      candidate.every((other) => [...laidOut.declaredModules].every((moduleName) => !other.declaredModules.has(moduleName))),
    );
    if (program) {
      program.push(laidOut);
    } else {
      programs.push([laidOut]);
    }
  }
  return programs;
}

type ProgramTsconfigs = { forPackages: (packages: LaidOutPackage[]) => object; missingTypes: string[] };

/** The creator's package tsconfig, rooted at the project, with the `types` entries the project does not install left out. */
function programTsconfigs(project: ExamplesProject): ProgramTsconfigs {
  const template = JSON.parse(fs.readFileSync(path.join(project.templateDir, 'tsconfig.json'), 'utf8'));
  const typeRoots = ['./node_modules', './node_modules/@rancher/shell/types'];
  const types: string[] = template.compilerOptions.types;
  const installed = (typeName: string) => typeRoots.some((root) => fs.existsSync(path.join(project.dir, root, typeName)));
  const paths = Object.fromEntries(
    Object.entries(template.compilerOptions.paths as Record<string, string[]>).map(([alias, targets]) => [
      alias,
      targets.map((target) => target.replace(/^\.\.\/\.\.\//, './')),
    ]),
  );
  const compilerOptions = { ...template.compilerOptions, noEmit: true, baseUrl: '.', typeRoots, types: types.filter(installed), paths };
  return {
    forPackages: (packages) => ({
      compilerOptions,
      include: packages
        .map((laidOut) => path.relative(project.dir, laidOut.dir))
        .flatMap((folder) => ['**/*.ts', '**/*.tsx', '**/*.vue'].map((pattern) => `${folder}/${pattern}`)),
      exclude: ['node_modules'],
    }),
    missingTypes: types.filter((typeName) => !installed(typeName)),
  };
}

type Diagnostic = { file: string; line: number; message: string };
type TypeCheck = { diagnostics: Diagnostic[]; importersOf: Map<string, Set<string>> };

/** Runs vue-tsc on one program; `--explainFiles` tells which file imported each file of the program. */
function vueTsc(project: ExamplesProject, tsconfigFile: string): TypeCheck {
  let output = '';
  try {
    output = execFileSync(
      path.join(project.dir, 'node_modules/.bin/vue-tsc'),
      ['--noEmit', '--pretty', 'false', '--explainFiles', '-p', tsconfigFile],
      { cwd: project.dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    output = `${stdout ?? ''}${stderr ?? ''}`;
  }
  const diagnostics: Diagnostic[] = [];
  const importersOf = new Map<string, Set<string>>();
  let explainedFile = '';
  for (const line of output.split('\n')) {
    const located = /^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/.exec(line);
    const importedBy = /^\s+Imported via .* from file '([^']+)'/.exec(line);
    if (located) {
      diagnostics.push({ file: path.resolve(project.dir, located[1]), line: Number(located[2]), message: located[3] });
    } else if (/^error TS\d+: /.test(line)) {
      diagnostics.push({ file: '', line: 0, message: line.replace(/^error /, '') });
    } else if (importedBy && explainedFile) {
      const importers = importersOf.get(explainedFile) ?? new Set<string>();
      importers.add(path.resolve(project.dir, importedBy[1]));
      importersOf.set(explainedFile, importers);
    } else if (/^\S/.test(line)) {
      explainedFile = path.resolve(project.dir, line.trim());
    }
  }
  return { diagnostics, importersOf };
}

/** The example files that pull `file` into the program, directly or through other files that are not examples. */
function examplesImporting(file: string, importersOf: Map<string, Set<string>>, isExample: (candidate: string) => boolean): string[] {
  const found = new Set<string>();
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    for (const importer of importersOf.get(queue.shift() as string) ?? []) {
      if (seen.has(importer)) {
        continue;
      }
      seen.add(importer);
      if (isExample(importer)) {
        found.add(importer);
      } else {
        queue.push(importer);
      }
    }
  }
  return [...found];
}

/** The first error of a failed `yarn build-pkg`, on the example file it names when it names one. */
function buildFailure(output: string, project: ExamplesProject, examplePackage: ExamplePackage): Failure {
  const lines = output.split('\n');
  const errorIndex = lines.findIndex((line) => /^\s*(ERROR|error)\s+in\s/.test(line) || /\bTS\d{4}\b|Module not found|SyntaxError/.test(line));
  const located = errorIndex >= 0 ? /in\s+(\S+?)(?:\((\d+),\d+\)|:(\d+):\d+)?:?\s*$/.exec(lines[errorIndex]) : null;
  const packageDir = path.join(project.dir, 'pkg', examplePackage.name);
  const named = located ? path.resolve(packageDir, located[1].replace(/^\.\/pkg\/[^/]+\//, '')) : '';
  const file = examplePackage.files.find((candidate) => path.join(packageDir, candidate.filePath) === named);
  const line = Number(located?.[2] ?? located?.[3] ?? 0);
  const detail = lines.slice(errorIndex, errorIndex + 4).map((text) => text.trim()).filter(Boolean).join(' ');
  return {
    file: file ?? examplePackage.files[0],
    message: `${file && line ? `line ${file.firstCodeLine + line - 1}: ` : ''}yarn build-pkg: ${errorIndex >= 0 ? detail : 'failed'}`,
  };
}

function buildForReal(project: ExamplesProject, packages: ExamplePackage[]): Failure[] {
  const failures: Failure[] = [];
  for (const examplePackage of packages) {
    clearPackages(project);
    writePackage(project, examplePackage.name, examplePackage.files);
    try {
      runYarn(['build-pkg', examplePackage.name], project.dir, { ...project.recipe.env, FORCE_COLOR: '0' });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      failures.push(buildFailure(`${stdout}\n${stderr}`, project, examplePackage));
    }
  }
  return failures;
}

const isSpecFile = (file: ExampleFile) => /(^|\/)__tests__\/.+\.test\.ts$/.test(file.filePath);

/**
 * Runs the page's spec files with the project's Jest: its final packages under their own names and its application
 * files (the Jest configuration) at the project root. Afterwards the project is as before: files the page added are
 * removed, with the folders made for them, and files it replaced get their content back.
 */
function runSpecs(project: ExamplesProject, page: PageExamples): Failure[] {
  const packages = finalVersions(page);
  const specs = packages.flatMap((examplePackage) => examplePackage.files.filter(isSpecFile));
  clearPackages(project);
  for (const examplePackage of packages) {
    writePackage(project, examplePackage.name, examplePackage.files);
  }
  const written = page.appFiles.map((file) => path.join(project.dir, file.filePath));
  const replaced = new Map(written.filter((file) => fs.existsSync(file)).map((file) => [file, fs.readFileSync(file)]));
  const topFolders = page.appFiles.filter((file) => file.filePath.includes('/')).map((file) => path.join(project.dir, file.filePath.split('/')[0]));
  const madeFolders = [...new Set(topFolders)].filter((folder) => !fs.existsSync(folder));
  page.appFiles.forEach((file, index) => {
    fs.mkdirSync(path.dirname(written[index]), { recursive: true });
    fs.writeFileSync(written[index], file.body);
  });
  try {
    const run = spawnSync(path.join(project.dir, 'node_modules/.bin/jest'), ['--ci', '--colors=false'], { cwd: project.dir, encoding: 'utf8' });
    const output = `${run.stdout}\n${run.stderr}`;
    const summary = /Tests:\s+(.*)/.exec(output)?.[1] ?? output.split('\n').find((line) => line.trim()) ?? 'no output';
    console.log(`       ${page.markdownFile}: jest ${specs.length} spec files, ${summary}`);
    if (run.status === 0) {
      return [];
    }
    const failed = [...output.matchAll(/^\s*● (.+)$/gm)].map(([, name]) => name.trim());
    return [{ file: specs[0] ?? page.files[0], message: `jest: ${summary}${failed.length > 0 ? `; failing: ${failed.join(' | ')}` : ''}` }];
  } finally {
    written.forEach((file) => (replaced.has(file) ? fs.writeFileSync(file, replaced.get(file) as Buffer) : fs.rmSync(file, { force: true })));
    madeFolders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
    clearPackages(project);
  }
}

const finalVersions = (page: PageExamples) =>
  page.packages.filter((examplePackage) => !page.packages.some((other) => other.name === examplePackage.name && other.version > examplePackage.version));

/** Returns how many failures the version's examples have. */
function checkVersion(docsVersion: 'v3' | 'v2', onlyPages: string[]): number {
  const started = Date.now();
  const project = examplesProject(projectRecipes[docsVersion]);
  const pages = extractExamples(docsDirs[docsVersion]).filter((page) => onlyPages.length === 0 || onlyPages.includes(page.markdownFile));
  console.log(`${docsVersion} examples (${path.relative(process.cwd(), docsDirs[docsVersion])}):`);

  clearPackages(project);
  const failures = new Map<PageExamples, Failure[]>(pages.map((page) => [page, []]));
  const sourceOf = new Map<string, { page: PageExamples; file: ExampleFile }>();
  const laidOut: LaidOutPackage[] = [];
  for (const page of pages) {
    for (const file of page.appFiles) {
      const dataFailure = dataFileFailure(file);
      if (dataFailure) {
        failures.get(page)?.push({ file, message: dataFailure });
      }
    }
    for (const examplePackage of page.packages) {
      for (const file of examplePackage.files) {
        const dataFailure = dataFileFailure(file);
        if (dataFailure) {
          failures.get(page)?.push({ file, message: dataFailure });
        }
      }
      // v2 packages are only built one at a time below; v3 packages are laid out side by side for vue-tsc.
      if (docsVersion !== 'v3' || !examplePackage.files.some((file) => /\.(ts|tsx|vue)$/.test(file.filePath))) {
        continue;
      }
      const dir = writePackage(project, packageFolderName(page.markdownFile, examplePackage), examplePackage.files);
      const declaredModules = new Set<string>();
      for (const file of examplePackage.files) {
        sourceOf.set(path.join(dir, file.filePath), { page, file });
        // A shorthand `declare module 'x';` merges with any other; only declarations with a body can collide.
        for (const [, moduleName] of file.body.matchAll(/declare module ['"]([^'"]+)['"]\s*\{/g)) {
          declaredModules.add(moduleName);
        }
      }
      laidOut.push({ page, dir, declaredModules });
    }
  }

  const outsideExamples: string[] = [];
  const programs = groupIntoPrograms(laidOut);
  const tsconfigs = programs.length > 0 ? programTsconfigs(project) : undefined;
  if (tsconfigs && tsconfigs.missingTypes.length > 0) {
    console.log(`The creator's tsconfig lists types the skeleton does not install, left out: ${tsconfigs.missingTypes.join(', ')}`);
  }
  programs.forEach((program, index) => {
    const tsconfigFile = path.join(project.dir, `tsconfig.examples-${index}.json`);
    fs.writeFileSync(tsconfigFile, JSON.stringify(tsconfigs?.forPackages(program), null, 2));
    const { diagnostics, importersOf } = vueTsc(project, tsconfigFile);
    for (const diagnostic of diagnostics) {
      const source = sourceOf.get(diagnostic.file);
      if (source) {
        failures.get(source.page)?.push({ file: source.file, message: `line ${source.file.firstCodeLine + diagnostic.line - 1}: ${diagnostic.message}` });
        continue;
      }
      const where = `${path.relative(project.dir, diagnostic.file) || '(configuration)'}:${diagnostic.line}`;
      const importers = examplesImporting(diagnostic.file, importersOf, (candidate) => sourceOf.has(candidate));
      for (const importer of importers) {
        const importing = sourceOf.get(importer);
        if (importing) {
          failures.get(importing.page)?.push({ file: importing.file, message: `imports ${where}: ${diagnostic.message}` });
        }
      }
      if (importers.length === 0) {
        outsideExamples.push(`${where}: ${diagnostic.message}`);
      }
    }
  });

  for (const page of pages) {
    if (docsVersion === 'v2') {
      failures.get(page)?.push(...buildForReal(project, page.packages));
    } else if (v3BuiltForReal.includes(page.markdownFile)) {
      failures.get(page)?.push(...buildForReal(project, finalVersions(page)));
    }
    if (docsVersion === 'v3' && page.packages.some((examplePackage) => examplePackage.files.some(isSpecFile))) {
      failures.get(page)?.push(...runSpecs(project, page));
    }
  }

  let total = 0;
  let ok = 0;
  let failureCount = outsideExamples.length;
  for (const page of pages) {
    const ownFiles = page.files;
    const pageFailures = failures.get(page) ?? [];
    const failedFiles = new Set(pageFailures.map((failure) => failure.file));
    const pageOk = ownFiles.filter((file) => !failedFiles.has(file)).length;
    total += ownFiles.length;
    ok += pageOk;
    failureCount += pageFailures.length;
    const realBuild = docsVersion === 'v2' || v3BuiltForReal.includes(page.markdownFile) ? ', built with yarn build-pkg' : '';
    console.log(`${pageFailures.length === 0 ? 'ok  ' : 'FAIL'} ${page.markdownFile}: ${ownFiles.length} examples, ${pageOk} ok${realBuild}`);
    for (const failure of pageFailures) {
      const shownOn = failure.file.markdownFile === page.markdownFile ? '' : ` (from ${failure.file.markdownFile}, its example_base)`;
      console.log(`       ${failure.file.filePath} (${failure.file.markdownFile}:${failure.file.firstCodeLine})${shownOn}: ${failure.message}`);
    }
  }
  for (const problem of outsideExamples) {
    console.log(`FAIL outside the example files: ${problem}`);
  }
  const typeChecked = docsVersion === 'v3' ? `type-checked in ${programs.length} program(s), ` : '';
  console.log(`${docsVersion}: ${typeChecked}${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`examples: ${ok} ok of ${total}`);
  return failureCount;
}

function main(): number {
  const args = process.argv.slice(2);
  const docsFlag = args.indexOf('--docs');
  const versions: Array<'v3' | 'v2'> = docsFlag >= 0 ? [args[docsFlag + 1] as 'v3' | 'v2'] : ['v3', 'v2'];
  const onlyPages = args.filter((_, index) => docsFlag < 0 || (index !== docsFlag && index !== docsFlag + 1));
  if (versions.some((version) => !(version in docsDirs))) {
    throw new Error('--docs takes v3 or v2');
  }
  const failureCount = versions.reduce<number>((sum, version) => sum + checkVersion(version, onlyPages), 0);
  return failureCount === 0 ? 0 : 1;
}

process.exitCode = main();

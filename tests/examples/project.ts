/**
 * The extension projects the examples are checked in, one per docs version: made once by that version's real
 * creators, installed with yarn 1 as its getting-started page says, and kept in a cache folder outside the repository
 * (`$EXAMPLES_CACHE_DIR`, else `~/.cache/rancher-ui-extensions-docs`). A change of a recipe gives a new folder.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { examplesCheckedWith } from '../../src/examples/checkedWith';

const yarn = 'yarn@1.22.22';
const appName = 'examples-app';
export const templatePackage = 'docs-examples';

export type ProjectRecipe = {
  docsVersion: 'v3' | 'v2';
  /** What the project is made of; its hash names the cache folder. */
  ingredients: Record<string, unknown>;
  /** Environment for every yarn command in the project. */
  env: NodeJS.ProcessEnv;
  /** Makes the app with its template package in `workDir`, installed; returns the app folder. */
  create: (workDir: string, recipe: ProjectRecipe) => string;
};

export type ExamplesProject = { dir: string; templateDir: string; recipe: ProjectRecipe };

export function runYarn(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  // The v3 skeleton requires Node.js 24; yarn refuses to install or run scripts on older Node.js without --ignore-engines.
  return execFileSync('npx', ['--yes', yarn, '--ignore-engines', ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

function editPackageJson(appDir: string, edit: (packageJson: Record<string, Record<string, string>>) => void): void {
  const file = path.join(appDir, 'package.json');
  const packageJson = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(packageJson);
  fs.writeFileSync(file, `${JSON.stringify(packageJson, null, 2)}\n`);
}

function install(appDir: string, recipe: ProjectRecipe): void {
  console.log('Installing its dependencies with yarn 1 (about a minute)');
  runYarn(['install', '--non-interactive', '--network-timeout', '600000'], appDir, recipe.env);
}

/**
 * The creator of a package, unpacked with its own dependencies. npm renames a package's `.gitignore` when it installs
 * it, which breaks the 2.x app creator (`ENOENT ... files/.gitignore`); an unpacked tarball keeps it, as `yarn create` does.
 */
function unpackedCreator(spec: string, workDir: string): string {
  const tarball = execFileSync('npm', ['pack', spec, '--silent'], { cwd: workDir, encoding: 'utf8' }).trim().split('\n').pop() as string;
  const dir = path.join(workDir, tarball.replace(/\.tgz$/, ''));
  fs.mkdirSync(dir);
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components', '1'], { cwd: workDir });
  execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--silent'], { cwd: dir, stdio: 'ignore' });
  return path.join(dir, 'init');
}

export const projectRecipes: Record<'v3' | 'v2', ProjectRecipe> = {
  v3: {
    docsVersion: 'v3',
    ingredients: {
      creator: examplesCheckedWith.v3.appCreator,
      shell: examplesCheckedWith.v3.shell,
      // Shell 3.0.13 pins @rancher/icons 2.0.62, which the registry no longer serves.
      resolutions: { '@rancher/icons': '2.0.64' },
      devDependencies: {
        // The checker itself: vue-tsc of the TypeScript version shell 3.0.13 depends on.
        'vue-tsc': '2.1.10',
        // The creator's tsconfig and resolutions expect it, but its app/init never adds it (it reads a `_pkgs` list
        // that 3.0.12 does not have); the pages that import shell components needing it tell the reader to add it.
        '@types/lodash': '4.17.5',
        // What the testing page tells the reader to add for Jest; jest, @vue/test-utils and @vue/vue3-jest come with the shell.
        'ts-jest': '29.4.12',
        '@types/jest': '29.5.12',
        'babel-plugin-transform-require-context': '0.1.1',
      },
    },
    env: {},
    create(workDir, recipe) {
      const { creator, shell, resolutions, devDependencies } = recipe.ingredients as {
        creator: string;
        shell: string;
        resolutions: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      execFileSync('npm', ['exec', '--yes', `--package=${creator}`, '--', 'create-extension', templatePackage, '--app-name', appName], {
        cwd: workDir,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const appDir = path.join(workDir, appName);
      editPackageJson(appDir, (packageJson) => {
        packageJson.dependencies['@rancher/shell'] = shell;
        packageJson.resolutions = { ...packageJson.resolutions, ...resolutions };
        packageJson.devDependencies = { ...packageJson.devDependencies, ...devDependencies };
      });
      fs.cpSync(path.join(appDir, 'pkg', templatePackage), path.join(appDir, 'template'), { recursive: true });
      install(appDir, recipe);
      return appDir;
    },
  },
  v2: {
    docsVersion: 'v2',
    ingredients: {
      appCreator: examplesCheckedWith.v2.appCreator,
      packageCreator: examplesCheckedWith.v2.packageCreator,
      shell: examplesCheckedWith.v2.shell,
      // The pin the v2 getting-started page tells the reader to make: `^16` no longer compiles with TypeScript 4.5.
      resolutions: { '@types/node': '16.4.3' },
    },
    // As the v2 getting-started page says: no Cypress binary, and webpack 4's hashing on Node.js 17+.
    env: { CYPRESS_INSTALL_BINARY: '0', NODE_OPTIONS: '--openssl-legacy-provider' },
    create(workDir, recipe) {
      const { appCreator, packageCreator, shell, resolutions } = recipe.ingredients as {
        appCreator: string;
        packageCreator: string;
        shell: string;
        resolutions: Record<string, string>;
      };
      execFileSync('node', [unpackedCreator(appCreator, workDir), appName], { cwd: workDir, stdio: 'ignore' });
      const appDir = path.join(workDir, appName);
      editPackageJson(appDir, (packageJson) => {
        packageJson.dependencies['@rancher/shell'] = shell;
        packageJson.resolutions = { ...packageJson.resolutions, ...resolutions };
      });
      install(appDir, recipe);
      // The package creator needs the installed shell. It also asks api.github.com for workflow files, which may fail
      // without harm to the package.
      try {
        execFileSync('node', [unpackedCreator(packageCreator, workDir), templatePackage, '-t'], { cwd: appDir, stdio: 'ignore' });
      } catch {
        if (!fs.existsSync(path.join(appDir, 'pkg', templatePackage, 'index.ts'))) {
          throw new Error(`${packageCreator} did not create its package`);
        }
      }
      fs.cpSync(path.join(appDir, 'pkg', templatePackage), path.join(appDir, 'template'), { recursive: true });
      return appDir;
    },
  },
};

function cacheRoot(): string {
  return process.env.EXAMPLES_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'rancher-ui-extensions-docs');
}

/** The cached project of a docs version, made first if its recipe has none yet. */
export function examplesProject(recipe: ProjectRecipe): ExamplesProject {
  const recipeHash = crypto.createHash('sha256').update(JSON.stringify(recipe.ingredients)).digest('hex').slice(0, 12);
  const dir = path.join(cacheRoot(), `examples-${recipe.docsVersion}-${recipeHash}`);
  if (!fs.existsSync(path.join(dir, 'template'))) {
    const workDir = `${dir}.partial-${process.pid}`;
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.mkdirSync(workDir, { recursive: true });
    console.log(`Creating the ${recipe.docsVersion} examples project in ${dir} (once; later runs reuse it)`);
    const appDir = recipe.create(workDir, recipe);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(appDir, dir);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  return { dir, templateDir: path.join(dir, 'template'), recipe };
}

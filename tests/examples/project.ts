/**
 * The extension project the examples are checked in: made once by the real creator, installed with yarn 1, and kept
 * in a cache folder outside the repository (`$EXAMPLES_CACHE_DIR`, else `~/.cache/rancher-ui-extensions-docs`). A
 * change of the recipe below gives a new folder.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const projectRecipe = {
  creator: '@rancher/create-extension@3.0.12',
  shell: '3.0.13',
  yarn: 'yarn@1.22.22',
  // Shell 3.0.13 pins @rancher/icons 2.0.62, which the registry no longer serves.
  resolutions: { '@rancher/icons': '2.0.64' },
  devDependencies: {
    // The checker itself: vue-tsc of the TypeScript version shell 3.0.13 depends on.
    'vue-tsc': '2.1.10',
    // The creator's tsconfig and resolutions expect it, but its app/init never adds it (it reads a `_pkgs` list that
    // 3.0.12 does not have); the pages that import shell components needing it tell the reader to add it.
    '@types/lodash': '4.17.5',
  },
} as const;

export const templatePackage = 'docs-examples';
const appName = 'examples-app';

export type ExamplesProject = { dir: string; templateDir: string };

function cacheRoot(): string {
  return process.env.EXAMPLES_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'rancher-ui-extensions-docs');
}

export function runYarn(args: string[], cwd: string, options: { env?: NodeJS.ProcessEnv } = {}): string {
  // The skeleton requires Node.js 24; yarn refuses to install or run scripts on older Node.js without --ignore-engines.
  return execFileSync('npx', ['--yes', projectRecipe.yarn, '--ignore-engines', ...args], {
    cwd,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

function createProject(dir: string): void {
  const workDir = `${dir}.partial-${process.pid}`;
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  console.log(`Creating the examples project with ${projectRecipe.creator} in ${dir} (once; later runs reuse it)`);
  execFileSync('npm', ['exec', '--yes', `--package=${projectRecipe.creator}`, '--', 'create-extension', templatePackage, '--app-name', appName], {
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const appDir = path.join(workDir, appName);
  const packageJsonFile = path.join(appDir, 'package.json');
  const packageJson = JSON.parse(fs.readFileSync(packageJsonFile, 'utf8'));
  packageJson.dependencies['@rancher/shell'] = projectRecipe.shell;
  packageJson.resolutions = { ...packageJson.resolutions, ...projectRecipe.resolutions };
  packageJson.devDependencies = { ...packageJson.devDependencies, ...projectRecipe.devDependencies };
  fs.writeFileSync(packageJsonFile, `${JSON.stringify(packageJson, null, 2)}\n`);
  fs.cpSync(path.join(appDir, 'pkg', templatePackage), path.join(appDir, 'template'), { recursive: true });
  console.log('Installing its dependencies with yarn 1 (about a minute)');
  runYarn(['install', '--non-interactive', '--network-timeout', '600000'], appDir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(appDir, dir);
  fs.rmSync(workDir, { recursive: true, force: true });
}

/** The cached project, made first if this recipe has none yet. */
export function examplesProject(): ExamplesProject {
  const recipeHash = crypto.createHash('sha256').update(JSON.stringify(projectRecipe)).digest('hex').slice(0, 12);
  const dir = path.join(cacheRoot(), `examples-v3-${recipeHash}`);
  if (!fs.existsSync(path.join(dir, 'node_modules', '.bin', 'vue-tsc'))) {
    createProject(dir);
  }
  return { dir, templateDir: path.join(dir, 'template') };
}

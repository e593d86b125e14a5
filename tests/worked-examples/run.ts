/**
 * Runs the worked examples of the dashboard contributor guide (`docs/internal/**`) for real in a rancher/dashboard
 * checkout: for each page with Jest (or Cypress) specs, applies the page's code blocks (see README.md beside this file
 * for how titles say what to do), runs `yarn jest` on the Jest specs the page adds or changes and `yarn eslint` on
 * every file it touches (Cypress specs are only linted), reports pass or fail with the output, and puts the checkout
 * back as it was. Exits non-zero on any failure.
 *
 * Usage: npx tsx tests/worked-examples/run.ts <dashboard-checkout> [--force] [--list] [--keep] [page.md ...]
 *   page.md    only these pages (relative to docs/internal, e.g. code-base-works/stores.md)
 *   --list     only print what would be applied, run nothing
 *   --force    run on a checkout with local changes: they are stashed first and popped at the end
 *   --keep     leave the last page applied (for debugging; the next run needs --force or a clean checkout)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { applyBlock, examplesBase, isCypressSpec, isLinted, isSpec, pageBlocks, type PlannedBlock } from './apply';

const docsDir = path.resolve(__dirname, '../../docs/internal');
const outputLines = 200;

type Options = { checkout: string; force: boolean; list: boolean; keep: boolean; pages: string[] };
type StepResult = { ok: boolean; summary: string; output: string };
type PageResult = { page: string; applied: string[]; specs: string[]; problems: string[]; jest?: StepResult; lint?: StepResult; ok: boolean };

function parseArgs(argv: string[]): Options {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => !['--force', '--list', '--keep'].includes(flag));
  if (!positional.length || unknown.length) {
    console.error('usage: npx tsx tests/worked-examples/run.ts <dashboard-checkout> [--force] [--list] [--keep] [page.md ...]');
    process.exit(2);
  }
  const [checkout, ...pages] = positional;
  return { checkout: path.resolve(checkout), force: flags.has('--force'), list: flags.has('--list'), keep: flags.has('--keep'), pages };
}

function run(command: string, args: string[], cwd: string, timeoutMs = 20 * 60 * 1000): { status: number; output: string } {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
    // The dashboard asks for a newer Node than some machines have; yarn would refuse to run its scripts.
    env: { ...process.env, FORCE_COLOR: '0', CI: 'true', YARN_IGNORE_ENGINES: 'true' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `\n${result.error.message}` : ''}`;
  return { status: result.status ?? 1, output };
}

function git(checkout: string, ...args: string[]): string {
  const result = run('git', args, checkout);
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')} failed:\n${result.output}`);
  }
  return result.output;
}

/** Puts every tracked file back and removes every untracked file that is not ignored (node_modules stays). */
function resetCheckout(checkout: string): void {
  git(checkout, 'checkout', '--', '.');
  git(checkout, 'clean', '-fdq');
}

function allPages(): string[] {
  return (fs.readdirSync(docsDir, { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const readPage = (page: string) => fs.readFileSync(path.join(docsDir, page), 'utf8');

/** The blocks of a page with those of its example base pages first (each base once). */
function blocksWithBase(page: string, seen: string[] = []): PlannedBlock[] {
  if (seen.includes(page)) {
    throw new Error(`dashboard_example_base forms a cycle: ${[...seen, page].join(' -> ')}`);
  }
  if (!fs.existsSync(path.join(docsDir, page))) {
    throw new Error(`${seen.at(-1)}: dashboard_example_base ${page} does not exist`);
  }
  const markdown = readPage(page);
  const base = examplesBase(markdown).flatMap((basePage) => blocksWithBase(basePage, [...seen, page]));
  return [...base, ...pageBlocks(markdown, page)];
}

/** A page is a worked example with tests when one of its own blocks that is applied is a Jest or Cypress spec. */
function hasSpecs(page: string): boolean {
  return pageBlocks(readPage(page), page).some((block) => 'action' in block && (isSpec(block.path) || isCypressSpec(block.path)));
}

function describeBlock(block: PlannedBlock, checkout: string): string {
  const where = `${block.markdownFile}:${block.line}`;
  if ('action' in block && !fs.existsSync(path.join(checkout, block.path.split('/')[0]))) {
    return `skip            ${block.path}  (${where}: not a file of the repository)`;
  }
  if ('action' in block) {
    return `${block.action.kind.padEnd(15)} ${block.path}  (${where})`;
  }
  return 'skip' in block ? `skip            ${block.path}  (${where}: ${block.skip})` : `ERROR           ${block.path}  (${where}: ${block.error})`;
}

function tail(text: string): string {
  const lines = text.trimEnd().split('\n');
  return lines.length > outputLines ? [`... (${lines.length - outputLines} lines before)`, ...lines.slice(-outputLines)].join('\n') : lines.join('\n');
}

function applyPage(checkout: string, blocks: PlannedBlock[], tracked: Set<string>): { applied: string[]; problems: string[] } {
  const applied: string[] = [];
  const problems: string[] = [];
  for (const block of blocks) {
    const where = `${block.markdownFile}:${block.line} ${block.path}`;
    if ('error' in block) {
      problems.push(`${where}: ${block.error}`);
      continue;
    }
    if (!('action' in block)) {
      continue;
    }
    const topFolder = block.path.split('/')[0];
    if (!fs.existsSync(path.join(checkout, topFolder))) {
      continue; // not a file of the repository (say a manifest to kubectl apply)
    }
    const file = path.join(checkout, block.path);
    if (block.action.kind === 'write' && block.action.newFile && tracked.has(block.path)) {
      problems.push(`${where}: titled (new file), but the file already exists on this commit`);
      continue;
    }
    try {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      const next = applyBlock(block, current);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, next);
      if (!applied.includes(block.path)) {
        applied.push(block.path);
      }
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  }
  return { applied, problems };
}

function jestSummary(output: string): string {
  const suites = /^Test Suites:\s*(.+)$/m.exec(output)?.[1];
  const tests = /^Tests:\s*(.+)$/m.exec(output)?.[1];
  return tests ? `tests ${tests}; suites ${suites}` : 'no Jest summary (did not run)';
}

function runPage(checkout: string, page: string, tracked: Set<string>): PageResult {
  const own = pageBlocks(readPage(page), page);
  const blocks = blocksWithBase(page);
  console.log(`\n=== ${page}`);
  blocks.forEach((block) => console.log(`  ${describeBlock(block, checkout)}`));

  resetCheckout(checkout);
  const { applied, problems } = applyPage(checkout, blocks, tracked);
  const specs = [...new Set(own.filter((block) => 'action' in block && isSpec(block.path)).map((block) => block.path))];
  const result: PageResult = { page, applied, specs, problems, ok: false };
  if (problems.length) {
    problems.forEach((problem) => console.log(`  APPLY FAILED ${problem}`));
    return result;
  }

  if (specs.length) {
    const started = Date.now();
    const jest = run('nice', ['-n', '19', 'yarn', '--silent', 'jest', '--ci', '--runTestsByPath', ...specs], checkout);
    result.jest = { ok: jest.status === 0, summary: jestSummary(jest.output), output: jest.output };
    console.log(`  jest ${result.jest.ok ? 'passed' : 'FAILED'}: ${result.jest.summary} (${Math.round((Date.now() - started) / 1000)} s)`);
    if (!result.jest.ok) {
      console.log(tail(jest.output).replace(/^/gm, '    | '));
    }
  } else {
    result.jest = { ok: true, summary: 'no Jest specs (Cypress only: linted, not run)', output: '' };
  }

  const linted = applied.filter(isLinted);
  const lint = run('nice', ['-n', '19', 'yarn', '--silent', 'eslint', '--max-warnings', '0', '--no-warn-ignored', ...linted], checkout);
  result.lint = { ok: lint.status === 0, summary: lint.status === 0 ? `${linted.length} files clean` : 'problems', output: lint.output };
  console.log(`  eslint ${result.lint.ok ? 'passed' : 'FAILED'}: ${linted.join(', ')}`);
  if (!result.lint.ok) {
    console.log(tail(lint.output).replace(/^/gm, '    | '));
  }
  result.ok = result.jest.ok && result.lint.ok;
  return result;
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const { checkout } = options;
  if (!fs.existsSync(path.join(checkout, '.git')) || !fs.existsSync(path.join(checkout, 'shell'))) {
    console.error(`${checkout} is not a rancher/dashboard checkout`);
    process.exit(2);
  }
  const known = allPages();
  const unknownPages = options.pages.filter((page) => !known.includes(page));
  if (unknownPages.length) {
    console.error(`no such page in docs/internal: ${unknownPages.join(', ')}`);
    process.exit(2);
  }
  const pages = options.pages.length ? options.pages : known.filter(hasSpecs);

  if (options.list) {
    for (const page of pages) {
      console.log(`\n=== ${page}`);
      blocksWithBase(page).forEach((block) => console.log(`  ${describeBlock(block, checkout)}`));
    }
    return;
  }

  if (!fs.existsSync(path.join(checkout, 'node_modules', '.bin', 'jest'))) {
    console.error(`${checkout} has no node_modules: run yarn install there first (see README.md beside this script)`);
    process.exit(2);
  }
  const dirty = git(checkout, 'status', '--porcelain').trim();
  let stashed = false;
  if (dirty) {
    if (!options.force) {
      console.error(`${checkout} has local changes; commit or stash them, or pass --force to stash them for the run:\n${dirty}`);
      process.exit(2);
    }
    git(checkout, 'stash', 'push', '--include-untracked', '-m', 'worked-examples run.ts');
    stashed = true;
  }
  const restore = () => {
    if (!options.keep) {
      resetCheckout(checkout);
    }
    if (stashed) {
      git(checkout, 'stash', 'pop');
      stashed = false;
    }
  };
  process.on('SIGINT', () => {
    restore();
    process.exit(130);
  });

  const head = git(checkout, 'rev-parse', 'HEAD').trim();
  const tracked = new Set(git(checkout, 'ls-files').split('\n'));
  console.log(`dashboard checkout ${checkout} at ${head}; ${pages.length} pages`);
  const started = Date.now();
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      results.push(runPage(checkout, page, tracked));
    }
  } finally {
    restore();
  }

  console.log(`\n=== summary (${Math.round((Date.now() - started) / 1000)} s)`);
  for (const result of results) {
    const detail = result.problems.length
      ? `${result.problems.length} blocks could not be applied`
      : `jest: ${result.jest?.summary}; eslint: ${result.lint?.ok ? 'clean' : 'FAILED'}`;
    console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.page}  (${result.specs.join(', ') || 'no specs'})  ${detail}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main();

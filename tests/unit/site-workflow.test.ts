/** @jest-environment node */

/**
 * The rules of the site's GitHub workflow: what runs it, what it checks, and that only a push to main of the
 * repository itself publishes, from the one job that may write to Pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import config from '../../docusaurus.config';

const siteDir = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');

type Step = { uses?: string; run?: string; if?: string; with?: Record<string, string> };
type Job = {
  needs?: string;
  if?: string;
  permissions?: Record<string, string>;
  environment?: { name: string };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  steps: Step[];
};
type Workflow = {
  on: Record<string, { branches?: string[] } | null>;
  permissions: Record<string, string>;
  concurrency: { group: string };
  jobs: Record<string, Job>;
};

const workflow = yaml.load(read('.github/workflows/site.yml')) as Workflow;

type RunContext = { event_name: string; ref: string; fork: boolean };

/**
 * Evaluates the `if:` expressions of the workflow (`==`, `!=`, `&&`, `||`, `!`, parentheses, string literals and
 * the `github.*` values below) for one run, as GitHub would.
 */
function evaluate(expression: string, run: RunContext): boolean {
  const values: Record<string, string | boolean> = {
    'github.event_name': run.event_name,
    'github.ref': run.ref,
    'github.event.repository.fork': run.fork,
  };
  const tokens = expression.match(/'[^']*'|[\w.]+|==|!=|&&|\|\||!|\(|\)/g) ?? [];
  let position = 0;
  const next = () => tokens[position++];
  const peek = () => tokens[position];
  const primary = (): string | boolean => {
    const token = next();
    if (token === '!') {
      return !primary();
    }
    if (token === '(') {
      const value = or();
      next();
      return value;
    }
    if (token.startsWith("'")) {
      return token.slice(1, -1);
    }
    if (!(token in values)) {
      throw new Error(`unknown value in the test's evaluator: ${token}`);
    }
    return values[token];
  };
  const comparison = (): string | boolean => {
    const left = primary();
    if (peek() === '==' || peek() === '!=') {
      const operator = next();
      const right = primary();
      return operator === '==' ? left === right : left !== right;
    }
    return left;
  };
  /** A left-associative chain of `operand`s joined by `operator`, combined as booleans. */
  const chain = (operator: string, operand: () => string | boolean, combine: (left: boolean, right: boolean) => boolean) => () => {
    let value = operand();
    while (peek() === operator) {
      next();
      value = combine(Boolean(value), Boolean(operand()));
    }
    return value;
  };
  const and = chain('&&', comparison, (left, right) => left && right);
  const or = chain('||', and, (left, right) => left || right);
  return Boolean(or());
}

const runs: Record<string, RunContext> = {
  'a pull request': { event_name: 'pull_request', ref: 'refs/pull/7/merge', fork: false },
  'a push to main': { event_name: 'push', ref: 'refs/heads/main', fork: false },
  "a push to a fork's main": { event_name: 'push', ref: 'refs/heads/main', fork: true },
  'a manual run on main': { event_name: 'workflow_dispatch', ref: 'refs/heads/main', fork: false },
};

const { build, deploy } = workflow.jobs;
const uploadStep = build.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@')) as Step;

describe('the site workflow', () => {
  it('runs on every pull request, on pushes to main and by hand', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
    expect(workflow.on.pull_request).toBeNull();
    expect(workflow.on.push?.branches).toEqual(['main']);
  });

  it("installs with npm ci and runs the README's test command, which builds and checks everything", () => {
    const commands = build.steps.map((step) => step.run).filter(Boolean);
    expect(commands).toEqual(['npm ci --no-audit --no-fund', 'npm test']);
    const readmeTestCommand = /```bash\n(npm test)\n```/.exec(read('README.md'))?.[1];
    expect(readmeTestCommand).toBe('npm test');
    const testScript = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.test;
    for (const part of ['test:workflows', 'typecheck', 'test:unit', 'build', 'test:routes', 'test:e2e']) {
      expect(testScript).toContain(`npm run ${part}`);
    }
  });

  it.each(Object.entries(runs))('publishes on %s only when it is a push to main of the repository itself', (name, run) => {
    const publishes = name === 'a push to main';
    expect(evaluate(deploy.if as string, run)).toBe(publishes);
    expect(evaluate(uploadStep.if as string, run)).toBe(publishes);
  });

  it('gives only the deploy job, after the build, the right to write to Pages', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(deploy.needs).toBe('build');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps.map((step) => step.uses?.split('@')[0])).toEqual(['actions/deploy-pages']);
    const others = Object.entries(workflow.jobs).filter(([name]) => name !== 'deploy');
    expect(others.filter(([, job]) => job.permissions !== undefined)).toEqual([]);
  });

  it('never lets two publishes race, and keeps only the newest build of a pull request', () => {
    expect(workflow.concurrency.group).toContain('github.ref');
    expect(deploy.concurrency).toEqual({ group: 'github-pages', 'cancel-in-progress': false });
  });

  it('pins every action to a major version or a commit', () => {
    const uses = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.uses).filter(Boolean)) as string[];
    expect(uses.length).toBeGreaterThan(3);
    expect(uses.filter((action) => !/^[\w-]+\/[\w-]+@(v\d+|[0-9a-f]{40})$/.test(action))).toEqual([]);
  });

  it('takes Node.js from .nvmrc, caches npm by the lockfile, and .nvmrc, engines and the README agree', () => {
    const setupNode = build.steps.find((step) => step.uses?.startsWith('actions/setup-node@')) as Step;
    expect(setupNode.with).toEqual({ 'node-version-file': '.nvmrc', cache: 'npm', 'cache-dependency-path': 'package-lock.json' });
    const nodeMajor = read('.nvmrc').trim();
    expect(nodeMajor).toMatch(/^\d+$/);
    // engines names the oldest release of that major line the code runs on (20.12: Dirent.parentPath), and the README says the same.
    const oldest = /^>=(\d+)\.(\d+)$/.exec((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node);
    expect(oldest?.[1]).toBe(nodeMajor);
    expect(read('README.md')).toContain(`You need Node.js ${oldest?.[1]}.${oldest?.[2]} or later`);
    expect(read('README.md')).toContain(`\`.nvmrc\` says ${nodeMajor}`);
  });

  it('publishes under the domain of the site url', () => {
    expect(read('static/CNAME').trim()).toBe(new URL(config.url).host);
  });
});

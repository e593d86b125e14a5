/**
 * Prints the time of a cold production build (after `docusaurus clear`)
 * with Docusaurus Faster (Rspack, SWC, Lightning CSS) and with the classic
 * webpack/Babel/Terser pipeline. Each build runs `runs` times (default 1).
 *
 * Usage: npx tsx tests/bench/build-time.ts [runs]
 */
import { execSync } from 'node:child_process';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');
const runs = Number(process.argv[2] ?? 1);

function coldBuildSeconds(env: NodeJS.ProcessEnv): number {
  execSync('npx docusaurus clear', { cwd: siteDir, stdio: 'ignore' });
  const started = process.hrtime.bigint();
  execSync('npx docusaurus build', { cwd: siteDir, stdio: 'ignore', env: { ...process.env, ...env } });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const variants: Array<[string, NodeJS.ProcessEnv]> = [
  ['Faster (Rspack)', {}],
  ['classic (webpack)', { DOCUSAURUS_CLASSIC_BUNDLER: '1' }],
];

for (const [name, env] of variants) {
  const times = Array.from({ length: runs }, () => coldBuildSeconds(env));
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(`${name.padEnd(18)} cold build: ${times.map((t) => `${t.toFixed(1)} s`).join(', ')} (median ${median.toFixed(1)} s)`);
}

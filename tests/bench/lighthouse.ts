/**
 * Prints Lighthouse's mobile scores (default simulated throttling) for each page given (default: the benchmark
 * pages and the five longest docs pages of the build, by HTML size), served from build/ with gzip as GitHub Pages
 * serves it: the four category scores, Largest Contentful Paint and Total Blocking Time, each the median of three
 * runs, with where the main-thread time of the median run goes (Lighthouse's main-thread breakdown and the scripts
 * that cost most). Also prints the size of the main bundle.
 *
 * Usage: npm run build && npm run bench:lighthouse [-- /path ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { chromiumArgs, findSystemChromium } from '../e2e/browser';
import { benchmarkPages, kib, median, withBuildServer } from './build-server';

const port = 3291;
const runs = 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Run = { scores: number[]; lcpMs: number; tbtMs: number; failedAudits: string[]; mainThread: string; scripts: string };

const buildDir = path.resolve(__dirname, '../../build');

/** The docs pages of the build with the largest HTML files, as paths. */
function longestDocsPages(count: number): string[] {
  return (fs.readdirSync(buildDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /^(extensions|internal)\/.+\.html$/.test(file.split(path.sep).join('/')))
    .map((file) => ({ pagePath: `/${file.split(path.sep).join('/').replace(/\.html$/, '')}`, bytes: fs.statSync(path.join(buildDir, file)).size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map(({ pagePath }) => pagePath);
}

/** The entry bundle every page loads, raw and gzip-compressed. */
function mainBundle(): string {
  const assetsDir = path.join(buildDir, 'assets', 'js');
  const file = fs.readdirSync(assetsDir).find((name) => /^main\.[\w]+\.js$/.test(name));
  if (!file) {
    return 'main bundle: not found';
  }
  const bytes = fs.readFileSync(path.join(assetsDir, file));
  return `main bundle ${file}: ${kib(bytes.length)} raw, ${kib(zlib.gzipSync(bytes, { level: 9 }).length)} gzip`;
}

type Audit = { details?: { items?: Array<Record<string, unknown>> } };

/** The first items of a Lighthouse table audit as `label time` pairs. */
function topItems(audit: Audit | undefined, label: string, time: string, count: number): string {
  return (audit?.details?.items ?? [])
    .slice(0, count)
    .map((item) => `${String(item[label]).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(item[time]))} ms`)
    .join(', ');
}

async function main(): Promise<void> {
  // Both are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...benchmarkPages, ...longestDocsPages(5)];
  console.log(mainBundle());
  const chromePath = findSystemChromium();
  if (!chromePath) {
    throw new Error('No Chromium found: install Debian\'s chromium or set CHROMIUM_PATH');
  }

  await withBuildServer(port, async (origin) => {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
    try {
      console.log(`Lighthouse (mobile), median of ${runs} runs: performance | accessibility | best practices | SEO | LCP | TBT`);
      for (const pagePath of pages) {
        const pageRuns: Run[] = [];
        for (let attempt = 0; attempt < runs; attempt += 1) {
          const result = await lighthouse(`${origin}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' });
          if (!result) {
            throw new Error(`Lighthouse returned nothing for ${pagePath}`);
          }
          const { lhr } = result;
          pageRuns.push({
            scores: categories.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
            failedAudits: categories
              .filter((category) => category !== 'performance')
              .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => ref.id),
            mainThread: topItems(lhr.audits['mainthread-work-breakdown'] as Audit, 'groupLabel', 'duration', 4),
            scripts: topItems(lhr.audits['bootup-time'] as Audit, 'url', 'total', 3),
          });
        }
        const scores = categories.map((_, index) => median(pageRuns.map((run) => run.scores[index])));
        const lcp = median(pageRuns.map((run) => run.lcpMs));
        const tbt = median(pageRuns.map((run) => run.tbtMs));
        const failed = [...new Set(pageRuns.flatMap((run) => run.failedAudits))];
        const medianRun = pageRuns.find((run) => run.tbtMs === tbt) ?? pageRuns[0];
        console.log(
          `${pagePath.padEnd(30)} ${scores.map((score) => String(score).padStart(3)).join(' | ')} | ${(lcp / 1000).toFixed(1)} s | ${Math.round(tbt)} ms` +
            (failed.length > 0 ? `  (failed: ${failed.join(', ')})` : ''),
        );
        console.log(`    main thread: ${medianRun.mainThread}`);
        console.log(`    scripts: ${medianRun.scripts}`);
      }
    } finally {
      chrome.kill();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

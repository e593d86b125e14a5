/**
 * Prints Lighthouse's mobile scores (default simulated throttling) for each page given (default: the benchmark
 * pages), served from build/ with gzip as GitHub Pages serves it: the four category scores, Largest Contentful Paint
 * and Total Blocking Time, each the median of three runs.
 *
 * Usage: npm run build && npm run bench:lighthouse [-- /path ...]
 */
import { chromiumArgs, findSystemChromium } from '../e2e/browser';
import { benchmarkPages, median, withBuildServer } from './build-server';

const port = 3291;
const runs = 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Run = { scores: number[]; lcpMs: number; tbtMs: number; failedAudits: string[] };

async function main(): Promise<void> {
  // Both are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : benchmarkPages;
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
          });
        }
        const scores = categories.map((_, index) => median(pageRuns.map((run) => run.scores[index])));
        const lcp = median(pageRuns.map((run) => run.lcpMs));
        const tbt = median(pageRuns.map((run) => run.tbtMs));
        const failed = [...new Set(pageRuns.flatMap((run) => run.failedAudits))];
        console.log(
          `${pagePath.padEnd(30)} ${scores.map((score) => String(score).padStart(3)).join(' | ')} | ${(lcp / 1000).toFixed(1)} s | ${Math.round(tbt)} ms` +
            (failed.length > 0 ? `  (failed: ${failed.join(', ')})` : ''),
        );
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

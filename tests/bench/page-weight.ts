/**
 * Prints, for each page given (default: the benchmark pages), what a first visit downloads, as transferred over
 * the wire from tests/scripts/serve-build.ts (gzip, as GitHub Pages serves it): the JavaScript until the network is
 * idle, everything before the load event, and everything in the first 4 s without interaction on a normal and on a
 * Save-Data connection. Then the size of each search index, raw and gzip, how long the search worker takes from the
 * end of the index download until the box reads "Search Ctrl+K" (unpacking and loading the index), and how long a
 * 500-character pasted message takes from the paste to the first suggestion.
 *
 * Usage: npm run build && npm run bench:weight [-- /path ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

import { chromiumArgs, findSystemChromium } from '../e2e/browser';
import { pastedCorepackLog } from '../fixtures/search-queries';
import { benchmarkPages, gzipSize, kib, median, withBuildServer } from './build-server';

const port = 3290;
const siteDir = path.resolve(__dirname, '../..');
const firstSeconds = 4;

// A string, not a function: tsx would wrap a function in helpers that do not exist in the page.
const saveDataConnection =
  "Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) })";

type Transfer = { url: string; type: string; bytes: number; finishedAt: number };
type Visit = { transfers: Transfer[]; loadEventAt: number };

async function visit(browser: Browser, url: string, saveData: boolean): Promise<Visit> {
  const context = await browser.newContext();
  if (saveData) {
    await context.addInitScript(saveDataConnection);
  }
  const page = await context.newPage();
  const started = Date.now();
  const pending: Array<Promise<Transfer>> = [];
  page.on('requestfinished', (request) => {
    const finishedAt = Date.now() - started;
    pending.push(
      request.sizes().then((sizes) => ({
        url: new URL(request.url()).pathname,
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        finishedAt,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const loadEventAt = Date.now() - started;
  await page.waitForTimeout(Math.max(0, firstSeconds * 1000 - (Date.now() - started)));
  await context.close();
  return { transfers: await Promise.all(pending), loadEventAt };
}

/**
 * Milliseconds from the end of the search index download to the box reading "Search Ctrl+K". On Save-Data the index
 * waits until the reader hovers the box, so it loads on a page that has finished its own work.
 */
async function searchReadyAfterDownload(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  await context.addInitScript(saveDataConnection);
  const page = await context.newPage();
  let downloadedAt = 0;
  page.on('requestfinished', (request) => {
    if (/search-index.*\.json$/.test(request.url())) {
      downloadedAt = Date.now();
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('nav input[placeholder="Loading..."]').hover();
  await page.locator('nav input[placeholder="Search Ctrl+K"]').waitFor({ state: 'attached' });
  const readyAt = Date.now();
  await context.close();
  if (downloadedAt === 0) {
    throw new Error(`${url}: the box read "Search Ctrl+K" but no search index download finished`);
  }
  return readyAt - downloadedAt;
}

/** Milliseconds from pasting `pastedCorepackLog` into the box to the first suggestion, once the index is ready. */
async function pastedQueryAnswered(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage();
  await page.goto(url);
  const box = page.locator('nav input[placeholder="Search Ctrl+K"]');
  await box.waitFor({ state: 'attached' });
  await box.focus();
  const pastedAt = Date.now();
  await box.fill(pastedCorepackLog);
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  const answeredAt = Date.now();
  await page.close();
  return answeredAt - pastedAt;
}

const sum = (transfers: Transfer[]) => transfers.reduce((total, transfer) => total + transfer.bytes, 0);

function searchIndexSizes(): string[] {
  const files = [
    ...fs.readdirSync(path.join(siteDir, 'build')).map((name) => path.join('build', name)),
    ...fs.readdirSync(path.join(siteDir, 'build/extensions/v2')).map((name) => path.join('build/extensions/v2', name)),
  ].filter((file) => /search-index.*\.json$/.test(file));
  return files.map((file) => {
    const body = fs.readFileSync(path.join(siteDir, file));
    return `  ${file}: ${kib(body.length)} raw, ${kib(gzipSize(body))} gzip`;
  });
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : benchmarkPages;
  await withBuildServer(port, async (origin) => {
    const browser = await chromium.launch({ executablePath: findSystemChromium(), args: chromiumArgs });
    console.log(`Transferred on a first visit (gzip), per page: JS | before load | first ${firstSeconds} s | first ${firstSeconds} s, Save-Data`);
    for (const pagePath of pages) {
      const normal = await visit(browser, `${origin}${pagePath}`, false);
      const saveData = await visit(browser, `${origin}${pagePath}`, true);
      const javascript = sum(normal.transfers.filter((transfer) => transfer.type === 'script'));
      const beforeLoad = sum(normal.transfers.filter((transfer) => transfer.finishedAt <= normal.loadEventAt));
      const indexOnSaveData = saveData.transfers.filter((transfer) => /search-index/.test(transfer.url));
      console.log(
        `${pagePath.padEnd(30)} ${kib(javascript).padStart(11)} | ${kib(beforeLoad).padStart(11)} | ${kib(sum(normal.transfers)).padStart(11)} | ${kib(sum(saveData.transfers)).padStart(11)}` +
          (indexOnSaveData.length > 0 ? `  (Save-Data fetched ${indexOnSaveData.map((transfer) => transfer.url).join(', ')})` : ''),
      );
    }
    console.log('Search ready after its index downloaded (median of 5):');
    for (const pagePath of ['/extensions/next/home', '/extensions/v2/home']) {
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        times.push(await searchReadyAfterDownload(browser, `${origin}${pagePath}`));
      }
      console.log(`  ${pagePath}: ${median(times)} ms (${times.join(', ')})`);
    }
    const answerTimes: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      answerTimes.push(await pastedQueryAnswered(browser, `${origin}/extensions/next/home`));
    }
    console.log(`A ${pastedCorepackLog.length}-character pasted message, to the first suggestion (median of 5): ${median(answerTimes)} ms (${answerTimes.join(', ')})`);
    await browser.close();
  });
  console.log('Search indexes:');
  searchIndexSizes().forEach((line) => console.log(line));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

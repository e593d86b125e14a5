/**
 * Prints the JavaScript a first visit downloads, gzip-compressed, for each
 * page given (default: / and /extensions/next/home). It serves build/ with
 * tests/scripts/serve-build.ts, opens each page in a fresh Chromium context
 * and sums every script response until the network is idle.
 *
 * Usage: npm run build && npx tsx tests/bench/page-weight.ts [/path ...]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

import { chromiumArgs, findSystemChromium } from '../e2e/browser';

const port = 3290;
const origin = `http://127.0.0.1:${port}`;
const siteDir = path.resolve(__dirname, '../..');

type ScriptLoad = { url: string; rawBytes: number; gzipBytes: number };

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the build server did not start');
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/extensions/next/home'];
  const server = spawn('npx', ['tsx', 'tests/scripts/serve-build.ts', '--port', String(port)], { cwd: siteDir, stdio: 'ignore' });
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: findSystemChromium(), args: chromiumArgs });
    for (const pagePath of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loads: Promise<ScriptLoad>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          loads.push(
            response.body().then((body) => ({
              url: new URL(response.url()).pathname,
              rawBytes: body.length,
              gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
            })),
          );
        }
      });
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
      const scripts = await Promise.all(loads);
      const gzipTotal = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const rawTotal = scripts.reduce((sum, script) => sum + script.rawBytes, 0);
      console.log(`${pagePath}: ${scripts.length} scripts, ${kib(gzipTotal)} gzip (${kib(rawTotal)} uncompressed)`);
      for (const script of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(`  ${kib(script.gzipBytes).padStart(10)}  ${script.url}`);
      }
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

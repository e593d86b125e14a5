/**
 * Makes sure the end-to-end tests have a Chromium to drive, and says which.
 * A system Chromium is used when present; otherwise Debian's package is
 * installed (as root, with apt-get), or else Playwright's own download.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

import { findSystemChromium } from '../e2e/browser';

function run(command: string): void {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit' });
}

function canUseApt(): boolean {
  return os.platform() === 'linux' && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
}

function main(): void {
  const found = findSystemChromium();
  if (found) {
    console.log(`End-to-end tests will use ${found}`);
    return;
  }
  if (canUseApt()) {
    console.log('No Chromium found: installing Debian\'s chromium package with apt-get.');
    run('apt-get update');
    run('DEBIAN_FRONTEND=noninteractive apt-get install -y chromium');
    const installed = findSystemChromium();
    if (!installed) {
      throw new Error('apt-get finished but no Chromium executable was found');
    }
    console.log(`End-to-end tests will use ${installed}`);
    return;
  }
  console.log('No Chromium found and apt-get is not available as root: installing Playwright\'s Chromium.');
  run('npx playwright install chromium');
}

main();

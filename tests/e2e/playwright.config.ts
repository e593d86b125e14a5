import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, findSystemChromium } from './browser';

const port = Number(process.env.E2E_PORT ?? 3210);
const siteDir = path.resolve(__dirname, '../..');

/** End-to-end tests against the production build in build/, served on 127.0.0.1. */
export default defineConfig({
  testDir: __dirname,
  outputDir: path.join(siteDir, 'test-results'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findSystemChromium(),
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx tsx tests/scripts/serve-build.ts --host 127.0.0.1 --port ${port}`,
    cwd: siteDir,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

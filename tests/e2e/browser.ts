import fs from 'node:fs';

/** Chromium builds a Debian or Ubuntu machine may already have, in order of preference. */
const systemChromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Flags for a headless, sandbox-less Chromium that never reaches beyond the machine. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser to drive: $CHROMIUM_PATH, else a system Chromium, else undefined (Playwright's own download). */
export function findSystemChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) {
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist`);
    }
    return fromEnv;
  }
  return systemChromiumPaths.find((candidate) => fs.existsSync(candidate));
}

/**
 * Renders the social card, the image that previews a shared link to the site (themeConfig.image, which Docusaurus
 * writes into the og:image and twitter:image meta tags), from tests/scripts/social-card.html to
 * static/img/social-card.png at 1200×630, the size Open Graph and X (Twitter) cards expect.
 *
 * It drives the system Chromium (tests/e2e/browser.ts) and uses only fonts installed on the machine, so the PNG
 * changes only when the HTML, the logo (static/img/logo.svg) or the fonts do. Regenerate it after changing either file.
 *
 * Usage: npm run social-card
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { chromium } from '@playwright/test';

import { chromiumArgs, findSystemChromium } from '../e2e/browser';

export const socialCardSize = { width: 1200, height: 630 };

/** Link previews load the image on every share, and some sites refuse large ones. */
const maxBytes = 150 * 1024;

const source = path.resolve(__dirname, 'social-card.html');
const output = path.resolve(__dirname, '../../static/img/social-card.png');

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: findSystemChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: socialCardSize, deviceScaleFactor: 1 });
    await page.goto(pathToFileURL(source).href, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const logoLoaded = await page.locator('img.logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    if (!logoLoaded) {
      throw new Error('the logo did not load: is static/img/logo.svg where social-card.html expects it?');
    }
    const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...socialCardSize } });
    if (png.length > maxBytes) {
      throw new Error(`the card is ${Math.round(png.length / 1024)} KB, more than ${maxBytes / 1024} KB: simplify the background`);
    }
    fs.writeFileSync(output, png);
    console.log(`Wrote ${path.relative(process.cwd(), output)} (${socialCardSize.width}×${socialCardSize.height}, ${Math.round(png.length / 1024)} KB)`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

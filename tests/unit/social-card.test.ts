/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

import config from '@site/docusaurus.config';

const siteDir = path.resolve(__dirname, '../..');
const image = (config.themeConfig as { image?: string }).image;

/** The width and height in a PNG's header (its first chunk, IHDR), or undefined when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') {
    return undefined;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('social card (themeConfig.image, the og:image and twitter:image of every page)', () => {
  it('is a file under static/', () => {
    expect(image).toBe('img/social-card.png');
    expect(fs.existsSync(path.join(siteDir, 'static', image!))).toBe(true);
  });

  it('is a 1200×630 PNG of at most 150 KB', () => {
    const bytes = fs.readFileSync(path.join(siteDir, 'static', image!));
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
  });

  it('keeps the source it is rendered from (npm run social-card)', () => {
    const source = fs.readFileSync(path.join(siteDir, 'tests/scripts/social-card.html'), 'utf8');
    expect(source).toContain('Rancher UI Extensions');
    expect(source).toContain('../../static/img/logo.svg');
  });
});

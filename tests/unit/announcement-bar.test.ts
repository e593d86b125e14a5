/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

import { contrastRatio } from '../support/contrast';

const siteDir = path.resolve(__dirname, '../..');
const css = fs.readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');

/** The `--site-announcement-bar-*` variables that custom.css sets for a colour mode, later blocks winning. */
function barVariables(selector: ':root' | "[data-theme='dark']"): Record<string, string> {
  const escaped = selector.replace(/[[\]]/g, '\\$&');
  const variables: Record<string, string> = {};
  for (const [, body] of css.matchAll(new RegExp(`^${escaped}\\s*\\{([^}]*)\\}`, 'gm'))) {
    for (const [, name, value] of body.matchAll(/--site-announcement-bar-([\w-]+):\s*([^;]+);/g)) {
      variables[name] = value.trim();
    }
  }
  return variables;
}

/** An opaque colour drawn at `opacity` over `background`, as `#rrggbb`. */
function blend(color: string, background: string, opacity: number): string {
  const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const [front, back] = [channels(color), channels(background)];
  return `#${front.map((value, index) => Math.round(value * opacity + back[index] * (1 - opacity)).toString(16).padStart(2, '0')).join('')}`;
}

const light = barVariables(':root');
const modes = [
  ['light', light],
  ['dark', { ...light, ...barVariables("[data-theme='dark']") }],
] as const;

describe('announcement bar colours', () => {
  it('sets a different background in dark mode', () => {
    expect(modes[1][1].background).not.toBe(modes[0][1].background);
  });

  it.each(modes)('reaches 4.5:1 for the text, the link and the close icon (%s mode)', (_mode, colours) => {
    const { background, color, 'link-color': link, 'close-opacity': closeOpacity } = colours;
    expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(blend(color, background, Number(closeOpacity)), background)).toBeGreaterThanOrEqual(4.5);
  });
});

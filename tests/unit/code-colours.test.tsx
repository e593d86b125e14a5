import fs from 'node:fs';
import path from 'node:path';

import React, { type CSSProperties } from 'react';
import { render } from '@testing-library/react';
import { Highlight, Prism, type PrismTheme, type Token } from 'prism-react-renderer';

import { codeColoursCss, darkCodeTheme, lightCodeTheme, variablesCodeTheme } from '@site/src/config/codeThemes';
import { tokenStyle } from '@site/src/utils/codeColours';
import config from '@site/docusaurus.config';

const siteDir = path.resolve(__dirname, '../..');
const { prism } = config.themeConfig as { prism: { theme: PrismTheme; darkTheme: PrismTheme; additionalLanguages: string[] } };

// The languages the site adds, registered the way the classic theme does.
(globalThis as { Prism?: unknown }).Prism = Prism;
for (const language of prism.additionalLanguages) {
  require(`prismjs/components/prism-${language}`);
}

/** Up to `perLanguage` fenced code blocks of each language from the docs. */
function codeSamples(perLanguage: number): Array<{ language: string; code: string }> {
  const samples: Array<{ language: string; code: string }> = [];
  const counts = new Map<string, number>();
  for (const dir of ['docs', 'extensions_versioned_docs']) {
    const files = fs.readdirSync(path.join(siteDir, dir), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).sort();
    for (const file of files) {
      for (const [, language, code] of fs.readFileSync(path.join(siteDir, dir, file), 'utf8').matchAll(/^```([\w-]+)[^\n]*\n([\s\S]*?)^```/gm)) {
        if (Prism.languages[language] && (counts.get(language) ?? 0) < perLanguage) {
          counts.set(language, (counts.get(language) ?? 0) + 1);
          samples.push({ language, code });
        }
      }
    }
  }
  return samples;
}

type TokenWithStyle = { types: string[]; style: CSSProperties | undefined };

/** Each token of the code with the style prism-react-renderer gives it under the theme, and the code block's style. */
function highlight(code: string, language: string, theme: PrismTheme): { root: CSSProperties; tokens: TokenWithStyle[] } {
  const tokens: TokenWithStyle[] = [];
  let root: CSSProperties = {};
  render(
    <Highlight code={code} language={language} theme={theme}>
      {({ style, tokens: lines, getTokenProps }) => {
        root = style;
        lines.flat().forEach((token: Token) => tokens.push({ types: token.types, style: getTokenProps({ token }).style }));
        return null;
      }}
    </Highlight>,
  );
  return { root, tokens };
}

/** The custom properties a colour mode sets, read from the style sheet the site serves. */
function variablesOf(css: string, mode: 'light' | 'dark'): Map<string, string> {
  const blocks = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => ({ selector, body }));
  const variables = new Map<string, string>();
  for (const { selector, body } of blocks) {
    if (selector === ':root' || (mode === 'dark' && selector === "[data-theme='dark']")) {
      for (const declaration of body.split(';')) {
        const [name, value] = declaration.split(/:(.*)/s);
        variables.set(name, value);
      }
    }
  }
  return variables;
}

/** What the browser computes for a `var()` value (undefined when nothing sets it, as for a property left out). */
function resolve(value: unknown, variables: Map<string, string>): unknown {
  const reference = typeof value === 'string' ? /^var\((--[\w-]+)(?:, (.*))?\)$/s.exec(value) : null;
  if (!reference) {
    return value;
  }
  const [, name, fallback] = reference;
  const set = variables.get(name);
  if (set !== undefined && set !== 'initial') {
    return set;
  }
  return fallback === undefined ? undefined : resolve(fallback, variables);
}

const camelCase = (property: string) => property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The style a token ends up with: the rules of the style sheet for its classes (all equally specific, so a later rule
 * wins), then its inline style.
 */
function cascade(css: string, tokenTypes: string[], inline: CSSProperties | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const [, type, body] of css.matchAll(/\.prism-code \.token\.([\w-]+)\{([^}]*)\}/g)) {
    if (tokenTypes.includes(type)) {
      for (const declaration of body.split(';')) {
        const [property, value] = declaration.split(/:(.*)/s);
        style[camelCase(property)] = value;
      }
    }
  }
  return { ...style, ...inline };
}

function resolveStyle(style: CSSProperties | undefined, variables: Map<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(style ?? {})
      .map(([property, value]) => [property, resolve(value, variables)])
      .filter(([, value]) => value !== undefined),
  );
}

const definedStyle = (style: CSSProperties | undefined) =>
  Object.fromEntries(Object.entries(style ?? {}).filter(([, value]) => value !== undefined).map(([property, value]) => [property, String(value)]));

describe('code colours', () => {
  const css = codeColoursCss(lightCodeTheme, darkCodeTheme);
  const samples = codeSamples(4);

  it('renders code blocks with one theme in both colour modes', () => {
    expect(prism.darkTheme).toEqual(prism.theme);
    expect(prism.theme).toEqual(variablesCodeTheme(lightCodeTheme, darkCodeTheme));
  });

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)('gives every token of the docs the colours of the %s theme', (mode, modeTheme) => {
    const variables = variablesOf(css, mode);
    expect(samples.length).toBeGreaterThan(10);
    let tokensCompared = 0;
    for (const { code, language } of samples) {
      const expected = highlight(code, language, modeTheme);
      const rendered = highlight(code, language, prism.theme);
      expect(resolveStyle(rendered.root, variables)).toEqual(definedStyle(expected.root));
      rendered.tokens.forEach(({ types, style }, index) => {
        expect({ types, style: resolveStyle(cascade(css, types, tokenStyle(types, style)), variables) }).toEqual({
          types,
          style: definedStyle(expected.tokens[index].style),
        });
        tokensCompared += 1;
      });
    }
    expect(tokensCompared).toBeGreaterThan(1000);
  });

  it('styles only tokens of several types inline, so the browser can share the computed style of the others', () => {
    const tokens = samples.flatMap(({ code, language }) => highlight(code, language, prism.theme).tokens);
    const styledInline = tokens.filter(({ types, style }) => tokenStyle(types, style)?.color !== undefined);
    expect(styledInline.length).toBeGreaterThan(0);
    expect(styledInline.every(({ types }) => types.length > 1)).toBe(true);
  });

  it('refuses a theme that styles some languages only, which CSS variables per token type cannot follow', () => {
    const perLanguage = { ...lightCodeTheme, styles: [{ types: ['keyword'], languages: ['yaml'], style: { color: 'red' } }] } as PrismTheme;
    expect(() => variablesCodeTheme(perLanguage, darkCodeTheme)).toThrow(/for some languages only/);
  });
});

import type { CSSProperties } from 'react';

/**
 * Code blocks take their colours from CSS custom properties that each colour mode sets, so the HTML of a code block
 * is the same in light and dark mode. This module names those properties; `src/config/codeThemes.ts` sets them.
 */

export const kebabCase = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property holding one style property of one Prism token type, e.g. `--code-keyword-color`. */
export function codeColourVariable(tokenType: string, property: string): string {
  return `--code-${tokenType}-${kebabCase(property)}`;
}

/**
 * The inline style of a token with the given Prism types. A token of one type gets its colours from the class rules
 * of the code colours style sheet (`.token.keyword` …), which let the browser share one computed style between all
 * tokens of a type; inline styles would defeat that, and long pages hold thousands of tokens. A token of several
 * types gets, for each property, the value of the last type that sets it in the current colour mode, as a chain of
 * `var()` fallbacks: that is how prism-react-renderer merges the styles of a token's types, decided in CSS because
 * the two modes set different types. When no type sets a property, the token inherits it from the code block, as it
 * would with no style at all.
 */
export function tokenStyle(tokenTypes: readonly string[], themedStyle: CSSProperties | undefined): CSSProperties | undefined {
  if (!themedStyle) {
    return themedStyle;
  }
  const style: Record<string, unknown> = {};
  for (const [property, value] of Object.entries(themedStyle)) {
    if (typeof value !== 'string' || !value.startsWith('var(--code-')) {
      style[property] = value;
    } else if (tokenTypes.length > 1) {
      style[property] = tokenTypes.reduce(
        (fallback, type) => `var(${codeColourVariable(type, property)}${fallback ? `, ${fallback}` : ''})`,
        '',
      );
    }
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

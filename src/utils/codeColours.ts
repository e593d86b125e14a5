import type { CSSProperties } from 'react';

/**
 * Code blocks take their colours from CSS custom properties that each colour mode sets, so the HTML of a code block
 * is the same in light and dark mode. This module names those properties; `src/config/codeThemes.ts` sets them.
 */

const kebabCase = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property holding one style property of one Prism token type, e.g. `--code-keyword-color`. */
export function codeColourVariable(tokenType: string, property: string): string {
  return `--code-${tokenType}-${kebabCase(property)}`;
}

/**
 * The style of a token with the given Prism types: for each property, the value of the last type that sets it in the
 * current colour mode, as a chain of `var()` fallbacks. This is how prism-react-renderer merges the styles of a
 * token's types, decided in CSS because the two modes set different types. When no type sets a property, the token
 * inherits it from the code block, as it would with no style at all.
 */
export function tokenStyle(tokenTypes: readonly string[], themedStyle: CSSProperties | undefined): CSSProperties | undefined {
  if (!themedStyle) {
    return themedStyle;
  }
  const style: Record<string, unknown> = { ...themedStyle };
  for (const [property, value] of Object.entries(themedStyle)) {
    if (typeof value === 'string' && value.startsWith('var(--code-')) {
      style[property] = tokenTypes.reduce(
        (fallback, type) => `var(${codeColourVariable(type, property)}${fallback ? `, ${fallback}` : ''})`,
        '',
      );
    }
  }
  return style as CSSProperties;
}
